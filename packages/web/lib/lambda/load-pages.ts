// The pages' code, loaded as Next loads it for the first page a server renders: the document,
// the app and the catch-all route's entries (their chunks compiled and evaluated: the site's
// code, Apollo Client, the content pipeline, React's server renderer), every next/dynamic
// component they declare (each template's and block's chunk), which Next's renderer loads before
// its first render, and the cache handlers OpenNext gives Next, which Next imports for its first
// page's incremental cache. Run at the server function's init (./server-wrapper.ts), from the
// function's folder: Next then finds them all loaded.
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** The entries every page request renders with: the document, the app, the CMS's routes. */
const PAGES = ["/_document", "/_app", "/[[...uri]]"];
/** OpenNext's cache handlers for Next (its server function's incremental and "use cache" ones). */
const CACHE_HANDLERS = ["cache.cjs", "composable-cache.cjs"];

interface Loadable {
  default: { preloadAll(): Promise<void> };
}

export async function loadPages(functionDir = process.cwd()) {
  const require = createRequire(path.join(functionDir, "index.mjs"));
  const manifest = require("./.next/server/pages-manifest.json") as Record<string, string>;
  for (const page of PAGES) require(`./.next/server/${manifest[page]}`);
  // What Next's page renderer calls before it renders (next/dist/server/render.js).
  const loadable = require("next/dist/shared/lib/loadable.shared-runtime") as Loadable;
  await loadable.default.preloadAll();
  // As Next imports them (by file URL), so its import finds them in the module cache.
  for (const handler of CACHE_HANDLERS) {
    await import(pathToFileURL(path.join(functionDir, handler)).href);
  }
}

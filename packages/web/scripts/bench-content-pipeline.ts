// What the content pipeline costs beside rendering: about 200 KB of CMS HTML (the seed
// pages, repeated) through renderContentHtml, then the clean HTML through react-dom/server,
// all in this process after a warm-up. Not a test; prints microseconds per KB.
//
//   npm run bench:content        (or: npx tsx packages/web/scripts/bench-content-pipeline.ts)
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { CONTENT_DIR } from "@corus/content-service/src/paths.ts";
import { renderContentHtml } from "../lib/content/render";

// React reads NODE_ENV when it loads (below, not by a hoisted import): measure the production
// build, as the site runs it. (Next's types make NODE_ENV read-only.)
Object.assign(process.env, { NODE_ENV: "production" });

const TARGET_BYTES = 200 * 1024;
const WARM_UP_RUNS = 15;
const MEASURED_RUNS = 40;

// The site's React 19, from its own node_modules (the root's React 18 belongs to SST).
const fromSite = createRequire(import.meta.url);

interface ReactApi {
  createElement(
    type: string,
    props: Record<string, unknown> | null,
    ...children: unknown[]
  ): unknown;
  version: string;
}
interface ReactDomServerApi {
  renderToString(element: unknown): string;
}
interface SanitizeHtmlApi {
  (html: string, options: Record<string, unknown>): string;
}

const React = fromSite("react") as ReactApi;
const { renderToString } = fromSite("react-dom/server") as ReactDomServerApi;
const sanitizeHtml = fromSite("sanitize-html") as SanitizeHtmlApi;
const { decodeHTML } = fromSite("entities") as { decodeHTML(text: string): string };

/** The seed pages' bodies, front matter dropped. */
function seedPageBodies(): string[] {
  const pagesDir = path.join(CONTENT_DIR, "pages");
  return readdirSync(pagesDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .sort()
    .map((file) =>
      readFileSync(path.join(pagesDir, file), "utf8").replace(/^---[\s\S]*?\n---\n/, ""),
    );
}

/** Whole pages, one after another and round again, until there are `bytes` of them. */
function repeatedUpTo(bodies: readonly string[], bytes: number): string {
  let html = "";
  while (Buffer.byteLength(html) < bytes) {
    for (const body of bodies) {
      html += body;
      if (Buffer.byteLength(html) >= bytes) break;
    }
  }
  return html;
}

/** The element ContentHtml (components/ContentHtml.tsx) renders: the clean HTML as a string. */
function contentHtmlElement(cleanHtml: string): unknown {
  return React.createElement("div", {
    className: "entry-content",
    dangerouslySetInnerHTML: { __html: cleanHtml },
  });
}

/**
 * The same markup as React elements, as if the content were written as components: what
 * React pays to render this much markup, a stand-in for the rest of a page render.
 */
function contentAsElements(cleanHtml: string): unknown {
  interface ElementDraft {
    tag: string;
    props: Record<string, unknown>;
    children: unknown[];
  }
  const root: ElementDraft = { tag: "div", props: { className: "entry-content" }, children: [] };
  const open: ElementDraft[] = [root];
  const current = () => open[open.length - 1] ?? root;
  sanitizeHtml(cleanHtml, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true, // only reads the already clean HTML
    onOpenTag: (tag: string, attributes: Record<string, string>) => {
      const { class: className, ...rest } = attributes;
      open.push({ tag, props: className ? { ...rest, className } : rest, children: [] });
    },
    onCloseTag: () => {
      const node = open.pop();
      if (node) {
        current().children.push(React.createElement(node.tag, node.props, ...node.children));
      }
    },
    textFilter: (text: string) => {
      current().children.push(decodeHTML(text));
      return text;
    },
  });
  return React.createElement(root.tag, root.props, ...root.children);
}

/**
 * Median milliseconds of one call of each, after a warm-up. The calls take turns, so a busy
 * machine slows all of them alike and the ratios hold.
 */
function medianMs<Name extends string>(runs: Record<Name, () => unknown>): Record<Name, number> {
  const entries = Object.entries(runs) as [Name, () => unknown][];
  const times = new Map<Name, number[]>(entries.map(([name]) => [name, []]));
  for (let i = 0; i < WARM_UP_RUNS; i += 1) for (const [, run] of entries) run();
  for (let i = 0; i < MEASURED_RUNS; i += 1) {
    for (const [name, run] of entries) {
      const start = performance.now();
      run();
      times.get(name)?.push(performance.now() - start);
    }
  }
  const median = (values: number[]) =>
    values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  return Object.fromEntries(
    entries.map(([name]) => [name, median(times.get(name) ?? [])]),
  ) as Record<Name, number>;
}

const pages = seedPageBodies();
const html = repeatedUpTo(pages, TARGET_BYTES);
const kilobytes = Buffer.byteLength(html) / 1024;
const clean = renderContentHtml(html);
const asString = contentHtmlElement(clean);
const asElements = contentAsElements(clean);

const measured = medianMs({
  pipeline: () => renderContentHtml(html),
  stringRender: () => renderToString(asString),
  elementsRender: () => renderToString(asElements),
});

// A page as the seed content has them: the median body, through the pipeline alone.
const typicalPage =
  [...pages].sort((a, b) => a.length - b.length)[Math.floor(pages.length / 2)] ?? "";
const typical = medianMs({ pipeline: () => renderContentHtml(typicalPage) });

const perKb = (ms: number) => `${((ms * 1000) / kilobytes).toFixed(1).padStart(8)} µs/KB`;
const row = (label: string, ms: number) =>
  `${label.padEnd(58)} ${ms.toFixed(2).padStart(8)} ms ${perKb(ms)}`;

console.log(
  `Content pipeline on ${kilobytes.toFixed(0)} KB of seed CMS HTML (React ${React.version}, ` +
    `Node ${process.versions.node}; median of ${MEASURED_RUNS} runs after ${WARM_UP_RUNS} warm-up)\n`,
);
console.log(row("renderContentHtml (the pipeline)", measured.pipeline));
console.log(row("renderToString(ContentHtml): the HTML as one string", measured.stringRender));
console.log(row("renderToString of the same markup as React elements", measured.elementsRender));
console.log(
  `\npipeline / ContentHtml render:  ${(measured.pipeline / measured.stringRender).toFixed(0)}x` +
    `\npipeline / elements render:     ${(measured.pipeline / measured.elementsRender).toFixed(1)}x` +
    `\na median seed page (${(Buffer.byteLength(typicalPage) / 1024).toFixed(1)} KB): ` +
    `pipeline ${(typical.pipeline * 1000).toFixed(0)} µs`,
);

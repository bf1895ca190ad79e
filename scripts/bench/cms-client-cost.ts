// What the design's CMS client costs a new Lambda container, apart from everything else the site
// does: the two reads a content page makes on a cold start (the shell and the node, at once, of
// a CMS that has answered them before), in a fresh Node process, through Apollo Client set up as
// the site's CMS client is (lib/graphql/client.ts: the retry, error and HTTP links, the cache with
// the CMS's possible types; packages/web/scripts/cold-cms-reads-apollo.ts), and the same two reads
// over node:http with the documents printed beforehand (the floor of reading the CMS at all).
// Each is bundled as the server's code is (minified ESM, every dependency in), and the process
// has Node's HTTP modules loaded first, as the server function has them before its first page.
// Held against the bare bundle's cold start, it says how much of what the cold-start target
// leaves the site the CMS client alone takes.
import { execFile } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { build } from "esbuild";
import { ROOT, WEB_DIR } from "../lib/next-apps.ts";

const OUT_DIR = path.join(WEB_DIR, ".bench/cms-probes");
// In the site's package, to resolve and type-check against its dependencies.
const PROBES = {
  apollo: path.join(WEB_DIR, "scripts/cold-cms-reads-apollo.ts"),
  http: path.join(WEB_DIR, "scripts/cold-cms-reads-http.ts"),
} as const;
export type CmsProbe = keyof typeof PROBES;
/** Prints the reads as the HTTP probe sends them. */
const DOCUMENTS = path.join(WEB_DIR, "scripts/cold-cms-reads-documents.ts");

/** Bundles both probes into OUT_DIR; returns each one's file. */
export async function bundleCmsProbes(): Promise<Record<CmsProbe, string>> {
  await build({
    entryPoints: { ...PROBES, documents: DOCUMENTS },
    absWorkingDir: ROOT,
    outdir: OUT_DIR,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    minify: true,
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "warning",
  });
  return {
    apollo: path.join(OUT_DIR, "apollo.mjs"),
    http: path.join(OUT_DIR, "http.mjs"),
  };
}

const RESULT = "cms-probe-ms ";
// Run by `node --input-type=module`: Node's HTTP modules first, then the probe, timed.
const RUNNER = `for (const name of ["node:http", "node:https", "node:stream", "node:crypto", "node:zlib"]) await import(name);
const started = performance.now();
await import(process.env.PROBE_FILE);
process.stdout.write("\\n" + ${JSON.stringify(RESULT)} + (performance.now() - started) + "\\n");
process.exit(0);
`;

/** The two reads as the HTTP probe sends them, for `uri`'s page (JSON), printed once. */
export async function printCmsReads(uri: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(OUT_DIR, "documents.mjs")],
    { env: { PATH: process.env.PATH, PROBE_URI: uri } },
  );
  return stdout;
}

/** One fresh process importing the probe `file`, which makes `reads` of `graphqlUrl`. */
export async function runCmsProbe(
  file: string,
  graphqlUrl: string,
  { uri, reads }: { uri: string; reads: string },
) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--input-type=module", "--eval", RUNNER],
    {
      env: {
        PATH: process.env.PATH,
        CMS_GRAPHQL_URL: graphqlUrl,
        PROBE_URI: uri,
        PROBE_READS: reads,
        PROBE_FILE: pathToFileURL(file).href,
      },
    },
  );
  const line = stdout.split("\n").find((text) => text.startsWith(RESULT));
  if (!line) throw new Error(`the CMS probe ${file} gave no result:\n${stdout}`);
  return Number(line.slice(RESULT.length));
}

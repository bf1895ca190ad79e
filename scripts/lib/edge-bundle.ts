// The redirect handler (packages/edge) bundled the way SST's EdgeFunction bundles it for
// Lambda@Edge: esbuild, ESM, SST's banner, with the minify stacks/Site.ts asks for. Its tests
// import and invoke the bundle; the benchmark weighs it against Lambda@Edge's limits.
import path from "node:path";
import { build, type Metafile } from "esbuild";

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * From sst/constructs/EdgeFunction.js: the line SST puts first in the bundle, whose string its
 * AssetReplacer swaps for the function's environment as JSON at deploy time.
 */
export const ENVIRONMENT_PLACEHOLDER = `"{{ _SST_FUNCTION_ENVIRONMENT_ }}"`;
const SST_EDGE_BANNER = `process.env = { ...process.env, ...${ENVIRONMENT_PLACEHOLDER} };`;

export async function bundleEdgeHandler(): Promise<{ code: string; metafile: Metafile }> {
  // The options of SST's Node builder (sst/runtime/handlers/node.js) for an ESM function.
  const result = await build({
    entryPoints: [path.join(ROOT, "packages/edge/src/handler.ts")],
    absWorkingDir: ROOT,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "esnext",
    mainFields: ["module", "main"],
    keepNames: true,
    minify: true,
    metafile: true,
    write: false,
    banner: { js: SST_EDGE_BANNER },
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error("esbuild wrote no bundle for the edge handler");
  return { code: output.text, metafile: result.metafile };
}

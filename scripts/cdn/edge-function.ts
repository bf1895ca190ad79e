// An origin-request Lambda@Edge function, run from its built bundle (esbuild, as SST's
// EdgeFunction builds it: scripts/lib/edge-bundle.ts) with the environment the template inlines
// into it, and invoked with the event Lambda@Edge hands it (tests/edge/cloudfront-event.ts's
// shape: lower-case names, each header a list of { key, value }, the query string as sent).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type {
  CloudFrontRequest,
  CloudFrontRequestEvent,
  CloudFrontResultResponse,
} from "aws-lambda";
import { bundleEdgeHandler, ENVIRONMENT_PLACEHOLDER } from "../lib/edge-bundle.ts";
import type { EdgeFunction } from "./distribution.ts";

/** The handler scripts/lib/edge-bundle.ts builds: the one the stack deploys. */
const BUILT_HANDLER = "packages/edge/src/handler.handler";

export type OriginRequestHandler = (
  event: CloudFrontRequestEvent,
) => Promise<CloudFrontRequest | CloudFrontResultResponse>;

/**
 * The function's handler, its environment's values passed through `mapValue` first (the local
 * CloudFront points the stage's CMS address at the local one).
 */
export async function loadEdgeFunction(
  edge: EdgeFunction,
  mapValue: (value: string) => string,
): Promise<OriginRequestHandler> {
  if (edge.handler !== BUILT_HANDLER) {
    throw new Error(`the local CloudFront builds ${BUILT_HANDLER}, not ${edge.handler}`);
  }
  const environment = Object.fromEntries(
    Object.entries(edge.environment).map(([name, value]) => [name, mapValue(value)]),
  );
  const { code } = await bundleEdgeHandler();
  if (!code.includes(ENVIRONMENT_PLACEHOLDER)) {
    throw new Error("the edge bundle has no environment placeholder for SST to fill");
  }
  const dir = mkdtempSync(path.join(tmpdir(), "local-edge-"));
  const file = path.join(dir, "handler.mjs");
  writeFileSync(file, code.replace(ENVIRONMENT_PLACEHOLDER, JSON.stringify(environment)));
  // Its metric lines are for CloudWatch: off Lambda the function writes none unless asked, as
  // the site (Powertools reads the variable once, as the module makes its Metrics).
  const asked = process.env.POWERTOOLS_METRICS_DISABLED;
  process.env.POWERTOOLS_METRICS_DISABLED = asked ?? "true";
  try {
    const loaded = (await import(pathToFileURL(file).href)) as { handler: OriginRequestHandler };
    return loaded.handler;
  } finally {
    if (asked === undefined) delete process.env.POWERTOOLS_METRICS_DISABLED;
    // The bundle is one file, loaded now: nothing is read from its folder again.
    rmSync(dir, { recursive: true, force: true });
  }
}

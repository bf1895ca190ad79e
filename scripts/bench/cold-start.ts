// Cold starts of the deployed shape. The site's server function is OpenNext's bundle, built as
// `sst deploy` builds it (stacks/Site.ts: `open-next build` in packages/web); the reference is
// the bare Pages Router app's (./bare-app), built the same way. Each is started in fresh Node
// processes as the Lambda runtime starts a container: import the handler (the init), then hand
// it the first function-URL event (API Gateway v2). Plain `node`, no loader hooks: what Lambda
// runs. Also the bundles' sizes against Lambda's limits, and the edge function's against
// Lambda@Edge's.
import { execFile, execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { deflateRawSync } from "node:zlib";
import { bundleEdgeHandler } from "../lib/edge-bundle.ts";
import { functionUrlEvent } from "../lib/lambda-event.ts";
import { WEB_DIR } from "../lib/next-apps.ts";

const OPEN_NEXT_BIN = path.join(WEB_DIR, "node_modules/.bin/open-next");

/** Lambda's limits (AWS Lambda quotas): the function's code, unzipped and zipped for upload. */
export const LAMBDA_LIMITS = { unzippedBytes: 250 * 1024 ** 2, zippedBytes: 50 * 1024 ** 2 };
/** Lambda@Edge's (CloudFront quotas): zipped code of a viewer, and of an origin, function. */
export const EDGE_LIMITS = { viewerZippedBytes: 1024 ** 2, originZippedBytes: 50 * 1024 ** 2 };

export const serverFunctionDir = (appDir: string) =>
  path.join(appDir, ".open-next/server-functions/default");

/** `open-next build` in the app's folder: its `next build`, then the Lambda bundles. */
export function buildOpenNext(appDir: string) {
  execFileSync(OPEN_NEXT_BIN, ["build"], {
    cwd: appDir,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
}

export interface ColdStart {
  /** Importing the handler: what Lambda reports as the init duration, less the runtime's own. */
  initMs: number;
  /** The first event, from the handler's call to its answer. */
  firstMs: number;
  /** The same event again, in the same container. */
  secondMs: number;
  status: number;
}

/** Marks the probe's result among what the function logs. */
const RESULT = "cold-start-result ";

// Run by `node --input-type=module`: the container's life up to its second answer.
const PROBE = `const RESULT = ${JSON.stringify(RESULT)};
const started = performance.now();
const { handler } = await import(process.env.PROBE_HANDLER);
const loaded = performance.now();
const event = JSON.parse(process.env.PROBE_EVENT);
const first = await handler(event, {});
const answered = performance.now();
await handler(event, {});
const again = performance.now();
process.stdout.write("\\n" + RESULT + JSON.stringify({
  initMs: loaded - started, firstMs: answered - loaded, secondMs: again - answered,
  status: first.statusCode,
}));
process.exit(0);
`;

/**
 * One fresh container of the server function in `functionDir`, asked for `rawPath` with the
 * request `headers` CloudFront forwards.
 */
export async function coldStart(
  functionDir: string,
  rawPath: string,
  env: NodeJS.ProcessEnv,
  headers: Record<string, string> = {},
): Promise<ColdStart> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--input-type=module", "--eval", PROBE],
    {
      // Lambda runs the function from its folder (/var/task).
      cwd: functionDir,
      env: {
        PATH: process.env.PATH,
        // Read by OpenNext's S3 cache at start-up; no request here reaches it.
        CACHE_BUCKET_NAME: "site-cache",
        CACHE_BUCKET_REGION: "ca-central-1",
        ...env,
        PROBE_HANDLER: pathToFileURL(path.join(functionDir, "index.mjs")).href,
        PROBE_EVENT: JSON.stringify(functionUrlEvent({ rawPath, headers })),
      },
      maxBuffer: 1024 * 1024,
    },
  );
  const result = stdout.split("\n").find((line) => line.startsWith(RESULT));
  if (!result) throw new Error(`the cold start in ${functionDir} gave no result:\n${stdout}`);
  return JSON.parse(result.slice(RESULT.length)) as ColdStart;
}

export interface BundleSize {
  unzippedBytes: number;
  /** As a zip archive holds the files (deflate, or stored when that is smaller). */
  zippedBytes: number;
  files: number;
}

/** A folder's size as Lambda counts it: its files, and the zip they are uploaded in. */
export function folderSize(dir: string): BundleSize {
  const size: BundleSize = { unzippedBytes: 0, zippedBytes: 22, files: 0 };
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      // Links are followed: the zip holds what they point at.
      if (statSync(file).isDirectory()) {
        walk(file);
        continue;
      }
      const content = readFileSync(file);
      const name = Buffer.byteLength(path.relative(dir, file));
      // A local header (30 bytes) and a central directory entry (46) per file, each with its name.
      size.zippedBytes +=
        Math.min(content.length, deflateRawSync(content, { level: 9 }).length) + 76 + 2 * name;
      size.unzippedBytes += statSync(file).size;
      size.files += 1;
    }
  };
  walk(dir);
  return size;
}

/** The redirect handler's bundle (Lambda@Edge, origin request), zipped as a one-file folder. */
export async function edgeFunctionSize(): Promise<BundleSize> {
  const { code } = await bundleEdgeHandler();
  const content = Buffer.from(code);
  return {
    unzippedBytes: content.length,
    zippedBytes: deflateRawSync(content, { level: 9 }).length + 76 + 2 * "index.mjs".length + 22,
    files: 1,
  };
}

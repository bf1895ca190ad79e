// The deployed shape's server functions: the site's is OpenNext's bundle, built as `sst deploy`
// builds it (stacks/Site.ts: `open-next build` in packages/web); the reference is the bare Pages
// Router app's (./bare-app), built the same way. The benchmark starts each in fresh containers
// (scripts/lib/lambda-container.ts). Also the bundles' sizes against Lambda's limits, and the
// edge function's against Lambda@Edge's.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { deflateRawSync } from "node:zlib";
import { bundleEdgeHandler } from "../lib/edge-bundle.ts";
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

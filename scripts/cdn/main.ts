// The local CloudFront as a process of its own, in front of a running site (`npm start -- --cdn`
// and the browser tests' servers): made from the "local" stage's template (template.ts), with
// AWS's CloudFront and SSM played for the site's publish webhook (fake-aws.ts), so that a publish
// invalidates what this CloudFront keeps. Settings, all required but the ports:
//   LOCAL_CLOUDFRONT_ORIGIN   the site's server, e.g. http://127.0.0.1:3100
//   LOCAL_CLOUDFRONT_CMS      the CMS the stage's CMS address stands for, e.g. http://127.0.0.1:4100
//   LOCAL_CLOUDFRONT_PORT     where it listens (any free port by default)
//   LOCAL_CLOUDFRONT_AWS_PORT where AWS's endpoint listens, for the site's AWS_ENDPOINT_URL
//   LOCAL_CLOUDFRONT_DISTRIBUTION_PARAMETER  the SSM parameter the site reads the distribution
//                             id from (CLOUDFRONT_DISTRIBUTION_ID_PARAMETER), when it publishes
import path from "node:path";
import { startFakeAws } from "./fake-aws.ts";
import { startLocalCloudFront } from "./local-cloudfront.ts";
import { localStageTemplate, ROOT } from "./template.ts";

/** The distribution id the local CloudFront answers to (any other is NoSuchDistribution). */
export const LOCAL_DISTRIBUTION_ID = "ELOCALCLOUDFRONT";
/** The origin read timeout the stack gives the server function's origin (SST's default). */
const READ_TIMEOUT_MS = 10_000;

function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: the local CloudFront needs it (scripts/cdn/main.ts)`);
  return value;
}

const cdn = await startLocalCloudFront({
  template: await localStageTemplate(),
  serverUrl: required("LOCAL_CLOUDFRONT_ORIGIN"),
  cmsOrigin: required("LOCAL_CLOUDFRONT_CMS"),
  assetsDir: path.join(ROOT, "packages/web/.open-next/assets"),
  readTimeoutMs: READ_TIMEOUT_MS,
  port: Number(process.env.LOCAL_CLOUDFRONT_PORT || 0),
});
const parameter = process.env.LOCAL_CLOUDFRONT_DISTRIBUTION_PARAMETER;
const aws = await startFakeAws({
  port: Number(process.env.LOCAL_CLOUDFRONT_AWS_PORT || 0),
  parameters: parameter ? { [parameter]: LOCAL_DISTRIBUTION_ID } : {},
  distributionId: LOCAL_DISTRIBUTION_ID,
  onInvalidation: ({ items }) => {
    const removed = cdn.invalidate(items);
    console.log(`local CloudFront: invalidated ${items.join(" ")} (${removed} answers)`);
  },
});
console.log(
  `local CloudFront: ${cdn.url}, in front of ${process.env.LOCAL_CLOUDFRONT_ORIGIN}; AWS at ${aws.url}`,
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void Promise.all([cdn.close(), aws.close()]).then(() => process.exit(0));
  });
}

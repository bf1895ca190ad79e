// The local CloudFront as a process of its own, in front of a running site (the browser tests'
// servers): made from the "local" stage's template (template.ts). Settings, all required but the
// port:
//   LOCAL_CLOUDFRONT_ORIGIN   the site's server, e.g. http://127.0.0.1:3100
//   LOCAL_CLOUDFRONT_CMS      the CMS the stage's CMS address stands for, e.g. http://127.0.0.1:4100
//   LOCAL_CLOUDFRONT_PORT     where it listens (any free port by default)
import { startCloudFrontFor } from "./local-cloudfront.ts";

function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: the local CloudFront needs it (scripts/cdn/main.ts)`);
  return value;
}

const cdn = await startCloudFrontFor({
  serverUrl: required("LOCAL_CLOUDFRONT_ORIGIN"),
  cmsOrigin: required("LOCAL_CLOUDFRONT_CMS"),
  port: Number(process.env.LOCAL_CLOUDFRONT_PORT || 0),
  log: process.env.LOCAL_CLOUDFRONT_LOG === "true" ? (line) => console.log(line) : undefined,
});
console.log(`local CloudFront: ${cdn.url}, in front of ${process.env.LOCAL_CLOUDFRONT_ORIGIN}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void cdn.close().then(() => process.exit(0)));
}

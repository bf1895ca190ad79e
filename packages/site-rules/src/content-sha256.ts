// What CloudFront's origin access control (OAC) for Lambda function URLs asks of a request with
// a body (stacks/origin-access.ts signs the site's function URLs that way). AWS's CloudFront
// Developer Guide, "Restrict access to an AWS Lambda function URL origin": "If you use PUT or
// POST methods with your Lambda function URL, your users must compute the SHA256 of the body
// and include the payload hash value of the request body in the x-amz-content-sha256 header
// when sending the request to CloudFront. Lambda doesn't support unsigned payloads."
// Without it, or with another body's hash, Lambda answers 403 and the site never sees the
// request. The content service's editor side sends it with the publish webhook, the WordPress
// plugin too (corus-site/signature.php), and the tests' CDNs refuse a request without it.
import { createHash } from "node:crypto";

export const CONTENT_SHA256_HEADER = "x-amz-content-sha256";

/** The hex SHA-256 of exactly the bytes sent as the body. */
export function contentSha256(body: string | Buffer): string {
  return createHash("sha256").update(body).digest("hex");
}

/** Whether a request's body carries the hash OAC requires: a bodiless request needs none. */
export function carriesContentSha256(
  headers: Record<string, string | string[] | undefined>,
  body: Buffer,
): boolean {
  if (body.length === 0) return true;
  const given = headers[CONTENT_SHA256_HEADER];
  return typeof given === "string" && given.toLowerCase() === contentSha256(body);
}

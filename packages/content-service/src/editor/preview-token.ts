// Signs a preview token as the WordPress plugin does and the site verifies
// (packages/web/lib/preview/token.ts): "<id>.<type>.<expires>.<nonce>.<signature>", where the
// signature is HMAC-SHA256 in hex, with the preview secret, over "preview:" and the rest.
// Valid for five minutes, once.
import { createHmac, randomBytes } from "node:crypto";

export const PREVIEW_TOKEN_SECONDS = 300;

export interface PreviewTarget {
  databaseId: number;
  /** WordPress's post type: post, page. */
  postType: string;
}

export function signPreviewToken(
  secret: string,
  { databaseId, postType }: PreviewTarget,
  nowMs: number,
  nonce: string = randomBytes(16).toString("hex"),
): string {
  const expiresAt = Math.floor(nowMs / 1000) + PREVIEW_TOKEN_SECONDS;
  const payload = `${databaseId}.${postType}.${expiresAt}.${nonce}`;
  const signature = createHmac("sha256", secret).update(`preview:${payload}`).digest("hex");
  return `${payload}.${signature}`;
}

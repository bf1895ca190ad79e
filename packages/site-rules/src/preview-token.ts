// The preview token WordPress's Preview button brings (the must-use plugin signs it,
// packages/wordpress-plugin/corus-site/preview-link.php, and the content service's stand-in button
// signs it with this module): "<databaseId>.<postType>.<expiresAt>.<nonce>.<signature>", the
// signature being HMAC-SHA256 in hex, with the preview secret, over "preview:" and everything
// before it. A token is good for at most five minutes, and once: its nonce is claimed where the
// site uses it (packages/web/lib/preview/start.ts), in that process and, deployed, in the stage's
// ledger every container shares.
import { createHmac, timingSafeEqual } from "node:crypto";

/** The longest a token may live: a token expiring later than this is refused as forged. */
export const PREVIEW_TOKEN_MAX_SECONDS = 300;
/** How far the CMS's clock may be ahead of the site's. */
const CLOCK_SKEW_SECONDS = 60;

const TOKEN_FORMAT =
  /^(\d{1,12})\.([a-z][a-z0-9_-]{0,19})\.(\d{1,12})\.([0-9a-f]{32})\.([0-9a-f]{64})$/;

export interface PreviewTarget {
  databaseId: number;
  /** WordPress's post type, as signed: post, page. */
  postType: string;
}

export type PreviewTokenCheck =
  | {
      ok: true;
      target: PreviewTarget;
      /** Used once: the caller claims it until the token expires. */
      nonce: string;
      /** When the token stops being accepted, in milliseconds. */
      expiresAtMs: number;
    }
  | { ok: false; reason: PreviewTokenFailure };

/** Why a token was refused: logged for the operator, never told to the visitor. */
export type PreviewTokenFailure =
  | "missing token"
  | "malformed token"
  | "signature does not match"
  | "token expired"
  | "expiry too far ahead";

/** The token for `target`, valid until `expiresAt` (seconds): what the CMS side makes. */
export function signPreviewToken(
  secret: string,
  target: PreviewTarget,
  expiresAt: number,
  nonce: string,
): string {
  const payload = `${target.databaseId}.${target.postType}.${expiresAt}.${nonce}`;
  return `${payload}.${signature(secret, payload).toString("hex")}`;
}

export function verifyPreviewToken(
  secret: string,
  token: string | undefined,
  nowMs: number,
): PreviewTokenCheck {
  if (!token) return { ok: false, reason: "missing token" };
  const parts = TOKEN_FORMAT.exec(token);
  if (!parts) return { ok: false, reason: "malformed token" };
  const [, id = "", postType = "", expires = "", nonce = "", given = ""] = parts;
  const payload = `${id}.${postType}.${expires}.${nonce}`;
  if (!timingSafeEqual(signature(secret, payload), Buffer.from(given, "hex"))) {
    return { ok: false, reason: "signature does not match" };
  }
  const nowSeconds = nowMs / 1000;
  const expiresAt = Number(expires);
  if (expiresAt < nowSeconds) return { ok: false, reason: "token expired" };
  if (expiresAt > nowSeconds + PREVIEW_TOKEN_MAX_SECONDS + CLOCK_SKEW_SECONDS) {
    return { ok: false, reason: "expiry too far ahead" };
  }
  return {
    ok: true,
    target: { databaseId: Number(id), postType },
    nonce,
    expiresAtMs: expiresAt * 1000,
  };
}

function signature(secret: string, payload: string): Buffer {
  return createHmac("sha256", secret).update(`preview:${payload}`).digest();
}

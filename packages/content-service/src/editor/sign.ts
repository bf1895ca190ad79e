// Signs a publish webhook delivery as WordPress's plugin does and the site verifies
// (packages/web/lib/publish/signature.ts): HMAC-SHA256 over "<timestamp>.<delivery id>.<body>".
import { createHmac } from "node:crypto";

export function signatureHeaders(secret: string, deliveryId: string, body: string, nowMs: number) {
  const timestamp = String(Math.floor(nowMs / 1000));
  const signature = createHmac("sha256", secret)
    .update(`${timestamp}.${deliveryId}.${body}`)
    .digest("hex");
  return {
    "x-webhook-id": deliveryId,
    "x-webhook-timestamp": timestamp,
    "x-webhook-signature": `sha256=${signature}`,
  };
}

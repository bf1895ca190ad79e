// The publish webhook's signature: HMAC-SHA256, with the secret the CMS and the site share, over
// "<timestamp>.<delivery id>.<raw body>". The delivery id is signed too, so a captured delivery
// cannot pass the replay check under a new id. Neither the timestamp (digits) nor the id may hold a
// ".", so the signed string splits one way only: with dots allowed in ids, one signature would also
// verify as another id with another body. The site verifies with this module, the content service's
// editor side and the tests sign with it, and the WordPress plugin (packages/wordpress-plugin)
// signs the same way, which its tests check against this.
import { createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "x-webhook-signature";
export const TIMESTAMP_HEADER = "x-webhook-timestamp";
export const DELIVERY_ID_HEADER = "x-webhook-id";

/** How far a delivery's timestamp may be from the site's clock, either way. */
export const TIMESTAMP_TOLERANCE_SECONDS = 300;

const SIGNATURE_FORMAT = /^sha256=([0-9a-f]{64})$/;
const TIMESTAMP_FORMAT = /^\d{1,12}$/;
/** A UUID, or any id of 8 to 128 characters a sender makes up, safe to log; never a ".". */
export const DELIVERY_ID_FORMAT = /^[A-Za-z0-9_:-]{8,128}$/;

/** `sha256=<hex>` for the delivery, as the sender puts it in the signature header. */
export function signDelivery(
  secret: string,
  timestamp: number,
  deliveryId: string,
  body: string | Buffer,
): string {
  return `sha256=${hmac(secret, String(timestamp), deliveryId, body).toString("hex")}`;
}

export type Verification =
  { ok: true; deliveryId: string; timestamp: number } | { ok: false; reason: VerificationFailure };

/** Why a delivery was refused; logged for the operator, never told to the sender. */
export type VerificationFailure =
  | "missing signature headers"
  | "malformed signature headers"
  | "timestamp outside the tolerance"
  | "signature does not match";

export function verifyDelivery(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: Buffer,
  nowMs: number,
): Verification {
  const signature = single(headers[SIGNATURE_HEADER]);
  const timestamp = single(headers[TIMESTAMP_HEADER]);
  const deliveryId = single(headers[DELIVERY_ID_HEADER]);
  if (!signature || !timestamp || !deliveryId) {
    return { ok: false, reason: "missing signature headers" };
  }
  const given = SIGNATURE_FORMAT.exec(signature)?.[1];
  if (!given || !TIMESTAMP_FORMAT.test(timestamp) || !DELIVERY_ID_FORMAT.test(deliveryId)) {
    return { ok: false, reason: "malformed signature headers" };
  }
  // The signature before the time: a refusal for the time then says the sender holds the
  // secret (its clock is off, or a delivery was captured and sent again late).
  const expected = hmac(secret, timestamp, deliveryId, body);
  if (!timingSafeEqual(expected, Buffer.from(given, "hex"))) {
    return { ok: false, reason: "signature does not match" };
  }
  const seconds = Number(timestamp);
  if (Math.abs(nowMs / 1000 - seconds) > TIMESTAMP_TOLERANCE_SECONDS) {
    return { ok: false, reason: "timestamp outside the tolerance" };
  }
  return { ok: true, deliveryId, timestamp: seconds };
}

function hmac(secret: string, timestamp: string, deliveryId: string, body: string | Buffer) {
  return createHmac("sha256", secret).update(`${timestamp}.${deliveryId}.`).update(body).digest();
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? undefined : value;
}

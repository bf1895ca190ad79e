import { describe, expect, it } from "vitest";
import {
  DELIVERY_ID_HEADER,
  SIGNATURE_HEADER,
  signDelivery,
  TIMESTAMP_HEADER,
  verifyDelivery,
} from "./webhook-signature.ts";

const SECRET = "shared-secret-for-tests";
const NOW_MS = 1_790_000_000_000;
const NOW = NOW_MS / 1000;
const BODY = '{"changes":[{"type":"menus"}]}';
const ID = "0b7c2a4e-delivery";

function signed({
  secret = SECRET,
  timestamp = NOW,
  id = ID,
  body = BODY,
}: { secret?: string; timestamp?: number; id?: string; body?: string } = {}) {
  return {
    [SIGNATURE_HEADER]: signDelivery(secret, timestamp, id, body),
    [TIMESTAMP_HEADER]: String(timestamp),
    [DELIVERY_ID_HEADER]: id,
  };
}

describe("verifyDelivery", () => {
  it("accepts a delivery signed with the shared secret, giving its id and timestamp", () => {
    expect(verifyDelivery(SECRET, signed(), Buffer.from(BODY), NOW_MS)).toEqual({
      ok: true,
      deliveryId: ID,
      timestamp: NOW,
    });
  });

  it("signs HMAC-SHA256 over timestamp, id and body, in hex", () => {
    // Computed independently: printf '%s' "1790000000.0b7c2a4e-delivery.$BODY" |
    //   openssl dgst -sha256 -hmac shared-secret-for-tests
    expect(signDelivery(SECRET, NOW, ID, BODY)).toBe(
      "sha256=05cee9cae5565a7149114f859346d4f1ee8265f0b4f6e4335485618b97cd74c3",
    );
  });

  const cases: [string, Record<string, string | string[] | undefined>, string, string][] = [
    ["no headers", {}, BODY, "missing signature headers"],
    [
      "no signature",
      { ...signed(), [SIGNATURE_HEADER]: undefined },
      BODY,
      "missing signature headers",
    ],
    [
      "no delivery id",
      { ...signed(), [DELIVERY_ID_HEADER]: undefined },
      BODY,
      "missing signature headers",
    ],
    [
      "two signatures",
      { ...signed(), [SIGNATURE_HEADER]: ["a", "b"] },
      BODY,
      "missing signature headers",
    ],
    [
      "a signature that is not sha256=<hex>",
      { ...signed(), [SIGNATURE_HEADER]: "v1,abc" },
      BODY,
      "malformed signature headers",
    ],
    [
      "a timestamp that is not a number",
      { ...signed(), [TIMESTAMP_HEADER]: "yesterday" },
      BODY,
      "malformed signature headers",
    ],
    [
      "a delivery id with spaces",
      signed({ id: "a b c d e f g h" }),
      BODY,
      "malformed signature headers",
    ],
    // With dots, "<ts>.<id>.<body>" would split two ways: the id "abcdefgh.x" with the body
    // "y" signs the same string as the id "abcdefgh" with the body "x.y".
    ["a delivery id with a dot", signed({ id: "abcdefgh.x" }), BODY, "malformed signature headers"],
    ["the wrong secret", signed({ secret: "another-secret" }), BODY, "signature does not match"],
    ["a tampered body", signed(), BODY.replace("menus", "everything"), "signature does not match"],
    [
      "a changed delivery id",
      { ...signed(), [DELIVERY_ID_HEADER]: "another-delivery-id" },
      BODY,
      "signature does not match",
    ],
    [
      "a changed timestamp",
      { ...signed(), [TIMESTAMP_HEADER]: String(NOW - 1) },
      BODY,
      "signature does not match",
    ],
    [
      "a timestamp 6 minutes old",
      signed({ timestamp: NOW - 360 }),
      BODY,
      "timestamp outside the tolerance",
    ],
    [
      "a timestamp 6 minutes ahead",
      signed({ timestamp: NOW + 360 }),
      BODY,
      "timestamp outside the tolerance",
    ],
    // The signature is checked first: a refusal for the time says the sender holds the secret.
    [
      "a timestamp 6 minutes old, signed with another secret",
      signed({ timestamp: NOW - 360, secret: "another-secret-of-thirty-two-chars" }),
      BODY,
      "signature does not match",
    ],
  ];

  it.each(cases)("refuses %s", (_name, headers, body, reason) => {
    expect(verifyDelivery(SECRET, headers, Buffer.from(body), NOW_MS)).toEqual({
      ok: false,
      reason,
    });
  });

  it("accepts a timestamp up to 5 minutes off either way", () => {
    for (const timestamp of [NOW - 300, NOW + 300]) {
      expect(verifyDelivery(SECRET, signed({ timestamp }), Buffer.from(BODY), NOW_MS).ok).toBe(
        true,
      );
    }
  });
});

import { describe, expect, it } from "vitest";
import { signPreviewToken, verifyPreviewToken } from "./preview-token.ts";

const SECRET = "a-preview-secret";
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const nowSeconds = NOW / 1000;
const NONCE = "0123456789abcdef0123456789abcdef";
const draft = { databaseId: 1044, postType: "post" };
const good = signPreviewToken(SECRET, draft, nowSeconds + 300, NONCE);

/** The token with its part `index` (0 id, 1 type, 2 expiry, 3 nonce, 4 signature) replaced. */
const withPart = (index: number, value: string) =>
  good
    .split(".")
    .map((part, i) => (i === index ? value : part))
    .join(".");

const verify = (token: string | undefined) => verifyPreviewToken(SECRET, token, NOW);

describe("verifyPreviewToken", () => {
  it("accepts a token signed for a post, naming the nonce to use once and its expiry", () => {
    expect(verify(good)).toEqual({
      ok: true,
      target: draft,
      nonce: NONCE,
      expiresAtMs: (nowSeconds + 300) * 1000,
    });
  });

  it.each([
    ["missing", undefined, "missing token"],
    ["empty", "", "missing token"],
    ["four parts", good.split(".").slice(0, 4).join("."), "malformed token"],
    ["a short signature", withPart(4, "abc"), "malformed token"],
    ["an upper-case signature", withPart(4, good.split(".")[4]!.toUpperCase()), "malformed token"],
    ["a non-numeric id", withPart(0, "1044x"), "malformed token"],
    ["a short nonce", withPart(3, "abc"), "malformed token"],
    ["extra text", `${good}.more`, "malformed token"],
    ["spaces", ` ${good}`, "malformed token"],
    ["another id", withPart(0, "1045"), "signature does not match"],
    ["another type", withPart(1, "page"), "signature does not match"],
    ["a later expiry", withPart(2, String(nowSeconds + 301)), "signature does not match"],
    ["another nonce", withPart(3, "f".repeat(32)), "signature does not match"],
    ["a flipped signature", withPart(4, "0".repeat(64)), "signature does not match"],
    [
      "another secret",
      signPreviewToken("other", draft, nowSeconds + 300, NONCE),
      "signature does not match",
    ],
    ["expired", signPreviewToken(SECRET, draft, nowSeconds - 1, NONCE), "token expired"],
    [
      "an expiry past five minutes (and the clock skew)",
      signPreviewToken(SECRET, draft, nowSeconds + 300 + 61, NONCE),
      "expiry too far ahead",
    ],
  ])("refuses %s", (_, token, reason) => {
    expect(verify(token)).toEqual({ ok: false, reason });
  });

  it("refuses a token a second after it expired", () => {
    expect(verifyPreviewToken(SECRET, good, NOW + 301_000)).toEqual({
      ok: false,
      reason: "token expired",
    });
  });
});

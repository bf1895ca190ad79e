import { describe, expect, it } from "vitest";
import { carriesContentSha256, CONTENT_SHA256_HEADER, contentSha256 } from "./content-sha256.ts";

const BODY = Buffer.from('{"changes":[{"type":"menus"}]}');

describe("carriesContentSha256: CloudFront's origin access control for Lambda", () => {
  it("takes a body with its own SHA-256, in hex (either case), and a request without a body", () => {
    expect(contentSha256("")).toBe(
      "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    );
    expect(carriesContentSha256({ [CONTENT_SHA256_HEADER]: contentSha256(BODY) }, BODY)).toBe(true);
    expect(
      carriesContentSha256({ [CONTENT_SHA256_HEADER]: contentSha256(BODY).toUpperCase() }, BODY),
    ).toBe(true);
    expect(carriesContentSha256({}, Buffer.alloc(0))).toBe(true);
  });

  it.each<[string, Record<string, string | string[]>]>([
    ["no hash", {}],
    ["another body's hash", { [CONTENT_SHA256_HEADER]: contentSha256(`${BODY} `) }],
    ["an unsigned payload", { [CONTENT_SHA256_HEADER]: "UNSIGNED-PAYLOAD" }],
    ["the hash twice", { [CONTENT_SHA256_HEADER]: [contentSha256(BODY), contentSha256(BODY)] }],
  ])("refuses a body with %s", (_what, headers) => {
    expect(carriesContentSha256(headers, BODY)).toBe(false);
  });
});

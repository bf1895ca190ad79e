import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isEmail } from "./email";

describe("isEmail", () => {
  it.each<[string, unknown, boolean]>([
    ["a plain address", "investor.relations@example.com", true],
    ["a short address", "a@b.co", true],
    ["a tag and a subdomain", "first.last+ir@mail.example.ca", true],
    ["upper case", "IR@EXAMPLE.COM", true],
    ["an apostrophe", "o'brien@example.ie", true],
    ["a unicode local part", "josé@example.com", true],
    ["a quoted local part with a space", '"jane doe"@example.com', true],
    ["a hyphenated domain", "ir@corus-ent.example.com", true],
    ["a punycode domain", "ir@xn--80ak6aa92e.com", true],
    ["a bracketed IP", "ops@[192.168.0.1]", true],
    ["the empty string", "", false],
    ["only spaces", "   ", false],
    ["no @", "investor.relations.example.com", false],
    ["no local part", "@example.com", false],
    ["no domain", "ir@", false],
    ["two @", "ir@corus@example.com", false],
    ["a domain without a dot", "ir@localhost", false],
    ["a one-letter top-level domain", "ir@example.c", false],
    ["a numeric top-level domain", "ir@example.123", false],
    ["an empty label", "ir@example..com", false],
    ["a label starting with a hyphen", "ir@-example.com", false],
    ["a label ending with a hyphen", "ir@example-.com", false],
    ["a leading dot in the local part", ".ir@example.com", false],
    ["a trailing dot in the local part", "ir.@example.com", false],
    ["two dots in the local part", "i..r@example.com", false],
    ["a space in the local part", "investor relations@example.com", false],
    ["a leading space", " ir@example.com", false],
    ["a trailing newline", "ir@example.com\n", false],
    ["a non-breaking space", "ir\u00A0@example.com", false],
    ["angle brackets", "<ir@example.com>", false],
    ["a display name", "IR <ir@example.com>", false],
    ["a unicode domain", "ir@例え.jp", false],
    ["a bracketed IP out of range", "ops@[256.1.1.1]", false],
    ["a bracketed IP with three parts", "ops@[10.1.1]", false],
    ["a local part longer than 64", `${"a".repeat(65)}@example.com`, false],
    [
      "an address longer than 254",
      `ir@${"a".repeat(60)}.${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(70)}.com`,
      false,
    ],
    ["a number", 42, false],
    ["null", null, false],
    ["undefined", undefined, false],
    ["an array holding an address", ["ir@example.com"], false],
    ["a String object", new String("ir@example.com"), false],
    ["an object", { toString: () => "ir@example.com" }, false],
  ])("%s: %j -> %s", (_case, value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });
});

describe("isEmail properties", () => {
  const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,8}[a-z0-9])?$/);
  const address = fc
    .tuple(
      fc.stringMatching(/^[a-z0-9_+-]{1,12}(?:\.[a-z0-9_+-]{1,8}){0,2}$/),
      fc.array(label, { minLength: 1, maxLength: 3 }),
      fc.stringMatching(/^[a-z]{2,6}$/),
    )
    .map(([local, labels, tld]) => `${local}@${labels.join(".")}.${tld}`);

  it("accepts every local part @ dotted labels", () => {
    fc.assert(fc.property(address, (value) => isEmail(value)));
  });

  it("rejects whatever is not a string", () => {
    fc.assert(
      fc.property(
        fc.anything().filter((value) => typeof value !== "string"),
        (value) => !isEmail(value),
      ),
    );
  });

  it("rejects strings without an @", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme" }).filter((value) => !value.includes("@")),
        (value) => !isEmail(value),
      ),
    );
  });

  it("rejects an address with whitespace added anywhere outside quotes", () => {
    fc.assert(
      fc.property(
        address,
        fc.nat(),
        fc.constantFrom(" ", "\t", "\n", "\u00A0"),
        (value, at, space) => {
          const position = at % (value.length + 1);
          return !isEmail(value.slice(0, position) + space + value.slice(position));
        },
      ),
    );
  });
});

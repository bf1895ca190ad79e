import { describe, expect, it } from "vitest";
import { MAX_TERMS_LENGTH, readSearchTerms } from "./terms";

describe("readSearchTerms", () => {
  it.each<[string | string[] | undefined, string]>([
    [undefined, ""],
    ["", ""],
    ["   ", ""],
    ["dividend", "dividend"],
    ["  dividend   reinvestment  ", "dividend reinvestment"],
    ["annual\tmeeting\r\nresults", "annual meeting results"],
    ["div\u0000id\u0007end", "dividend"],
    ["\u202Eevil\u202C", "evil"],
    ["zero\u200Bwidth", "zerowidth"],
    ["lone \uD800half", "lone half"],
    ["Que\u0301bec", "Québec"],
    ["<script>alert(1)</script>", "<script>alert(1)</script>"],
    ['"annual meeting"', '"annual meeting"'],
    ["!!!", "!!!"],
    [["first", "second"], "first"],
    [[], ""],
  ])("%j -> %j", (value, terms) => {
    expect(readSearchTerms(value)).toEqual({ terms, truncated: false });
  });

  it(`keeps the first ${MAX_TERMS_LENGTH} characters of a longer search and says so`, () => {
    const long = "a".repeat(MAX_TERMS_LENGTH) + "b".repeat(50);
    expect(readSearchTerms(long)).toEqual({ terms: "a".repeat(MAX_TERMS_LENGTH), truncated: true });
  });

  it("counts characters, not UTF-16 units, and never splits one", () => {
    const emoji = "📈".repeat(MAX_TERMS_LENGTH + 1);
    const { terms, truncated } = readSearchTerms(emoji);
    expect(truncated).toBe(true);
    expect(Array.from(terms)).toHaveLength(MAX_TERMS_LENGTH);
    expect(terms).toBe("📈".repeat(MAX_TERMS_LENGTH));
  });

  it("drops the space left at the cut", () => {
    const words = `${"x".repeat(MAX_TERMS_LENGTH - 1)} more`;
    expect(readSearchTerms(words)).toEqual({
      terms: "x".repeat(MAX_TERMS_LENGTH - 1),
      truncated: true,
    });
  });

  it("is not cut when control characters bring it under the limit", () => {
    const padded = "a".repeat(MAX_TERMS_LENGTH) + "\u0000".repeat(20);
    expect(readSearchTerms(padded)).toEqual({
      terms: "a".repeat(MAX_TERMS_LENGTH),
      truncated: false,
    });
  });
});

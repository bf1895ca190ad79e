import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isInteger } from "./integer";

describe("isInteger", () => {
  it.each<[string, unknown, boolean]>([
    ["zero", "0", true],
    ["one digit", "7", true],
    ["several digits", "250", true],
    ["a negative number", "-12", true],
    ["minus zero", "-0", true],
    ["leading zeros", "007", true],
    ["more digits than a double holds", "123456789012345678901234567890", true],
    ["the empty string", "", false],
    ["a lone minus", "-", false],
    ["two minus signs", "--1", false],
    ["a trailing minus", "1-", false],
    ["a plus sign", "+1", false],
    ["a decimal point", "1.0", false],
    ["an exponent", "1e3", false],
    ["hexadecimal", "0x1F", false],
    ["an underscore separator", "1_000", false],
    ["a comma separator", "1,000", false],
    ["a leading space", " 1", false],
    ["a trailing space", "1 ", false],
    ["a trailing newline", "1\n", false],
    ["a leading non-breaking space", "\u00A01", false],
    ["Infinity", "Infinity", false],
    ["NaN", "NaN", false],
    ["Arabic-Indic digits", "١٢٣", false],
    ["full-width digits", "１２", false],
    ["the number 1", 1, false],
    ["the number -1", -1, false],
    ["the number 0", 0, false],
    ["a bigint", 1n, false],
    ["null", null, false],
    ["undefined", undefined, false],
    ["a boolean", true, false],
    ["an array holding digits", ["1"], false],
  ])("%s -> %s", (_case, value, expected) => {
    expect(isInteger(value)).toBe(expected);
  });
});

describe("isInteger properties", () => {
  it("accepts every whole number written out", () => {
    fc.assert(fc.property(fc.bigInt(), (value) => isInteger(value.toString())));
  });

  it("accepts only what BigInt reads as a whole number", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        if (!isInteger(value)) return true;
        return typeof BigInt(value) === "bigint";
      }),
    );
  });

  it("rejects any string holding something other than digits and a leading minus", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((value) => /[^0-9]/.test(value.replace(/^-/, ""))),
        (value) => !isInteger(value),
      ),
    );
  });
});

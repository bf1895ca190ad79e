import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isVersionLike, MAX_VERSION_LENGTH } from "./version-like";

describe("isVersionLike", () => {
  it.each<[unknown, boolean]>([
    ["1", true],
    ["v2", true],
    ["1.10", true],
    ["1.2.3", true],
    ["10.2b", true],
    ["12345", true],
    ["V1", true],
    [" 1 ", true],
    ["v1🙂", true],
    ["é1", true],
    ["", false],
    ["v", false],
    ["beta", false],
    ["     ", false],
    ["123456", false],
    ["1.2.34", false],
    ["v1.2.3", false],
    ["🙂🙂🙂🙂🙂1", false],
    ["١", false],
    ["v١", false],
    [1, false],
    [1.5, false],
    [null, false],
    [undefined, false],
    [["1"], false],
  ])("%j -> %s", (value, expected) => {
    expect(isVersionLike(value)).toBe(expected);
  });
});

describe("isVersionLike properties", () => {
  it("accepts any short string with a digit", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", maxLength: MAX_VERSION_LENGTH - 1 }),
        fc.integer({ min: 0, max: 9 }),
        fc.nat(),
        (rest, digit, at) => {
          const characters = [...rest];
          characters.splice(at % (characters.length + 1), 0, String(digit));
          return isVersionLike(characters.join(""));
        },
      ),
    );
  });

  it("rejects strings longer than the limit", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", minLength: MAX_VERSION_LENGTH + 1 }),
        (value) => !isVersionLike(value),
      ),
    );
  });

  it("rejects strings without a digit", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary" }).filter((value) => !/[0-9]/.test(value)),
        (value) => !isVersionLike(value),
      ),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  canonicalProvince,
  filterProvinces,
  isProvinceOrTerritory,
  PROVINCE_AND_TERRITORY_NAMES,
} from "./provinces.ts";

describe("isProvinceOrTerritory", () => {
  it.each<[unknown, boolean]>([
    ...PROVINCE_AND_TERRITORY_NAMES.map((name): [string, boolean] => [name, true]),
    ["Newfoundland", true],
    ["Newfoundland and Labrador", true],
    ["Québec", true],
    ["Quebec", true],
    ["QUÉBEC", true],
    ["québec", true],
    ["Que\u0301bec", true],
    ["  Ontario  ", true],
    ["British  Columbia", true],
    ["Prince\u00A0Edward Island", true],
    ["northwest territories", true],
    ["Labrador", false],
    ["Newfoundland & Labrador", false],
    ["Quebec City", false],
    ["Québec, Canada", false],
    ["Toronto", false],
    ["ON", false],
    ["QC", false],
    ["Yukon Territory", false],
    ["New York", false],
    ["Ontari o", false],
    ["", false],
    ["   ", false],
    [null, false],
    [undefined, false],
    [42, false],
    [["Ontario"], false],
  ])("%j -> %s", (value, expected) => {
    expect(isProvinceOrTerritory(value)).toBe(expected);
  });
});

describe("filterProvinces", () => {
  it("keeps the provinces and territories in order and as written", () => {
    expect(
      filterProvinces([
        "Ontario",
        "Toronto",
        null,
        " Québec",
        7,
        "quebec",
        "Texas",
        "Newfoundland",
      ]),
    ).toEqual(["Ontario", " Québec", "quebec", "Newfoundland"]);
  });

  it("keeps nothing from an empty list", () => {
    expect(filterProvinces([])).toEqual([]);
  });
});

describe("filterProvinces properties", () => {
  const anyCase = fc
    .tuple(
      fc.constantFrom(...PROVINCE_AND_TERRITORY_NAMES),
      fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
    )
    .map(([name, upper]) =>
      [...name]
        .map((letter, i) => (upper[i] ? letter.toUpperCase() : letter.toLowerCase()))
        .join(""),
    );
  const entries = fc.array(fc.oneof(anyCase, fc.string(), fc.anything()), { maxLength: 20 });

  it("keeps every province and territory name in any case", () => {
    fc.assert(fc.property(anyCase, (name) => isProvinceOrTerritory(name)));
  });

  it("returns a subsequence of its input, holding names only", () => {
    fc.assert(
      fc.property(entries, (values) => {
        const kept = filterProvinces(values);
        let from = 0;
        for (const name of kept) {
          from = values.indexOf(name, from) + 1;
          if (from === 0) return false;
        }
        return kept.every(isProvinceOrTerritory);
      }),
    );
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(entries, (values) => {
        const once = filterProvinces(values);
        expect(filterProvinces(once)).toEqual(once);
      }),
    );
  });
});

describe("canonicalProvince", () => {
  it.each<[unknown, string | null]>([
    ["Ontario", "Ontario"],
    ["  ontario ", "Ontario"],
    ["Newfoundland", "Newfoundland and Labrador"],
    ["newfoundland and labrador", "Newfoundland and Labrador"],
    ["Quebec", "Québec"],
    ["QUÉBEC", "Québec"],
    ["Que\u0301bec", "Québec"],
    ["Prince\u00A0Edward Island", "Prince Edward Island"],
    ["Yukon", "Yukon"],
    ["Labrador", null],
    ["Quebec City", null],
    ["<script>alert(1)</script>", null],
    ["", null],
    [["Ontario"], null],
    [undefined, null],
  ])("%j -> %j", (value, expected) => {
    expect(canonicalProvince(value)).toBe(expected);
  });

  it("gives every name one of the listed names, and the same one for both variants", () => {
    for (const name of PROVINCE_AND_TERRITORY_NAMES) {
      expect(PROVINCE_AND_TERRITORY_NAMES).toContain(canonicalProvince(name));
    }
    expect(canonicalProvince("Newfoundland")).toBe(canonicalProvince("Newfoundland and Labrador"));
    expect(canonicalProvince("Quebec")).toBe(canonicalProvince("Québec"));
  });
});

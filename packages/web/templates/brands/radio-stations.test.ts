import { describe, expect, it } from "vitest";
import { PROVINCE_AND_TERRITORY_NAMES } from "@corus/site-rules/provinces";
import { provinceOptions, requestedProvince, stationsIn } from "./radio-stations";

const stations = [
  { name: "A", province: "Ontario" },
  { name: "B", province: "Québec" },
  { name: "C", province: "Newfoundland and Labrador" },
  { name: "D", province: "Alberta" },
  { name: "E", province: "ontario" },
  { name: "F", province: null },
];

describe("requestedProvince", () => {
  it.each(PROVINCE_AND_TERRITORY_NAMES.map((name) => [name]))("accepts %s", (name) => {
    expect(requestedProvince(name)).not.toBeNull();
  });

  it.each<[string | string[] | undefined, string | null]>([
    ["Quebec", "Québec"],
    ["québec", "Québec"],
    ["Newfoundland", "Newfoundland and Labrador"],
    [" ONTARIO ", "Ontario"],
    [undefined, null],
    ["", null],
    ["Toronto", null],
    ["ON", null],
    ["<script>alert(1)</script>", null],
    ['"><img src=x onerror=alert(1)>', null],
    ["Ontario' OR '1'='1", null],
    ["%00Ontario", null],
    ["x".repeat(10_000), null],
    [["Ontario", "Alberta"], null],
    [["Ontario"], null],
  ])("%j -> %j", (value, expected) => {
    expect(requestedProvince(value)).toBe(expected);
  });
});

describe("provinceOptions", () => {
  it("lists each province with stations once, in one spelling, alphabetically", () => {
    expect(provinceOptions(stations)).toEqual([
      "Alberta",
      "Newfoundland and Labrador",
      "Ontario",
      "Québec",
    ]);
  });
});

describe("stationsIn", () => {
  it.each<[string | null, string[]]>([
    ["Ontario", ["A", "E"]],
    ["Québec", ["B"]],
    ["Newfoundland and Labrador", ["C"]],
    ["Yukon", []],
    [null, ["A", "B", "C", "D", "E", "F"]],
  ])("%s -> %j", (province, names) => {
    expect(stationsIn(stations, province).map((station) => station.name)).toEqual(names);
  });

  it("matches whichever variant the query and the records use", () => {
    const province = requestedProvince("Quebec");
    expect(stationsIn([{ province: "Que\u0301bec" }], province)).toHaveLength(1);
  });
});

import { describe, expect, it } from "vitest";
import { parsePageNumber, uriFromSegments } from "./request";

describe("uriFromSegments", () => {
  it.each<[string | string[] | undefined, string]>([
    [undefined, "/"],
    [[], "/"],
    [["about-corus"], "/about-corus/"],
    [["investor-relations", "dividends", "history"], "/investor-relations/dividends/history/"],
    ["careers", "/careers/"],
    [["québec"], "/qu%C3%A9bec/"],
    [["a b"], "/a%20b/"],
  ])("%j -> %s", (segments, uri) => {
    expect(uriFromSegments(segments)).toBe(uri);
  });
});

describe("parsePageNumber", () => {
  it.each<[string | string[] | undefined, number | null]>([
    [undefined, 1],
    ["1", 1],
    ["2", 2],
    ["250", 250],
    ["0", null],
    ["-1", null],
    ["01", null],
    ["2.5", null],
    ["1e3", null],
    ["", null],
    [" 2", null],
    ["abc", null],
    ["9999999", null],
    [["1", "2"], null],
  ])("%j -> %s", (value, page) => {
    expect(parsePageNumber(value)).toBe(page);
  });
});

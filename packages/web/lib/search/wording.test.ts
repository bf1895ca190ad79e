import { describe, expect, it } from "vitest";
import { MAX_TITLE_LENGTH } from "../page-title";
import { resultCount, searchTitle } from "./wording";

const SITE = "Corus Entertainment";
const found = { total: 12, more: false, page: 1, pageCount: 1 };

describe("searchTitle", () => {
  it("says what was searched and found, with the site's name when it fits", () => {
    expect(searchTitle({ ...found, terms: "dividend" }, SITE)).toBe(
      "Search results for “dividend”: 12 results | Corus Entertainment",
    );
    expect(searchTitle({ ...found, terms: "" }, SITE)).toBe("Search | Corus Entertainment");
  });

  it("drops the site's name past 70 characters", () => {
    expect(searchTitle({ ...found, terms: "dividend reinvestment" }, SITE)).toBe(
      "Search results for “dividend reinvestment”: 12 results",
    );
  });

  it("shortens long terms to fit, page number kept", () => {
    const title = searchTitle(
      { total: 250, more: false, page: 2, pageCount: 25, terms: "annual report ".repeat(7) },
      SITE,
    );
    expect(title.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    expect(title).toMatch(
      /^Search results for “annual report annual…”: 250 results, page 2 of 25$/,
    );
  });
});

describe("resultCount", () => {
  it("counts as en-CA writes whole numbers, whatever their size", () => {
    const grouping = new Intl.NumberFormat("en-CA");
    for (const total of [2, 999, 1000, 12_345, 999_999, 1_000_000, 123_456_789]) {
      expect(resultCount(total, false)).toBe(`${grouping.format(total)} results`);
    }
    expect(resultCount(1, false)).toBe("1 result");
    expect(resultCount(0, false)).toBe("No results");
    expect(resultCount(1000, true)).toBe("More than 1,000 results");
  });
});

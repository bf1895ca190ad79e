import { describe, expect, it } from "vitest";
import { MAX_TITLE_LENGTH } from "../page-title";
import { templateStrings } from "../i18n/templates";
import { resultCount, searchTitle } from "./wording";

const EN = templateStrings("search", "en");
const FR = templateStrings("search", "fr");

const SITE = "Corus Entertainment";
const found = { total: 12, more: false, page: 1, pageCount: 1 };

describe("searchTitle", () => {
  it("says what was searched and found, with the site's name when it fits", () => {
    expect(searchTitle({ ...found, terms: "dividend" }, SITE, EN)).toBe(
      "Search results for “dividend”: 12 results | Corus Entertainment",
    );
    expect(searchTitle({ ...found, terms: "" }, SITE, EN)).toBe("Search | Corus Entertainment");
  });

  it("drops the site's name past 70 characters", () => {
    expect(searchTitle({ ...found, terms: "dividend reinvestment" }, SITE, EN)).toBe(
      "Search results for “dividend reinvestment”: 12 results",
    );
  });

  it("shortens long terms to fit, page number kept", () => {
    const title = searchTitle(
      { total: 250, more: false, page: 2, pageCount: 25, terms: "annual report ".repeat(7) },
      SITE,
      EN,
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
      expect(resultCount(total, false, EN)).toBe(`${grouping.format(total)} results`);
    }
    expect(resultCount(1, false, EN)).toBe("1 result");
    expect(resultCount(0, false, EN)).toBe("No results");
    expect(resultCount(1000, true, EN)).toBe("More than 1,000 results");
  });
});

describe("in French", () => {
  it("quotes, counts and titles as Quebec writes them", () => {
    expect(resultCount(12_345, false, FR)).toBe("12\u00a0345 résultats");
    expect(resultCount(1000, true, FR)).toBe("Plus de 1\u00a0000 résultats");
    expect(resultCount(0, false, FR)).toBe("Aucun résultat");
    expect(searchTitle({ ...found, terms: "dividende" }, SITE, FR)).toBe(
      "Résultats de recherche pour «\u00a0dividende\u00a0»\u00a0: 12 résultats",
    );
    expect(searchTitle({ ...found, terms: "" }, SITE, FR)).toBe("Recherche | Corus Entertainment");
  });
});

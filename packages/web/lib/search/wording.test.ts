import { describe, expect, it } from "vitest";
import { MAX_TITLE_LENGTH } from "../page-title";
import { searchTitle } from "./wording";

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

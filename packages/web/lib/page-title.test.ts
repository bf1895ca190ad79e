import { describe, expect, it } from "vitest";
import { MAX_TITLE_LENGTH, pageTitle } from "./page-title";

const SITE = "Corus Entertainment";
const long = "Corus Entertainment reports fourth quarter and fiscal 2026 results"; // 66

describe("pageTitle", () => {
  it.each([
    ["a short title is kept whole", `Our Values | ${SITE}`, `Our Values | ${SITE}`],
    [
      "exactly the limit is kept",
      `${"x".repeat(MAX_TITLE_LENGTH - SITE.length - 3)} | ${SITE}`,
      `${"x".repeat(MAX_TITLE_LENGTH - SITE.length - 3)} | ${SITE}`,
    ],
    ["past the limit, the ' | site' suffix goes", `${long} | ${SITE}`, long],
    ["Yoast's default '-' separator", `${long} - ${SITE}`, long],
    ["an en dash separator", `${long} – ${SITE}`, long],
    [
      "a long title without the suffix is left to the CMS",
      `${long} and a little more besides`,
      `${long} and a little more besides`,
    ],
    [
      "the site name inside the title is not a suffix",
      `${SITE} files circular and sets meetings to consider the recapitalization`,
      `${SITE} files circular and sets meetings to consider the recapitalization`,
    ],
  ])("%s", (_case, title, expected) => {
    expect(pageTitle(title, SITE)).toBe(expected);
  });

  it("reads the site name literally, not as a pattern", () => {
    const title = `${long} | A.B (C)`;
    expect(pageTitle(title, "A.B (C)")).toBe(long);
    expect(pageTitle(`${long} | AxB (C)`, "A.B (C)")).toBe(`${long} | AxB (C)`);
  });
});

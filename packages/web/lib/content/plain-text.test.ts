import { describe, expect, it } from "vitest";
import { plainText } from "./plain-text";

describe("plainText", () => {
  it.each([
    [
      "a rendered excerpt",
      "<p>Results for the quarter &amp; the year.</p>\n",
      "Results for the quarter & the year.",
    ],
    ["texturized quotes", "<p>Corus&#8217; &#8220;best&#8221; year</p>", "Corus’ “best” year"],
    ["markup inside", "<p>One <strong>bold</strong>\n<em>claim</em></p>", "One bold claim"],
    ["script content", "<p>Text</p><script>alert(1)</script>", "Text"],
    ["nothing", "", ""],
  ])("%s", (_case, html, text) => {
    expect(plainText(html)).toBe(text);
  });
});

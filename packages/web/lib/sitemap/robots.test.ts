import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots";

describe("robotsTxt", () => {
  it("allows crawling and names the sitemap on an indexable site", () => {
    expect(robotsTxt({ indexable: true, baseUrl: "https://www.example.com" })).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://www.example.com/sitemap.xml\n",
    );
  });

  it("turns every crawler away on a stage or preview deployment", () => {
    expect(robotsTxt({ indexable: false, baseUrl: "https://stage.example.com" })).toBe(
      "User-agent: *\nDisallow: /\n",
    );
  });
});

import { describe, expect, it } from "vitest";
import { sitePathOf } from "./site-path.ts";

/** Where a browser goes with `location` as the Location of a page on https://site.example. */
const followed = (location: string) => new URL(location, "https://site.example/page/");

describe("sitePathOf", () => {
  it.each([
    ["/", "/"],
    ["/about-corus/", "/about-corus/"],
    ["/search/?s=results&page=2", "/search/?s=results&page=2"],
    ["/about-corus/#values", "/about-corus/#values"],
    ["/a/./b/", "/a/b/"],
    ["/a/../b/", "/b/"],
    ["/caf%C3%A9/", "/caf%C3%A9/"],
  ])("keeps the site path %j as %j", (candidate, path) => {
    expect(sitePathOf(candidate)).toBe(path);
  });

  // Tricks that resolve to "//host" (another site) once dot segments are resolved.
  it.each([
    ["/.//evil.example", "/evil.example"],
    ["/%2e//evil.example", "/evil.example"],
    ["/%2E//evil.example/x", "/evil.example/x"],
    ["/a/..//evil.example", "/evil.example"],
    ["/a/%2e%2e//evil.example", "/evil.example"],
    ["/././/evil.example", "/evil.example"],
  ])("folds %j into a path on this site", (candidate, path) => {
    expect(sitePathOf(candidate)).toBe(path);
    expect(followed(path).host).toBe("site.example");
  });

  it.each([
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "/\\/evil.example",
    "https://evil.example/",
    "http:/evil.example",
    "javascript:alert(1)",
    "evil.example",
    "",
    "/\r\nSet-Cookie: a=b",
    "/\tx",
    "/ x",
    `/${"a".repeat(2048)}`,
    42,
    undefined,
    ["/a/"],
  ])("refuses %j", (candidate) => {
    expect(sitePathOf(candidate)).toBeNull();
  });
});

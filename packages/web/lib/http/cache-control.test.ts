import { describe, expect, it } from "vitest";
import { cacheControlFor, pageResponse } from "./cache-control";

describe("cacheControlFor", () => {
  it("keeps a page 300 s and serves it stale 60 s more when nothing it shows turns", () => {
    expect(cacheControlFor("ok")).toBe(
      "public, max-age=0, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400",
    );
    expect(cacheControlFor("ok", 3600)).toBe(cacheControlFor("ok"));
  });

  it.each([
    [360, "s-maxage=300, stale-while-revalidate=60, "],
    [330, "s-maxage=300, stale-while-revalidate=30, "],
    [300, "s-maxage=300, "],
    [45, "s-maxage=45, "],
    [0, "s-maxage=0, "],
    [-3, "s-maxage=0, "],
  ])("ends keeping and stale serving by the next change, %i s away", (seconds, expected) => {
    expect(cacheControlFor("ok", seconds)).toBe(
      `public, max-age=0, ${expected}stale-if-error=86400`,
    );
  });

  it("bounds the shorter lifetimes of stale and not-found pages too", () => {
    expect(cacheControlFor("stale", 10)).toBe(
      "public, max-age=0, s-maxage=10, stale-if-error=86400",
    );
    expect(cacheControlFor("not-found")).toBe("public, max-age=0, s-maxage=60");
    expect(cacheControlFor("not-found", 5)).toBe("public, max-age=0, s-maxage=5");
    expect(pageResponse("unavailable", 5).headers).toEqual({
      "Retry-After": "60",
      "Cache-Control": "no-store",
    });
  });
});

import { describe, expect, it } from "vitest";
import { pageQuery } from "./page-query";

describe("pageQuery", () => {
  it("keeps the parameters pages read, and drops the rest", () => {
    expect(
      pageQuery({
        page: "2",
        s: ["quarterly", "results"],
        province: "Ontario",
        utm_source: "newsletter",
        uri: ["our-brands"],
      }),
    ).toEqual({ page: "2", s: ["quarterly", "results"], province: "Ontario" });
  });
});

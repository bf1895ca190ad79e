import { describe, expect, it } from "vitest";
import { pageTags, uriTag } from "../cms/cache-tags";
import { MAX_PATHS } from "./invalidation-paths";
import { tagInvalidationPlan } from "./invalidation-tags";

describe("tagInvalidationPlan", () => {
  it("sends each tag as a #-item", () => {
    expect(tagInvalidationPlan(["node:7", "uri:/a/"])).toEqual({
      paths: ["#node:7", "#uri:/a/"],
      fallback: null,
    });
  });

  it("sends everything as /*, and so a change past the path limit", () => {
    expect(tagInvalidationPlan("everything").paths).toEqual(["/*"]);
    const many = Array.from({ length: MAX_PATHS + 1 }, (_, index) => `node:${index}`);
    expect(tagInvalidationPlan(many).paths).toEqual(["/*"]);
  });

  it("leaves out a tag no page can carry, which the page's nodes tag stands in for", () => {
    const long = uriTag(`/${"a".repeat(300)}/`);
    expect(pageTags([long, "node:7"])).toEqual(["nodes"]);
    expect(tagInvalidationPlan([long, "nodes"]).paths).toEqual(["#nodes"]);
  });
});

import { describe, expect, it } from "vitest";
import { chooseTemplate, templateCandidates, type HierarchyNode } from "./hierarchy";

const page = (fields: Partial<HierarchyNode> = {}): HierarchyNode => ({
  __typename: "Page",
  databaseId: 101,
  slug: "our-values",
  ...fields,
});

describe("templateCandidates", () => {
  it.each<[string, HierarchyNode, string[]]>([
    ["a plain page", page(), ["page-our-values", "page-101", "page", "singular", "index"]],
    [
      "a page with the Default template",
      page({ template: { templateName: "Default" } }),
      ["page-our-values", "page-101", "page", "singular", "index"],
    ],
    [
      "a page with a custom template",
      page({
        template: { templateName: "Press Releases" },
        slug: "press-releases",
        databaseId: 121,
      }),
      ["template-press-releases", "page-press-releases", "page-121", "page", "singular", "index"],
    ],
    [
      "the front page",
      page({ isFrontPage: true, slug: "home", databaseId: 2 }),
      ["front-page", "page-home", "page-2", "page", "singular", "index"],
    ],
    [
      "a post",
      { __typename: "Post", databaseId: 1001, slug: "q1-results" },
      ["single-post-q1-results", "single-post", "single", "singular", "index"],
    ],
    [
      "a category",
      { __typename: "Category", databaseId: 3, slug: "financial-results" },
      ["category-financial-results", "category-3", "category", "archive", "index"],
    ],
    [
      "a node without a slug",
      { __typename: "Post", databaseId: 1002, slug: null },
      ["single-post", "single", "singular", "index"],
    ],
  ])("%s", (_name, node, expected) => {
    expect(templateCandidates(node)).toEqual(expected);
  });
});

describe("chooseTemplate", () => {
  const registry = { "front-page": 1, single: 2, page: 3, index: 4 };

  it("takes the most specific candidate the registry has", () => {
    expect(chooseTemplate(["front-page", "page", "index"], registry)).toBe("front-page");
    expect(chooseTemplate(["template-x", "page-9", "page", "index"], registry)).toBe("page");
    expect(chooseTemplate(["category", "archive", "index"], registry)).toBe("index");
  });

  it("fails loudly when nothing matches", () => {
    expect(() => chooseTemplate(["nothing"], registry)).toThrow(/no template for any of: nothing/);
  });
});

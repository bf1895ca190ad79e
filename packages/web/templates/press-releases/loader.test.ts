// The "Press Releases" template against the real content service: every published post is a
// press release, listed newest first whatever category an editor filed it under, and the
// categories with posts narrow the list.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "@/templates/test-service";

const ARCHIVE = "/media-centre/press-releases/";
/** A release filed under one category only, newer than every seed post. */
const CORPORATE_ONLY = {
  file: "posts/2026-11-28-corus-appoints-a-new-chief-content-officer.html",
  title: "Corus appoints a new Chief Content Officer",
  uri: "/media-centre/press-releases/corus-appoints-a-new-chief-content-officer/",
};

let test: TestService;
beforeAll(async () => {
  test = await startTestService({
    [CORPORATE_ONLY.file]: [
      "---",
      "databaseId: 1950",
      `title: ${CORPORATE_ONLY.title}`,
      "date: 2026-11-28T07:00:00",
      "modified: 2026-11-28T07:00:00",
      "categories: [corporate]",
      "excerpt: Filed under Corporate alone.",
      "---",
      "<p>TORONTO - An appointment.</p>",
      "",
    ].join("\n"),
  });
});
afterAll(() => test.close());

describe("the press-release archive", () => {
  it("lists every published post, newest first, whatever its categories", async () => {
    const { list } = await test.load("template-press-releases", ARCHIVE);
    const published = test.service.store.posts
      .filter((post) => post.status === "publish" && !post.password && post.language === "en")
      .sort((a, b) => b.date.localeCompare(a.date));
    expect(published.length).toBeGreaterThan(10);
    expect(list.posts.map((post) => post.uri)).toEqual(
      published.slice(0, 10).map((post) => post.uri),
    );
    expect(list.posts[0]).toMatchObject({ title: CORPORATE_ONLY.title, uri: CORPORATE_ONLY.uri });
    expect(list.hasNextPage).toBe(true);
    // Filed under many categories, and under no one category that all of them share.
    const categories = new Set(published.flatMap((post) => post.categoryIds));
    expect(categories.size).toBeGreaterThan(2);
  });

  it("offers every category with posts to narrow it, each listing only its own", async () => {
    const { categories } = await test.load("template-press-releases", ARCHIVE);
    expect(categories.map((category) => category.name)).toEqual(
      expect.arrayContaining(["Corporate", "Financial Results", "Content and Brands"]),
    );
    const corporate = await test.load("category", "/category/corporate/");
    expect(corporate.list.posts[0]).toMatchObject({ uri: CORPORATE_ONLY.uri });
    const results = await test.load("category", "/category/financial-results/");
    expect(results.list.posts.map((post) => post.uri)).not.toContain(CORPORATE_ONLY.uri);
  });
});

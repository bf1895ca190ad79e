import { describe, expect, it } from "vitest";
import { contentTags, MAX_TAGS_PER_PAGE, mediaTag, pageTags, uriTag } from "./cache-tags";

describe("contentTags: the pages, posts and files an answer shows, and the settings its SEO shows", () => {
  it("finds every page and post, however deep, once each", () => {
    const answer = {
      nodeByUri: { __typename: "Page", databaseId: 100, title: "About" },
      posts: {
        __typename: "RootQueryToPostConnection",
        nodes: [
          { __typename: "Post", databaseId: 1043 },
          {
            __typename: "Post",
            databaseId: 1042,
            related: { __typename: "Page", databaseId: 100 },
          },
        ],
      },
    };
    expect(contentTags(answer).sort()).toEqual(["node:100", "node:1042", "node:1043"]);
  });

  // Yoast renders an SEO title as "Title | Site name": an answer holding one shows the
  // settings, so a new site name (Settings > General, sent as an options change) purges it.
  it("names the settings for an answer holding Yoast's SEO, whose title carries the site's name", () => {
    const answer = {
      nodeByUri: {
        __typename: "Page",
        databaseId: 100,
        seo: { __typename: "PostTypeSEO", title: "About | Corus Entertainment" },
      },
    };
    expect(contentTags(answer).sort()).toEqual(["node:100", "settings"]);
    expect(contentTags({ __typename: "TaxonomySEO", title: "News Archives | Site" })).toEqual([
      "settings",
    ]);
  });

  it("finds every uploaded file an answer shows (images, documents), by its path", () => {
    const answer = {
      people: {
        nodes: [
          {
            __typename: "Person",
            databaseId: 7,
            photo: {
              node: {
                __typename: "MediaItem",
                sourceUrl: "https://cms.example.com/wp-content/uploads/2026/01/ceo.jpg",
              },
            },
          },
        ],
      },
      report: { __typename: "MediaItem", mediaItemUrl: "/wp-content/uploads/q3 report.pdf" },
      logo: { __typename: "MediaItem", sourceUrl: "https://cdn.example.net/logo.svg" },
    };
    expect(contentTags(answer).sort()).toEqual([
      "media:/wp-content/uploads/2026/01/ceo.jpg",
      "media:/wp-content/uploads/q3%20report.pdf",
    ]);
  });

  it.each([
    ["a record (shown through its list's tag)", { __typename: "Person", databaseId: 7 }],
    ["a menu item (shown through the menus' tag)", { __typename: "MenuItem", databaseId: 9 }],
    ["a category (no change names one)", { __typename: "Category", databaseId: 3 }],
    ["a node without its id", { __typename: "Post", title: "x" }],
    ["nothing", null],
  ])("names nothing for %s", (_name, answer) => {
    expect(contentTags(answer)).toEqual([]);
  });
});

describe("pageTags: what a page names in its header", () => {
  it("names each tag once, sorted", () => {
    expect(pageTags(["menus", "uri:/a/", "menus", "node:1"])).toEqual([
      "menus",
      "node:1",
      "uri:/a/",
    ]);
  });

  it("past CloudFront's 50, gives its nodes up for the tag every page or post change purges", () => {
    const nodes = Array.from({ length: 60 }, (_, i) => `node:${i + 1}`);
    const tags = pageTags(["menus", "options", "settings", "redirects", "uri:/a/", ...nodes]);
    expect(tags).toEqual(["menus", "nodes", "options", "redirects", "settings", "uri:/a/"]);
    expect(tags.length).toBeLessThanOrEqual(MAX_TAGS_PER_PAGE);
  });

  it("past 50, gives its files up first, for the tag every media change purges", () => {
    const files = Array.from({ length: 60 }, (_, i) => mediaTag(`/wp-content/uploads/${i}.jpg`));
    expect(pageTags(["menus", "node:1", "uri:/a/", ...files])).toEqual([
      "media",
      "menus",
      "node:1",
      "uri:/a/",
    ]);
  });

  it("past 50 even without its files, gives its nodes up too", () => {
    const files = Array.from({ length: 10 }, (_, i) => mediaTag(`/wp-content/uploads/${i}.jpg`));
    const nodes = Array.from({ length: 60 }, (_, i) => `node:${i + 1}`);
    expect(pageTags(["menus", "uri:/a/", ...files, ...nodes])).toEqual([
      "media",
      "menus",
      "nodes",
      "uri:/a/",
    ]);
  });

  it("stands for a file's tag too long to keep with the media tag alone", () => {
    const long = mediaTag(`/wp-content/uploads/${"a".repeat(300)}.jpg`);
    expect(pageTags(["menus", long, "node:1"])).toEqual(["media", "menus", "node:1"]);
  });

  it("never names a tag CloudFront cannot keep (over 256 characters): its nodes go too", () => {
    const long = uriTag(`/${"a".repeat(300)}/`);
    expect(pageTags(["menus", long, "node:1"])).toEqual(["menus", "nodes"]);
  });

  it("keeps a comma out of a URI's tag: the header is comma-separated", () => {
    expect(uriTag("/a,b/")).toBe("uri:/a%2Cb/");
  });
});

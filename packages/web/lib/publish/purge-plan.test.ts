import { describe, expect, it } from "vitest";
import type { PurgeSelector } from "../cms/cache";
import type { PublishChange } from "./change";
import { purgeSelectorFor } from "./purge-plan";

const post: PublishChange = {
  type: "post",
  uris: ["/media-centre/press-releases/new/", "/media-centre/press-releases/old/"],
  listedAt: ["/category/corporate/"],
};
const page: PublishChange = { type: "page", uris: ["/about-corus/"], listedAt: [] };

describe("purgeSelectorFor: what a change purges from the server's cache", () => {
  it.each<[string, PublishChange[], PurgeSelector]>([
    [
      "a post: its URIs now and before, every list, the sitemap and search results",
      [post],
      {
        uris: ["/media-centre/press-releases/new/", "/media-centre/press-releases/old/"],
        kinds: ["listings", "sitemap", "search"],
      },
    ],
    [
      "a page: its URIs, the sitemap and search results",
      [page],
      { uris: ["/about-corus/"], kinds: ["sitemap", "search"] },
    ],
    ["a menu", [{ type: "menus" }], { uris: [], kinds: ["menus"] }],
    ["the options", [{ type: "options" }], { uris: [], kinds: ["options", "settings"] }],
    ["a redirect", [{ type: "redirects" }], { uris: [], kinds: ["redirects"] }],
    [
      "a record: the lists and blocks that read records",
      [{ type: "record", postType: "person", ids: [7] }],
      { uris: [], kinds: ["listings"] },
    ],
    ["everything", [{ type: "everything" }], { all: true }],
    ["everything among others", [page, { type: "everything" }], { all: true }],
    [
      "several changes at once, each purge once",
      [post, page, { type: "menus" }, { ...page }],
      {
        uris: [
          "/media-centre/press-releases/new/",
          "/media-centre/press-releases/old/",
          "/about-corus/",
        ],
        kinds: ["listings", "sitemap", "search", "menus"],
      },
    ],
  ])("%s", (_name, changes, expected) => {
    expect(purgeSelectorFor(changes)).toEqual(expected);
  });
});

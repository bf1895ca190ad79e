import { describe, expect, it } from "vitest";
import type { PublishChange } from "./change";
import { dataPath, invalidationPathsFor } from "./invalidation-paths";

const BUILD = "b1d";

describe("dataPath", () => {
  it.each([
    ["/", "/_next/data/b1d/index.json"],
    ["/about-corus/", "/_next/data/b1d/about-corus.json"],
    ["/about-corus/leadership/", "/_next/data/b1d/about-corus/leadership.json"],
  ])("%s -> %s", (uri, expected) => expect(dataPath(BUILD, uri)).toBe(expected));
});

describe("invalidationPathsFor: the CloudFront paths of a change", () => {
  it.each<[string, PublishChange[], string[]]>([
    [
      "a page: it and its twin, search results and the sitemap",
      [{ type: "page", uris: ["/about-corus/"], listedAt: [] }],
      [
        "/about-corus/",
        "/_next/data/b1d/about-corus.json",
        "/search/*",
        "/_next/data/b1d/search.json*",
        "/sitemap.xml*",
      ],
    ],
    [
      "the front page",
      [{ type: "page", uris: ["/"], listedAt: [] }],
      [
        "/",
        "/_next/data/b1d/index.json",
        "/search/*",
        "/_next/data/b1d/search.json*",
        "/sitemap.xml*",
      ],
    ],
    [
      "a post whose slug changed: both URIs, the front page, its listings with their pages, search results, the sitemap",
      [
        {
          type: "post",
          uris: ["/media-centre/press-releases/new/", "/media-centre/press-releases/old/"],
          listedAt: ["/media-centre/press-releases/", "/category/corporate/"],
        },
      ],
      [
        "/media-centre/press-releases/new/",
        "/_next/data/b1d/media-centre/press-releases/new.json",
        "/media-centre/press-releases/old/",
        "/_next/data/b1d/media-centre/press-releases/old.json",
        "/media-centre/press-releases/*",
        "/_next/data/b1d/media-centre/press-releases.json*",
        "/category/corporate/*",
        "/_next/data/b1d/category/corporate.json*",
        "/",
        "/_next/data/b1d/index.json",
        "/search/*",
        "/_next/data/b1d/search.json*",
        "/sitemap.xml*",
      ],
    ],
    ["a menu", [{ type: "menus" }], ["/*"]],
    ["the options", [{ type: "options" }], ["/*"]],
    ["a redirect", [{ type: "redirects" }], ["/*"]],
    ["everything", [{ type: "everything" }], ["/*"]],
    [
      "a page and a menu: everything",
      [{ type: "page", uris: ["/about-corus/"], listedAt: [] }, { type: "menus" }],
      ["/*"],
    ],
    [
      "two changes to one page: each path once",
      [
        { type: "page", uris: ["/careers/"], listedAt: [] },
        { type: "page", uris: ["/careers/"], listedAt: [] },
      ],
      [
        "/careers/",
        "/_next/data/b1d/careers.json",
        "/search/*",
        "/_next/data/b1d/search.json*",
        "/sitemap.xml*",
      ],
    ],
  ])("%s", (_name, changes, expected) => {
    expect(invalidationPathsFor(changes, BUILD)).toEqual(expected);
  });

  it("sends one wildcard instead of more than 100 paths", () => {
    const changes: PublishChange[] = Array.from({ length: 50 }, (_, i) => ({
      type: "page",
      uris: [`/page-${i}/`],
      listedAt: [],
    }));
    expect(invalidationPathsFor(changes.slice(0, 48), BUILD)).toHaveLength(99);
    expect(invalidationPathsFor(changes, BUILD)).toEqual(["/*"]);
  });
});

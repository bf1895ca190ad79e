import { describe, expect, it } from "vitest";
import type { PublishChange } from "./change";
import { dataPath, invalidationPlan, MAX_PATHS } from "./invalidation-paths";

const BUILD = "b1d";

describe("dataPath", () => {
  it.each([
    ["/", "/_next/data/b1d/index.json"],
    ["/about-corus/", "/_next/data/b1d/about-corus.json"],
    ["/about-corus/leadership/", "/_next/data/b1d/about-corus/leadership.json"],
  ])("%s -> %s", (uri, expected) => expect(dataPath(BUILD, uri)).toBe(expected));
});

const SEARCH = ["/search/*", "/_next/data/b1d/search.json*"];
const wildcards = (paths: string[]) => paths.filter((path) => path.includes("*"));

describe("invalidationPlan: the CloudFront paths of a change", () => {
  it.each<[string, PublishChange[], string[]]>([
    [
      "a page: it and its twin, the sitemap, exactly; search answers",
      [{ type: "page", uris: ["/about-corus/"], listedAt: [] }],
      ["/about-corus/", "/_next/data/b1d/about-corus.json", "/sitemap.xml", ...SEARCH],
    ],
    [
      "the front page",
      [{ type: "page", uris: ["/"], listedAt: [] }],
      ["/", "/_next/data/b1d/index.json", "/sitemap.xml", ...SEARCH],
    ],
    [
      "a post whose slug changed: both URIs and the front page",
      [
        {
          type: "post",
          uris: ["/media-centre/press-releases/new/", "/media-centre/press-releases/old/"],
          listedAt: [],
        },
      ],
      [
        "/media-centre/press-releases/new/",
        "/_next/data/b1d/media-centre/press-releases/new.json",
        "/media-centre/press-releases/old/",
        "/_next/data/b1d/media-centre/press-releases/old.json",
        "/",
        "/_next/data/b1d/index.json",
        "/sitemap.xml",
        ...SEARCH,
      ],
    ],
    [
      "two changes to one page: each path once",
      [
        { type: "page", uris: ["/careers/"], listedAt: [] },
        { type: "page", uris: ["/careers/"], listedAt: [] },
      ],
      ["/careers/", "/_next/data/b1d/careers.json", "/sitemap.xml", ...SEARCH],
    ],
  ])("%s", (_name, changes, expected) => {
    expect(invalidationPlan(changes, [], BUILD)).toEqual({
      paths: expected,
      fallback: { paths: expected.filter((path) => !path.includes("*")), leftToExpire: SEARCH },
    });
  });

  it("names each numbered page of a listing, and its twin, exactly: no wildcard over the posts beneath it", () => {
    const { paths } = invalidationPlan(
      [{ type: "post", uris: ["/media-centre/press-releases/a/"], listedAt: [] }],
      [
        { uri: "/media-centre/press-releases/", pages: 3 },
        { uri: "/category/corporate/", pages: 2 },
      ],
      BUILD,
    );
    expect(paths).toEqual([
      "/media-centre/press-releases/a/",
      "/_next/data/b1d/media-centre/press-releases/a.json",
      "/",
      "/_next/data/b1d/index.json",
      "/media-centre/press-releases/",
      "/_next/data/b1d/media-centre/press-releases.json",
      "/media-centre/press-releases/?page=1",
      "/_next/data/b1d/media-centre/press-releases.json?page=1",
      "/media-centre/press-releases/?page=2",
      "/_next/data/b1d/media-centre/press-releases.json?page=2",
      "/media-centre/press-releases/?page=3",
      "/_next/data/b1d/media-centre/press-releases.json?page=3",
      "/category/corporate/",
      "/_next/data/b1d/category/corporate.json",
      "/category/corporate/?page=1",
      "/_next/data/b1d/category/corporate.json?page=1",
      "/category/corporate/?page=2",
      "/_next/data/b1d/category/corporate.json?page=2",
      "/sitemap.xml",
      ...SEARCH,
    ]);
    // Two wildcards, whatever the post: the search answers' (CloudFront allows 15 in progress).
    expect(wildcards(paths)).toEqual(SEARCH);
  });

  it("a French post: its page, the French front page and French search, nothing English", () => {
    const uri = "/fr/media-centre/press-releases/resultats/";
    const { paths } = invalidationPlan(
      [{ type: "post", uris: [uri], listedAt: [] }],
      [{ uri: "/fr/centre-des-medias/communiques/", pages: 1 }],
      BUILD,
    );
    expect(paths).toEqual(
      expect.arrayContaining([uri, "/fr/", "/fr/centre-des-medias/communiques/?page=1"]),
    );
    expect(wildcards(paths)).toEqual(["/fr/recherche/*", "/_next/data/b1d/fr/recherche.json*"]);
    expect(paths).not.toContain("/");
    expect(paths.filter((path) => path.startsWith("/search/"))).toEqual([]);
  });

  it("gives the front page, as a listing, no numbered pages (it has none)", () => {
    const { paths } = invalidationPlan(
      [{ type: "post", uris: ["/a/"], listedAt: [] }],
      [{ uri: "/", pages: 2 }],
      BUILD,
    );
    expect(paths.filter((path) => path.startsWith("/?") || path.includes("index.json?"))).toEqual(
      [],
    );
  });

  it.each<[string, PublishChange[]]>([
    ["a menu", [{ type: "menus" }]],
    ["the options", [{ type: "options" }]],
    ["a redirect", [{ type: "redirects" }]],
    // Its optimizer answers are one URL per width and quality, and the pages showing it are
    // not known by path: /* takes both (/_next/image* alone would leave the pages).
    ["an upload's files", [{ type: "media", paths: ["/wp-content/uploads/ceo.jpg"] }]],
    ["everything", [{ type: "everything" }]],
    [
      "a page and a menu",
      [{ type: "page", uris: ["/about-corus/"], listedAt: [] }, { type: "menus" }],
    ],
  ])("%s: /*, which nothing exact can stand in for", (_name, changes) => {
    expect(invalidationPlan(changes, [{ uri: "/category/x/", pages: 1 }], BUILD)).toEqual({
      paths: ["/*"],
      fallback: null,
    });
  });

  it(`sends one /* instead of more than ${MAX_PATHS} paths, with the exact ones as its fallback`, () => {
    const changes: PublishChange[] = Array.from({ length: 48 }, (_, i) => ({
      type: "page",
      uris: [`/page-${i}/`],
      listedAt: [],
    }));
    // 48 pages and twins, the sitemap and the search answers: 99.
    expect(invalidationPlan(changes, [], BUILD).paths).toHaveLength(99);
    const plan = invalidationPlan(
      [...changes, { type: "page", uris: ["/one-more/"], listedAt: [] }],
      [],
      BUILD,
    );
    expect(plan.paths).toEqual(["/*"]);
    expect(plan.fallback?.paths).toHaveLength(99);
    expect(plan.fallback?.leftToExpire).toEqual(SEARCH);
  });
});

import { describe, expect, it } from "vitest";
import type { SitemapNode } from "../graphql/sitemap-query";
import { lastmodOf, sitemapEntries } from "./entries";

const node = (fields: Partial<SitemapNode>): SitemapNode => ({
  uri: "/about-corus/",
  modified: "2025-01-14T07:00:00",
  modifiedGmt: "2025-01-14T12:00:00",
  seo: { metaRobotsNoindex: "index" },
  ...fields,
});

describe("sitemapEntries", () => {
  it("builds absolute URLs on the public origin", () => {
    expect(sitemapEntries([node({}), node({ uri: "/" })], "https://www.example.com")).toEqual([
      { loc: "https://www.example.com/about-corus/", lastmod: "2025-01-14T12:00:00+00:00" },
      { loc: "https://www.example.com/", lastmod: "2025-01-14T12:00:00+00:00" },
    ]);
  });

  it("leaves out noindex nodes and nodes without a URI", () => {
    const nodes = [
      node({ seo: { metaRobotsNoindex: "noindex" } }),
      node({ uri: null }),
      node({ uri: "/careers/", seo: null }),
    ];
    expect(sitemapEntries(nodes, "http://localhost:3000").map((entry) => entry.loc)).toEqual([
      "http://localhost:3000/careers/",
    ]);
  });

  it("names a page's versions in each language, and x-default, only when it has one", () => {
    const english = {
      ...node({}),
      language: { code: "EN" },
      translations: [
        {
          uri: "/fr/a-propos/",
          status: "publish",
          hasPassword: false,
          language: { code: "FR" },
        },
      ],
    } as SitemapNode;
    const alone = { ...node({ uri: "/careers/" }), language: { code: "EN" }, translations: [] };
    const [entry, single] = sitemapEntries([english, alone as SitemapNode], "https://x.ca");
    expect(entry!.languages).toEqual([
      { hreflang: "en-CA", href: "https://x.ca/about-corus/" },
      { hreflang: "fr-CA", href: "https://x.ca/fr/a-propos/" },
      { hreflang: "x-default", href: "https://x.ca/about-corus/" },
    ]);
    expect(single).not.toHaveProperty("languages");
  });

  it("percent-encodes what a URL cannot hold", () => {
    const [entry] = sitemapEntries([node({ uri: "/médias/" })], "https://www.example.com");
    expect(entry!.loc).toBe("https://www.example.com/m%C3%A9dias/");
  });
});

describe("lastmodOf", () => {
  it.each<[Partial<SitemapNode>, string | null]>([
    [{}, "2025-01-14T12:00:00+00:00"],
    [{ modifiedGmt: null }, "2025-01-14"],
    [{ modifiedGmt: "not a date" }, "2025-01-14"],
    [{ modifiedGmt: null, modified: null }, null],
  ])("%j -> %s", (fields, lastmod) => {
    expect(lastmodOf(node(fields))).toBe(lastmod);
  });
});

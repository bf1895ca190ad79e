// Which document /sitemap.xml answers, tested with generated entries around the protocol's
// 50,000-URL limit.
import { describe, expect, it } from "vitest";
import { sitemapDocument, MAX_URLS_PER_SITEMAP } from "./document";
import type { SitemapEntry } from "./entries";
import { SITEMAP_NAMESPACE, XHTML_NAMESPACE } from "./xml";

const BASE = "https://www.example.com";

const entries = (count: number): SitemapEntry[] =>
  Array.from({ length: count }, (_, index) => ({
    loc: `${BASE}/news/${index}/`,
    lastmod: "2025-01-14",
  }));

const count = (xml: string, tag: string) => xml.split(`<${tag}>`).length - 1;

describe("sitemapDocument", () => {
  it("answers one URL set while the site fits in one sitemap", () => {
    const xml = sitemapDocument(entries(MAX_URLS_PER_SITEMAP), null, BASE)!;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain(`<urlset xmlns="${SITEMAP_NAMESPACE}">`);
    expect(count(xml, "url")).toBe(MAX_URLS_PER_SITEMAP);
    expect(xml).toContain(`<url><loc>${BASE}/news/0/</loc><lastmod>2025-01-14</lastmod></url>`);
  });

  it("has no numbered parts while the site fits in one sitemap", () => {
    expect(sitemapDocument(entries(10), 1, BASE)).toBeNull();
  });

  it("becomes an index of numbered parts past 50,000 URLs", () => {
    const all = entries(2 * MAX_URLS_PER_SITEMAP + 1);
    const index = sitemapDocument(all, null, BASE)!;
    expect(index).toContain(`<sitemapindex xmlns="${SITEMAP_NAMESPACE}">`);
    expect(index).toContain(
      [1, 2, 3]
        .map((part) => `<sitemap><loc>${BASE}/sitemap.xml?page=${part}</loc></sitemap>`)
        .join("\n"),
    );
    expect(count(index, "sitemap")).toBe(3);

    const parts = [1, 2, 3].map((part) => sitemapDocument(all, part, BASE)!);
    expect(parts.map((xml) => count(xml, "url"))).toEqual([
      MAX_URLS_PER_SITEMAP,
      MAX_URLS_PER_SITEMAP,
      1,
    ]);
    expect(parts[1]).toContain(`<loc>${BASE}/news/${MAX_URLS_PER_SITEMAP}/</loc>`);
    expect(parts[2]).toContain(`<loc>${BASE}/news/${2 * MAX_URLS_PER_SITEMAP}/</loc>`);
    expect(sitemapDocument(all, 4, BASE)).toBeNull();
  });

  it("writes a URL's language versions as xhtml:link alternates, in their namespace", () => {
    const xml = sitemapDocument(
      [
        {
          loc: `${BASE}/about/`,
          lastmod: null,
          languages: [
            { hreflang: "en-CA", href: `${BASE}/about/` },
            { hreflang: "fr-CA", href: `${BASE}/fr/a-propos/` },
          ],
        },
      ],
      null,
      BASE,
    )!;
    expect(xml).toContain(`<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">`);
    expect(xml).toContain(
      `<url><loc>${BASE}/about/</loc><xhtml:link rel="alternate" hreflang="en-CA" href="${BASE}/about/"/><xhtml:link rel="alternate" hreflang="fr-CA" href="${BASE}/fr/a-propos/"/></url>`,
    );
  });

  it("escapes URLs for XML and leaves out an unknown lastmod", () => {
    const xml = sitemapDocument([{ loc: `${BASE}/?a=1&b=<2>`, lastmod: null }], null, BASE)!;
    expect(xml).toContain(`<url><loc>${BASE}/?a=1&amp;b=&lt;2&gt;</loc></url>`);
  });
});

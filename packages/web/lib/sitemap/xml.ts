// The sitemap protocol's two documents: a URL set, and an index of URL sets.
import { escapeUTF8 } from "entities";
import type { SitemapEntry } from "./entries";

export const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

export function urlSetXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `<url><loc>${escapeUTF8(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`,
  );
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n${urls.join("\n")}\n</urlset>\n`;
}

export function sitemapIndexXml(sitemapUrls: string[]): string {
  const sitemaps = sitemapUrls.map((loc) => `<sitemap><loc>${escapeUTF8(loc)}</loc></sitemap>`);
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${sitemaps.join("\n")}\n</sitemapindex>\n`;
}

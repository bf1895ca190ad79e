// The sitemap protocol's two documents: a URL set, and an index of URL sets.
import { escapeUTF8 } from "entities";
import type { SitemapEntry } from "./entries";

export const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
/** Where a URL's versions in other languages are named (Google's hreflang in sitemaps). */
export const XHTML_NAMESPACE = "http://www.w3.org/1999/xhtml";

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

export function urlSetXml(entries: SitemapEntry[]): string {
  const urls = entries.map(({ loc, lastmod, languages = [] }) => {
    const links = languages.map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeUTF8(href)}"/>`,
    );
    return `<url><loc>${escapeUTF8(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${links.join("")}</url>`;
  });
  // The XHTML namespace only where a URL names its versions.
  const xhtml = entries.some((entry) => entry.languages?.length)
    ? ` xmlns:xhtml="${XHTML_NAMESPACE}"`
    : "";
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NAMESPACE}"${xhtml}>\n${urls.join("\n")}\n</urlset>\n`;
}

export function sitemapIndexXml(sitemapUrls: string[]): string {
  const sitemaps = sitemapUrls.map((loc) => `<sitemap><loc>${escapeUTF8(loc)}</loc></sitemap>`);
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${sitemaps.join("\n")}\n</sitemapindex>\n`;
}

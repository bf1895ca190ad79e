// Which sitemap document answers a request: one URL set while the site fits the protocol's
// limit, past it an index at /sitemap.xml and numbered parts at /sitemap.xml?page=N.
import type { SitemapEntry } from "./entries";
import { sitemapPartUrl } from "./urls";
import { sitemapIndexXml, urlSetXml } from "./xml";

/**
 * The protocol allows 50,000 URLs and 50 MB per file; at WordPress URL lengths the count is
 * reached long before the size.
 */
export const MAX_URLS_PER_SITEMAP = 50_000;

/**
 * @param part the part asked for (?page=N), or null for /sitemap.xml itself
 * @returns the XML, or null when no such part exists
 */
export function sitemapDocument(
  entries: SitemapEntry[],
  part: number | null,
  baseUrl: string,
): string | null {
  const partCount = Math.ceil(entries.length / MAX_URLS_PER_SITEMAP);
  if (part === null) {
    if (partCount <= 1) return urlSetXml(entries);
    return sitemapIndexXml(
      Array.from({ length: partCount }, (_, index) => sitemapPartUrl(baseUrl, index + 1)),
    );
  }
  if (partCount <= 1 || part > partCount) return null;
  const start = (part - 1) * MAX_URLS_PER_SITEMAP;
  return urlSetXml(entries.slice(start, start + MAX_URLS_PER_SITEMAP));
}

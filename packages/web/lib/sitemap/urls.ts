// Where the sitemap lives, absolute on the site's public origin (robots.txt and the sitemap
// index name it that way).
export const SITEMAP_PATH = "/sitemap.xml";

export function sitemapUrl(baseUrl: string): string {
  return `${baseUrl}${SITEMAP_PATH}`;
}

/** Part N of a sitemap split past the protocol's limit, numbered from 1. */
export function sitemapPartUrl(baseUrl: string, part: number): string {
  return `${sitemapUrl(baseUrl)}?page=${part}`;
}

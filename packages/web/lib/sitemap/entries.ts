// CMS nodes to sitemap entries: absolute URLs on the site's public origin, lastmod from the
// CMS, nothing that SEO keeps out of search.
import type { SitemapNode } from "../graphql/sitemap-query";
import { alternatesOf, hreflangLinks, type HreflangLink } from "../i18n/alternates";
import { localeOfCode } from "../i18n/locale";

export interface SitemapEntry {
  loc: string;
  /** W3C datetime, or null when the CMS gives no modification date. */
  lastmod: string | null;
  /** Its versions in each language, itself among them (none: one language only). */
  languages?: HreflangLink[];
}

export function sitemapEntries(nodes: SitemapNode[], baseUrl: string): SitemapEntry[] {
  return nodes.flatMap((node) => {
    if (!node.uri || node.seo?.metaRobotsNoindex === "noindex") return [];
    const entry: SitemapEntry = {
      loc: new URL(node.uri, baseUrl).toString(),
      lastmod: lastmodOf(node),
    };
    const locale = "language" in node ? localeOfCode(node.language?.code) : null;
    const languages =
      locale && "translations" in node
        ? hreflangLinks(alternatesOf({ ...node, uri: node.uri }, locale), baseUrl)
        : [];
    return [languages.length > 0 ? { ...entry, languages } : entry];
  });
}

const WORDPRESS_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;
const DATE = /^\d{4}-\d{2}-\d{2}/;

/**
 * WordPress gives modifiedGmt in GMT and modified in site time, both without a zone. The GMT
 * time gets its zone; site time is only trusted to the day, which needs none.
 */
export function lastmodOf({ modified, modifiedGmt }: SitemapNode): string | null {
  if (modifiedGmt && WORDPRESS_DATETIME.test(modifiedGmt)) return `${modifiedGmt}+00:00`;
  const day = modified?.match(DATE)?.[0];
  return day ?? null;
}

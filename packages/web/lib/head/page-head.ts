// What a page's head says (title, description, canonical URL, robots, Open Graph), from its
// node or its search; components/head-tags.tsx turns it into elements.
import { decodeHTML } from "entities";
import type { Shell } from "@/lib/cms/shell";
import type { UriNode } from "@/lib/graphql/node-query";
import { pageTitle } from "@/lib/page-title";
import { SEARCH_PATH, searchHref } from "@/lib/search/route";
import { DEFAULT_LOCALE } from "@/lib/i18n/locale";
import { templateStrings } from "@/lib/i18n/templates";
import { searchTitle, type SearchSummary } from "@/lib/search/wording";

export interface HeadData {
  title: string;
  description: string | null;
  /** The page's address on this site (the CMS's canonical names the CMS host). */
  canonical: string;
  noindex: boolean;
  ogType: string;
  ogImage: string | null;
}

/** `siteUrl`: the site's public address (SITEMAP_BASE_URL), which canonical URLs name. */
export function nodeHead(node: UriNode, shell: Shell, siteUrl: string): HeadData {
  const canonical = new URL(node.uri, siteUrl).toString();
  if (node.__typename === "Category") {
    return {
      title: pageTitle(`${decodeHTML(node.name ?? "")} | ${shell.siteName}`, shell.siteName),
      // Search engines show a category's description; WordPress leaves it empty by default.
      description:
        decodeHTML(node.description ?? "") ||
        `News and press releases from ${shell.siteName} filed under ${decodeHTML(node.name ?? "")}.`,
      canonical,
      noindex: false,
      ogType: "website",
      ogImage: null,
    };
  }
  const seo = node.seo;
  return {
    title: pageTitle(
      decodeHTML(seo?.title || `${node.title ?? ""} | ${shell.siteName}`),
      shell.siteName,
    ),
    description: seo?.metaDesc ? decodeHTML(seo.metaDesc) : null,
    canonical,
    noindex: seo?.metaRobotsNoindex === "noindex",
    ogType: seo?.opengraphType || "website",
    ogImage: seo?.opengraphImage?.sourceUrl ?? null,
  };
}

/** The search page's head: never indexed, whatever was searched. */
export function searchHead(search: SearchSummary, shell: Shell, siteOrigin: string): HeadData {
  const path = search.terms ? searchHref(search.terms, search.page) : SEARCH_PATH;
  return {
    title: searchTitle(search, shell.siteName, templateStrings("search", DEFAULT_LOCALE)),
    description: null,
    canonical: new URL(path, siteOrigin).toString(),
    noindex: true,
    ogType: "website",
    ogImage: null,
  };
}

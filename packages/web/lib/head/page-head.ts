// What a page's head says (title, description, canonical URL, robots, Open Graph), from its
// node or its search; components/head-tags.tsx turns it into elements.
import { decodeHTML } from "entities";
import type { Shell } from "@/lib/cms/shell";
import type { UriNode } from "@/lib/graphql/node-query";
import { pageTitle } from "@/lib/page-title";
import { searchPathOf } from "@/lib/search/paths";
import { searchHref } from "@/lib/search/route";
import type { Locale } from "@/lib/i18n/locale";
import type { HreflangLink } from "@/lib/i18n/alternates";
import { templateStrings } from "@/lib/i18n/templates";
import { fill } from "@/lib/i18n/fill";
import { searchTitle, type SearchSummary } from "@/lib/search/wording";

export interface HeadData {
  title: string;
  description: string | null;
  /** The page's address on this site (the CMS's canonical names the CMS host). */
  canonical: string;
  noindex: boolean;
  ogType: string;
  ogImage: string | null;
  /** The page's versions in each language (lib/i18n/alternates.ts). */
  languages: HreflangLink[];
}

/** `siteUrl`: the site's public address (SITEMAP_BASE_URL), which canonical URLs name. */
export function nodeHead(node: UriNode, shell: Shell, siteUrl: string, locale: Locale): HeadData {
  const canonical = new URL(node.uri, siteUrl).toString();
  if (node.__typename === "Category") {
    return {
      title: pageTitle(`${decodeHTML(node.name ?? "")} | ${shell.siteName}`, shell.siteName),
      // Search engines show a category's description; WordPress leaves it empty by default.
      description:
        decodeHTML(node.description ?? "") ||
        fill(templateStrings("pressReleases", locale).categoryDescription, {
          site: shell.siteName,
          category: decodeHTML(node.name ?? ""),
        }),
      canonical,
      noindex: false,
      ogType: "website",
      ogImage: null,
      languages: [],
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
    languages: [],
  };
}

/** The search page's head: never indexed, whatever was searched. */
export function searchHead(
  search: SearchSummary,
  shell: Shell,
  siteOrigin: string,
  locale: Locale,
): HeadData {
  const path = search.terms
    ? searchHref(search.terms, search.page, searchPathOf(locale))
    : searchPathOf(locale);
  return {
    title: searchTitle(search, shell.siteName, templateStrings("search", locale)),
    description: null,
    canonical: new URL(path, siteOrigin).toString(),
    noindex: true,
    ogType: "website",
    ogImage: null,
    languages: [],
  };
}

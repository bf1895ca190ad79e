// The structured data of a page response: the organization on every page, the breadcrumb
// trail from the header menu, and a news article for a press release.
import { decodeHTML } from "entities";
import type { Shell } from "../cms/shell";
import type { UriNode } from "../graphql/node-query";
import { breadcrumbTrail } from "./breadcrumbs";
import { breadcrumbList, newsArticle, organization, type JsonLd } from "./json-ld";
import { homePathOf, INTL_LOCALE, type Locale } from "../i18n/locale";
import { chromeStrings } from "../i18n/strings";

/** WPGraphQL's GMT dates are UTC without a zone: say so for ISO 8601. */
const gmtInstant = (gmt: string | null) => (gmt ? `${gmt.slice(0, 19)}Z` : null);

export function organizationData(shell: Shell, siteUrl: string): JsonLd {
  return organization({
    name: shell.siteName,
    siteUrl,
    logoUrl: shell.headerLogo?.src ?? null,
    sameAs: shell.socialLinks.map((link) => link.href),
  });
}

export function nodeData(node: UriNode, shell: Shell, siteUrl: string, locale: Locale): JsonLd[] {
  const url = `${siteUrl}${node.uri}`;
  const title = decodeHTML((node.__typename === "Category" ? node.name : node.title) ?? "");
  const data: JsonLd[] = [];
  const home = { path: homePathOf(locale), name: chromeStrings(locale).home };
  const trail = breadcrumbTrail({ menu: shell.primaryMenu, path: node.uri, title, siteUrl, home });
  if (trail.length > 1) data.push(breadcrumbList(trail));
  if (node.__typename === "Post") {
    data.push(
      newsArticle({
        headline: title,
        url,
        datePublished: gmtInstant(node.dateGmt),
        dateModified: gmtInstant(node.modifiedGmt),
        imageUrl: node.featuredImage?.node.sourceUrl ?? null,
        siteUrl,
        publisherName: shell.siteName,
        publisherLogoUrl: shell.headerLogo?.src ?? null,
        inLanguage: INTL_LOCALE[locale],
      }),
    );
  }
  return data;
}

// The query strings a page reads, and nothing else. The CDN keys its cache by exactly these
// (stacks/server-cache.ts builds its list from this one), so an answer that varies on a
// parameter is never served for another value of it; a parameter left out of the key would
// let one request decide what every visitor gets (`?province=` once did).
//
// Imports carry ".ts": the stack reads this list (stacks/server-cache.ts).
import type { ParsedUrlQuery } from "node:querystring";

export const PAGE_QUERY_PARAMETERS = [
  // A listing's, the search's and the sitemap's numbered pages.
  "page",
  // The search page's terms (WordPress's name).
  "s",
  // The brands page's filter.
  "province",
] as const;

export type PageQueryParameter = (typeof PAGE_QUERY_PARAMETERS)[number];

/** What a page may read of its query string. */
export type PageQuery = Readonly<Partial<Record<PageQueryParameter, string | string[]>>>;

/** The parameters a page reads, from a request's query; every other one is dropped. */
export function pageQuery(query: ParsedUrlQuery): PageQuery {
  const picked: Partial<Record<PageQueryParameter, string | string[]>> = {};
  for (const name of PAGE_QUERY_PARAMETERS) {
    const value = query[name];
    if (value !== undefined) picked[name] = value;
  }
  return picked;
}

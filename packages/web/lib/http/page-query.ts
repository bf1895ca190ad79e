// The query strings a page reads, and nothing else: the parameters the CDN keys its cache by
// (@corus/site-rules/page-query), every other one dropped before a page sees it.
import type { ParsedUrlQuery } from "node:querystring";
import { PAGE_QUERY_PARAMETERS, type PageQueryParameter } from "@corus/site-rules/page-query";

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

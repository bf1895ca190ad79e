// The query strings a page reads, and nothing else. The CDN keys its cache by exactly these
// (stacks/server-cache.ts builds its list from this one) and the site drops every other one
// before a page sees it (packages/web/lib/http/page-query.ts), so an answer that varies on a
// parameter is never served for another value of it; a parameter left out of the key would
// let one request decide what every visitor gets (`?province=` once did).
export const PAGE_QUERY_PARAMETERS = [
  // A listing's, the search's and the sitemap's numbered pages.
  "page",
  // The search page's terms (WordPress's name).
  "s",
  // The brands page's filter.
  "province",
] as const;

export type PageQueryParameter = (typeof PAGE_QUERY_PARAMETERS)[number];

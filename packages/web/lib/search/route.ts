// Where the search page lives and how its addresses are spelled: `?s=` (WordPress's name)
// as an HTML form sends it (spaces as "+"), so a form and a link make the same URL, which
// the CDN caches once.

export const SEARCH_PATH = "/search/";

export function searchHref(terms: string, page = 1): string {
  const query = new URLSearchParams({ s: terms });
  if (page > 1) query.set("page", String(page));
  return `${SEARCH_PATH}?${query.toString()}`;
}

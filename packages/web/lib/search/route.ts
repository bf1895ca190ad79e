// How the search page's addresses are spelled: `?s=` (WordPress's name) as an HTML form sends
// it (spaces as "+"), so a form and a link make the same URL, which the CDN caches once. Each
// language has its own search page (paths.ts); the browser gets its page's in props.

/** `path`: the search page of the page's language (paths.ts's searchPathOf). */
export function searchHref(terms: string, page: number, path: string): string {
  const query = new URLSearchParams({ s: terms });
  if (page > 1) query.set("page", String(page));
  return `${path}?${query.toString()}`;
}

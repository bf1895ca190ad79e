// One normal form for site paths, so a rule matches however a URL was spelled.

/**
 * "/about-corus", "about-corus/", "https://host/about-corus/?x=1#top" -> "/about-corus/".
 * Percent-encodings are upper-cased (%c3%a9 -> %C3%A9) and repeated slashes folded.
 */
export function normalizePath(value: string): string {
  let pathname = value.trim();
  if (/^https?:\/\//i.test(pathname)) pathname = new URL(pathname).pathname;
  pathname = pathname.replace(/[?#].*$/, "");
  pathname = pathname.replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase());
  if (!pathname.startsWith("/")) pathname = `/${pathname}`;
  pathname = pathname.replace(/\/{2,}/g, "/");
  if (!pathname.endsWith("/")) pathname = `${pathname}/`;
  return pathname;
}

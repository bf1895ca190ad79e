// Which CloudFront paths a change invalidates, as few of them wildcards as the cache key
// allows. CloudFront has at most 15 wildcard paths in progress per distribution (3,000 exact
// ones); past that it refuses (TooManyInvalidationsInProgress), and "/*" is a wildcard too.
//
// The cache key holds only the query strings `page`, `s`, `url`, `w` and `q`
// (stacks/server-cache.ts), and an invalidation path with a query string removes exactly that
// variant. So:
// - a page or post is its path and its page-data twin /_next/data/<build id>/<path>.json
//   (the same getServerSideProps answer, for client-side navigation), both exact;
// - a listing it shows on (front page, press-release list, category archives:
//   find-listings.ts finds them) is its path, each `?page=N` it names, and their twins, all
//   exact: no wildcard under /media-centre/press-releases/ that would take every press
//   release with it;
// - the sitemap is /sitemap.xml, exact (its ?page=N parts exist only past 50,000 URLs, and are
//   left to their s-maxage: crawlers do not need them within seconds);
// - search answers (?s=any terms) cannot be listed: the search page of the change's language
//   (/search/*, /fr/recherche/*) and its twin are the only wildcards of a page's or post's
//   publish, two per language it touches.
// Menus, options and redirects show on (or decide) every page: "/*", which has no exact
// stand-in. When CloudFront keeps refusing, the exact paths alone are the fallback (the search
// answers then expire on their own, within s-maxage).
//
// Imports carry ".ts": the plugin's tests (tests/wordpress-plugin, NodeNext) load the webhook.
import { DEFAULT_LOCALE, homePathOf, localeOfPath, type Locale } from "../i18n/locale.ts";
import { searchPathOf } from "../search/paths.ts";
import type { PublishChange } from "./change.ts";

export const EVERYTHING = "/*";
/** Past this many paths one "/*" is cheaper (CloudFront bills per path) and as good. */
export const MAX_PATHS = 100;
/** Exact paths CloudFront takes in progress at once: a larger fallback could not be sent. */
export const MAX_EXACT_PATHS = 3000;

const SITEMAP = "/sitemap.xml";

/** A listing page a change shows on (find-listings.ts) and how many of its pages to name. */
export interface Listing {
  /** The listing's site path, e.g. "/category/corporate/". */
  uri: string;
  /** Its numbered pages to invalidate, ?page=1 to ?page=<pages>. */
  pages: number;
}

export interface InvalidationPlan {
  /** Sent first. */
  paths: string[];
  /**
   * Sent instead when CloudFront keeps refusing `paths`: the exact paths alone, which the
   * wildcard limit does not hold back, and the wildcards that then expire on their own; null
   * when nothing exact can stand in.
   */
  fallback: { paths: string[]; leftToExpire: string[] } | null;
}

/** The page-data twin of a site path: "/" -> /_next/data/<id>/index.json */
export function dataPath(buildId: string, uri: string): string {
  return `/_next/data/${buildId}${uri === "/" ? "/index" : uri.replace(/\/$/, "")}.json`;
}

export function invalidationPlan(
  changes: readonly PublishChange[],
  listings: readonly Listing[],
  buildId: string,
): InvalidationPlan {
  if (changes.some((change) => change.type !== "post" && change.type !== "page")) {
    return { paths: [EVERYTHING], fallback: null };
  }
  const exact = new Set<string>();
  const page = (uri: string, query = "") => {
    exact.add(`${uri}${query}`);
    exact.add(`${dataPath(buildId, uri)}${query}`);
  };
  // The languages the changes are in, by their URIs (Polylang's directory per language).
  const locales = new Set<Locale>();
  for (const change of changes) {
    if (change.type !== "post" && change.type !== "page") continue;
    change.uris.forEach((uri) => page(uri));
    for (const uri of change.uris) locales.add(localeOfPath(uri));
  }
  // A change naming no URI: its language unknown, the default's.
  if (locales.size === 0) locales.add(DEFAULT_LOCALE);
  // Each language's front page lists its latest press releases.
  for (const change of changes) {
    if (change.type !== "post") continue;
    for (const uri of change.uris) page(homePathOf(localeOfPath(uri)));
  }
  for (const { uri, pages } of listings) {
    page(uri);
    // A front page has no numbered pages (?page=2 is a 404, which OpenNext never caches).
    if (uri === homePathOf(localeOfPath(uri))) continue;
    for (let number = 1; number <= pages; number += 1) {
      page(uri, `?page=${number}`);
    }
  }
  exact.add(SITEMAP);
  // The search page of each language changed, whatever its query.
  const wildcards = [...locales]
    .map(searchPathOf)
    .flatMap((path) => [`${path}*`, `${dataPath(buildId, path)}*`]);
  const exactPaths = [...exact];
  const fallback =
    exactPaths.length <= MAX_EXACT_PATHS ? { paths: exactPaths, leftToExpire: wildcards } : null;
  const paths = [...exactPaths, ...wildcards];
  return paths.length > MAX_PATHS ? { paths: [EVERYTHING], fallback } : { paths, fallback };
}

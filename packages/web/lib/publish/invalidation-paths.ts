// Which CloudFront paths a change invalidates. A page is cached under its path and, for
// client-side navigation, under its page-data twin /_next/data/<build id>/<path>.json (the
// same getServerSideProps answer). The cache key holds only the query strings `page`, `s`,
// `url`, `w` and `q` (stacks/server-cache.ts): a plain page and its twin are one object each,
// so they are invalidated exactly; a listing paginates with ?page=N, so it and its twin are
// invalidated with a trailing wildcard, and so are the search page's answers (?s=), any of
// which may hold any page or post. Menus, options and redirects show on (or decide) every
// page, so they invalidate everything.
import { SEARCH_PATH } from "../search/route.ts";
import type { PublishChange } from "./change.ts";

export const EVERYTHING = "/*";
/** Past this many paths one wildcard is cheaper (CloudFront bills per path) and as good. */
export const MAX_PATHS = 100;

/** The sitemap index and its ?page=N parts, which list every page and post. */
const SITEMAP = "/sitemap.xml*";
/** The front page lists the latest press releases. */
const FRONT_PAGE = "/";

/** The page-data twin of a site path: "/" -> /_next/data/<id>/index.json */
export function dataPath(buildId: string, uri: string): string {
  return `/_next/data/${buildId}${uri === "/" ? "/index" : uri.replace(/\/$/, "")}.json`;
}

export function invalidationPathsFor(changes: readonly PublishChange[], buildId: string): string[] {
  const paths = new Set<string>();
  const page = (uri: string) => {
    paths.add(uri);
    paths.add(dataPath(buildId, uri));
  };
  const listing = (uri: string) => {
    // The front page is not paginated, and "/*" would be everything.
    if (uri === FRONT_PAGE) return page(uri);
    paths.add(`${uri}*`);
    paths.add(`${dataPath(buildId, uri)}*`);
  };
  for (const change of changes) {
    if (change.type !== "post" && change.type !== "page") return [EVERYTHING];
    change.uris.forEach(page);
    change.listedAt.forEach(listing);
    if (change.type === "post") page(FRONT_PAGE);
    listing(SEARCH_PATH);
    paths.add(SITEMAP);
  }
  return paths.size > MAX_PATHS ? [EVERYTHING] : [...paths];
}

// Cache-Control for HTML and page data: CloudFront follows s-maxage, browsers max-age=0
// (they ignore s-maxage), and stale copies cover revalidation and CMS outages.

export type PageOutcome = "ok" | "stale" | "not-found" | "unavailable";

/** How long shared caches keep each outcome, and may serve it stale while asking again. */
const SHARED_SECONDS: Record<Exclude<PageOutcome, "unavailable">, { keep: number; swr: number }> = {
  ok: { keep: 300, swr: 60 },
  // Shows an answer past the server cache's time to live (being refreshed, or kept while the CMS
  // is out): the CDN should ask again soon.
  stale: { keep: 30, swr: 0 },
  "not-found": { keep: 60, swr: 0 },
};

/**
 * `secondsToChange`: when what the page shows next changes with the clock (lib/page-clock.ts).
 * The page is neither kept nor served stale past it: s-maxage and stale-while-revalidate
 * together end at or before it (whole seconds, rounded down).
 */
export function cacheControlFor(outcome: PageOutcome, secondsToChange: number | null = null) {
  if (outcome === "unavailable") return "no-store";
  const { keep, swr } = SHARED_SECONDS[outcome];
  const left = secondsToChange === null ? Number.POSITIVE_INFINITY : Math.max(0, secondsToChange);
  const sMaxAge = Math.min(keep, left);
  const staleWhileRevalidate = Math.min(swr, left - sMaxAge);
  return [
    "public",
    "max-age=0",
    `s-maxage=${sMaxAge}`,
    ...(staleWhileRevalidate > 0 ? [`stale-while-revalidate=${staleWhileRevalidate}`] : []),
    // Only while the origin fails: what we last had beats an error page.
    ...(outcome === "not-found" ? [] : ["stale-if-error=86400"]),
  ].join(", ");
}

/** Seconds a visitor is asked to wait before retrying when the CMS is unavailable. */
export const RETRY_AFTER_SECONDS = 60;

/** A page's status and headers by its outcome: a page served stale is still a page. */
export function pageResponse(
  outcome: PageOutcome,
  secondsToChange: number | null = null,
): {
  status: 200 | 404 | 503;
  headers: Readonly<Record<string, string>>;
} {
  const cacheControl = { "Cache-Control": cacheControlFor(outcome, secondsToChange) };
  switch (outcome) {
    case "ok":
    case "stale":
      return { status: 200, headers: cacheControl };
    case "not-found":
      return { status: 404, headers: cacheControl };
    case "unavailable":
      return {
        status: 503,
        headers: { "Retry-After": String(RETRY_AFTER_SECONDS), ...cacheControl },
      };
  }
}

/**
 * What a draft-mode response says, whatever it shows (an editor's view, or the public's seen
 * past every cache): no shared cache keeps it, no search engine lists it.
 */
export const DRAFT_MODE_HEADERS: Readonly<Record<string, string>> = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
};

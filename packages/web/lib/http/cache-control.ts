// Cache-Control for HTML and page data: CloudFront follows s-maxage, browsers max-age=0
// (they ignore s-maxage), and stale copies cover revalidation and CMS outages.

export type PageOutcome = "ok" | "stale" | "not-found" | "unavailable";

export function cacheControlFor(outcome: PageOutcome): string {
  switch (outcome) {
    case "ok":
      return "public, max-age=0, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400";
    case "stale":
      // Served from the server's cache while the CMS is out: the CDN should ask again soon.
      return "public, max-age=0, s-maxage=30, stale-if-error=86400";
    case "not-found":
      return "public, max-age=0, s-maxage=60";
    case "unavailable":
      return "no-store";
  }
}

/** Seconds a visitor is asked to wait before retrying when the CMS is unavailable. */
export const RETRY_AFTER_SECONDS = 60;

/** A page's status and headers by its outcome: a page served stale is still a page. */
export function pageResponse(outcome: PageOutcome): {
  status: 200 | 404 | 503;
  headers: Readonly<Record<string, string>>;
} {
  const cacheControl = { "Cache-Control": cacheControlFor(outcome) };
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

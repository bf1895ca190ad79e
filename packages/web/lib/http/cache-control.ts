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

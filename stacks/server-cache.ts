// How CloudFront caches what the server function answers (pages, page data, images). SST's
// default puts every query string in the cache key, so `utm_*` variants split the cache and
// escape path invalidations; this policy keeps only the query strings that change an answer.
import { Duration } from "aws-cdk-lib";
import {
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CacheQueryStringBehavior,
  type CachePolicyProps,
} from "aws-cdk-lib/aws-cloudfront";
import { PAGE_QUERY_PARAMETERS } from "@corus/site-rules/page-query";

/** What Next's image optimizer reads (/_next/image shares this policy). */
export const IMAGE_QUERY_PARAMETERS = ["url", "w", "q"] as const;

/**
 * Query strings that change a server answer: every one a page reads (the site's own list, so
 * a parameter a page starts reading is in the key from that change on) and the image
 * optimizer's.
 */
export const CACHE_KEY_QUERY_STRINGS = [...PAGE_QUERY_PARAMETERS, ...IMAGE_QUERY_PARAMETERS];

/** Computed by SST's viewer-request CloudFront Function from Next's router headers. */
export const OPEN_NEXT_CACHE_KEY_HEADER = "x-open-next-cache-key";

export function serverCacheProps(): CachePolicyProps {
  return {
    comment: "Server responses: SST's cache-key header and the query strings the site reads",
    queryStringBehavior: CacheQueryStringBehavior.allowList(...CACHE_KEY_QUERY_STRINGS),
    headerBehavior: CacheHeaderBehavior.allowList(OPEN_NEXT_CACHE_KEY_HEADER),
    cookieBehavior: CacheCookieBehavior.none(),
    // Min 0 and default 0: CloudFront follows the origin's s-maxage, and caches nothing
    // that does not say it may be cached.
    minTtl: Duration.seconds(0),
    defaultTtl: Duration.seconds(0),
    maxTtl: Duration.days(365),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  };
}

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

/** Query strings that change a server answer: listings' and the sitemap's `page`, the
 * search page's `s`, and the image optimizer's url, w and q (Next's /_next/image shares
 * this policy). */
export const CACHE_KEY_QUERY_STRINGS = ["page", "s", "url", "w", "q"] as const;

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

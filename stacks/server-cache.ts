// How CloudFront caches what the server function answers (pages, page data, images), and
// what it sends the function. SST's default puts every query string in the cache key, so
// `utm_*` variants split the cache and escape path invalidations; this cache policy keeps only
// the query strings that change an answer. SST's default origin request policy sends every
// query string to the origin all the same, so the first visitor's `?utm_x=...` would be in
// the page (Next's __NEXT_DATA__ holds the query) that everyone at that address then gets:
// the origin request policy sends the cache key's query strings and no other.
import { Duration } from "aws-cdk-lib";
import {
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CacheQueryStringBehavior,
  type CachePolicyProps,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  type OriginRequestPolicyProps,
  OriginRequestQueryStringBehavior,
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

/**
 * SST's default for server behaviours (CloudFront's managed AllViewerExceptHostHeader: every
 * viewer header but Host, which a function URL must not get, and every cookie, the draft-mode
 * ones among them) with the query strings of the cache key only.
 */
export function serverOriginRequestProps(): OriginRequestPolicyProps {
  return {
    comment: "Server requests: viewer headers but Host, cookies, the cache key's query strings",
    headerBehavior: OriginRequestHeaderBehavior.denyList("host"),
    cookieBehavior: OriginRequestCookieBehavior.all(),
    queryStringBehavior: OriginRequestQueryStringBehavior.allowList(...CACHE_KEY_QUERY_STRINGS),
  };
}

// Response headers the site's server sends for CloudFront and for the people who run it, never for
// a visitor: what a page's answer read from the CMS and how (x-cms-cache, Server-Timing's cache
// and render details), the cache tags CloudFront keeps an answer under (its CacheTagConfig reads
// them from the origin's answer), and the route Next.js matched. The CDN's response headers policy
// removes every one of them from what a visitor gets (stacks/security-headers.ts), so nothing of
// the site's inside shows; invalidation by tag still works, as CloudFront reads the tags before.
import { CACHE_TAG_HEADER } from "./cache-tag-header.ts";

export const CMS_CACHE_HEADER = "x-cms-cache";
export const SERVER_TIMING_HEADER = "server-timing";

export const INTERNAL_RESPONSE_HEADERS = [
  CACHE_TAG_HEADER,
  CMS_CACHE_HEADER,
  SERVER_TIMING_HEADER,
  "x-nextjs-matched-path",
  "x-nextjs-cache",
  "x-powered-by",
] as const;

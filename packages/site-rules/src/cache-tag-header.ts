// The response header a page names its cache tags in (packages/web/lib/http/cms-headers.ts);
// the CloudFront distribution's CacheTagConfig reads the same header (stacks/Site.ts), so
// the two must never spell it differently.
export const CACHE_TAG_HEADER = "cache-tag";

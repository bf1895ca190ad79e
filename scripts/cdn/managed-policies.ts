// AWS's managed CloudFront policies, which a template names by id only: their definitions as
// CloudFront's developer guide documents them ("Use managed cache policies", "Use managed origin
// request policies"), in the shape the template gives a policy of the stack's own, so the local
// CloudFront reads both alike. Only the policies the stack uses or may reach for are here; an id
// not here is an error naming it, not a guess.
import type { CachePolicyConfig, OriginRequestPolicyConfig } from "./distribution.ts";

export const MANAGED_CACHE_POLICIES: Record<string, CachePolicyConfig> = {
  // CachingOptimized: nothing of the request in the key but the path; compressed objects kept.
  "658327ea-f89d-4fab-a63d-7e88639e58f6": {
    Name: "Managed-CachingOptimized",
    MinTTL: 1,
    DefaultTTL: 86_400,
    MaxTTL: 31_536_000,
    ParametersInCacheKeyAndForwardedToOrigin: {
      EnableAcceptEncodingGzip: true,
      EnableAcceptEncodingBrotli: true,
      HeadersConfig: { HeaderBehavior: "none" },
      CookiesConfig: { CookieBehavior: "none" },
      QueryStringsConfig: { QueryStringBehavior: "none" },
    },
  },
  // CachingDisabled: every TTL 0, nothing in the key.
  "4135ea2d-6df8-44a3-9df3-4b5a84be39ad": {
    Name: "Managed-CachingDisabled",
    MinTTL: 0,
    DefaultTTL: 0,
    MaxTTL: 0,
    ParametersInCacheKeyAndForwardedToOrigin: {
      EnableAcceptEncodingGzip: false,
      EnableAcceptEncodingBrotli: false,
      HeadersConfig: { HeaderBehavior: "none" },
      CookiesConfig: { CookieBehavior: "none" },
      QueryStringsConfig: { QueryStringBehavior: "none" },
    },
  },
};

export const MANAGED_ORIGIN_REQUEST_POLICIES: Record<string, OriginRequestPolicyConfig> = {
  // AllViewerExceptHostHeader: every viewer header but Host (the origin's own domain goes to
  // the origin), every cookie, every query string.
  "b689b0a8-53d0-40ab-baf2-68738e2966ac": {
    Name: "Managed-AllViewerExceptHostHeader",
    HeadersConfig: { HeaderBehavior: "allExcept", Headers: ["host"] },
    CookiesConfig: { CookieBehavior: "all" },
    QueryStringsConfig: { QueryStringBehavior: "all" },
  },
  // AllViewer: everything the viewer sent, Host included.
  "216adef6-5c7f-47e4-b989-5492eafa07d3": {
    Name: "Managed-AllViewer",
    HeadersConfig: { HeaderBehavior: "allViewer" },
    CookiesConfig: { CookieBehavior: "all" },
    QueryStringsConfig: { QueryStringBehavior: "all" },
  },
};

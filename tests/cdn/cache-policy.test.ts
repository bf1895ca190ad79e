// How long CloudFront keeps an answer, and what it keys and forwards, as its developer guide
// documents it: played here from a policy in the template's own shape.
import { describe, expect, it } from "vitest";
import {
  cacheKey,
  ERROR_CACHING_MIN_TTL,
  forwardedToOrigin,
  lifetime,
  type ViewerRequest,
} from "../../scripts/cdn/cache-policy.ts";
import type { CachePolicyConfig } from "../../scripts/cdn/distribution.ts";
import {
  MANAGED_CACHE_POLICIES,
  MANAGED_ORIGIN_REQUEST_POLICIES,
} from "../../scripts/cdn/managed-policies.ts";

const followsOrigin: CachePolicyConfig = {
  Name: "pages",
  MinTTL: 0,
  DefaultTTL: 0,
  MaxTTL: 31_536_000,
  ParametersInCacheKeyAndForwardedToOrigin: {
    EnableAcceptEncodingGzip: true,
    HeadersConfig: { HeaderBehavior: "whitelist", Headers: ["x-open-next-cache-key"] },
    CookiesConfig: { CookieBehavior: "none" },
    QueryStringsConfig: { QueryStringBehavior: "whitelist", QueryStrings: ["page", "s"] },
  },
};
const CACHING_OPTIMIZED = MANAGED_CACHE_POLICIES["658327ea-f89d-4fab-a63d-7e88639e58f6"]!;
const CACHING_DISABLED = MANAGED_CACHE_POLICIES["4135ea2d-6df8-44a3-9df3-4b5a84be39ad"]!;
const NOW = Date.parse("2026-11-29T12:00:00Z");

const answer = (status: number, headers: Record<string, string>, policy = followsOrigin) =>
  lifetime(status, new Headers(headers), policy, NOW);

describe("how long CloudFront keeps an answer", () => {
  it.each<[string, number, Record<string, string>, CachePolicyConfig, number | null]>([
    [
      "s-maxage, over max-age",
      200,
      { "cache-control": "public, max-age=0, s-maxage=300" },
      followsOrigin,
      300,
    ],
    ["max-age alone", 200, { "cache-control": "max-age=60" }, followsOrigin, 60],
    [
      "private, with a minimum TTL of 0: not kept",
      200,
      { "cache-control": "private, no-store" },
      followsOrigin,
      null,
    ],
    [
      "no-store under a minimum TTL above 0: the minimum",
      200,
      { "cache-control": "no-store" },
      CACHING_OPTIMIZED,
      1,
    ],
    ["no header: the default TTL (0: not kept)", 200, {}, followsOrigin, null],
    ["no header: the default TTL", 200, {}, CACHING_OPTIMIZED, 86_400],
    [
      "a year and more: the maximum TTL",
      200,
      { "cache-control": "s-maxage=99999999" },
      followsOrigin,
      31_536_000,
    ],
    [
      "Expires, without Cache-Control",
      200,
      { expires: new Date(NOW + 120_000).toUTCString() },
      followsOrigin,
      120,
    ],
    [
      "CachingDisabled keeps nothing",
      200,
      { "cache-control": "s-maxage=300" },
      CACHING_DISABLED,
      null,
    ],
    [
      "a 404 with s-maxage: the larger of it and the error minimum",
      404,
      { "cache-control": "s-maxage=60" },
      followsOrigin,
      60,
    ],
    [
      "a 404 saying no-store: not kept",
      404,
      { "cache-control": "private, no-store" },
      followsOrigin,
      null,
    ],
    [
      "a 503 saying no-store: kept for the error minimum all the same",
      503,
      { "cache-control": "no-store" },
      followsOrigin,
      ERROR_CACHING_MIN_TTL,
    ],
    ["a 401: never kept", 401, { "cache-control": "s-maxage=60" }, followsOrigin, null],
  ])("%s", (_case, status, headers, policy, ttl) => {
    expect(answer(status, headers, policy)?.ttl ?? null).toBe(ttl);
  });

  it("keeps the stale windows the origin allows", () => {
    expect(
      answer(200, {
        "cache-control": "public, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400",
      }),
    ).toEqual({ ttl: 300, staleWhileRevalidate: 60, staleIfError: 86_400 });
  });
});

const request = (
  path: string,
  query: [string, string][] = [],
  headers: [string, string][] = [],
): ViewerRequest => ({
  method: "GET",
  path,
  query,
  headers: new Map(headers),
  cookies: [["consent", "yes"]],
});

describe("the cache key and what reaches the origin", () => {
  it("keys on the path and the policy's query strings and headers, in the order they came", () => {
    const a = request(
      "/search/",
      [
        ["s", "x"],
        ["utm_source", "mail"],
      ],
      [
        ["x-open-next-cache-key", "k"],
        ["user-agent", "a"],
      ],
    );
    const b = request(
      "/search/",
      [
        ["utm_source", "web"],
        ["s", "x"],
      ],
      [
        ["x-open-next-cache-key", "k"],
        ["user-agent", "b"],
      ],
    );
    expect(cacheKey(a, followsOrigin)).toBe(cacheKey(b, followsOrigin));
    expect(cacheKey(request("/search/", [["s", "y"]]), followsOrigin)).not.toBe(
      cacheKey(a, followsOrigin),
    );
  });

  it("sends the origin the key's values and the origin request policy's", () => {
    const viewer = request(
      "/api/preview/",
      [
        ["token", "t"],
        ["s", "x"],
      ],
      [
        ["host", "site"],
        ["accept", "*/*"],
      ],
    );
    const allViewer = MANAGED_ORIGIN_REQUEST_POLICIES["b689b0a8-53d0-40ab-baf2-68738e2966ac"];
    expect(forwardedToOrigin(viewer, CACHING_DISABLED, allViewer)).toEqual({
      query: [
        ["token", "t"],
        ["s", "x"],
      ],
      headers: [["accept", "*/*"]],
      cookies: [["consent", "yes"]],
    });
    // Without an origin request policy, the key's own values only.
    expect(forwardedToOrigin(viewer, followsOrigin, undefined).query).toEqual([["s", "x"]]);
  });
});

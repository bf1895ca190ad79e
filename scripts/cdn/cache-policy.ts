// What a behaviour's cache policy and origin request policy make of a request and an answer, as
// CloudFront documents them: the cache key (the path, and the query strings, headers and cookies
// the cache policy names), what the origin receives (the key's values and the origin request
// policy's, together), and how long an answer is kept (the origin's Cache-Control or Expires
// within the policy's minimum and maximum TTL; error answers by CloudFront's own rules).
import type { CachePolicyConfig, OriginRequestPolicyConfig } from "./distribution.ts";

/** A request as CloudFront holds it: names lower-cased, values in the order they came. */
export interface ViewerRequest {
  method: string;
  /** The path as the viewer sent it (percent-encoded), without the query string. */
  path: string;
  query: [string, string][];
  headers: Map<string, string>;
  cookies: [string, string][];
}

type Selection = { behavior: string; names?: string[] };

function selected<T extends [string, string]>(items: readonly T[], selection: Selection): T[] {
  const names = new Set((selection.names ?? []).map((name) => name.toLowerCase()));
  switch (selection.behavior) {
    case "none":
      return [];
    case "whitelist":
      return items.filter(([name]) => names.has(name.toLowerCase()));
    case "allExcept":
      return items.filter(([name]) => !names.has(name.toLowerCase()));
    default:
      // all, allViewer, allViewerAndWhitelistCloudFront
      return [...items];
  }
}

const keyParts = (policy: CachePolicyConfig) => {
  const parts = policy.ParametersInCacheKeyAndForwardedToOrigin;
  return {
    query: {
      behavior: parts.QueryStringsConfig.QueryStringBehavior,
      names: parts.QueryStringsConfig.QueryStrings,
    },
    headers: { behavior: parts.HeadersConfig.HeaderBehavior, names: parts.HeadersConfig.Headers },
    cookies: { behavior: parts.CookiesConfig.CookieBehavior, names: parts.CookiesConfig.Cookies },
  };
};

/** The cache key: the path, then each kept query string, header and cookie as it came. */
export function cacheKey(request: ViewerRequest, policy: CachePolicyConfig): string {
  const parts = keyParts(policy);
  return JSON.stringify([
    request.path,
    selected(request.query, parts.query),
    selected([...request.headers], parts.headers),
    selected(request.cookies, parts.cookies),
  ]);
}

/** The path and query string an answer is kept under, for invalidations (which match on it). */
export function keptPath(request: ViewerRequest, policy: CachePolicyConfig): string {
  const query = selected(request.query, keyParts(policy).query);
  return query.length === 0 ? request.path : `${request.path}?${new URLSearchParams(query)}`;
}

const union = <T extends [string, string]>(a: readonly T[], b: readonly T[]) => {
  const seen = new Set(a.map(([name]) => name.toLowerCase()));
  return [...a, ...b.filter(([name]) => !seen.has(name.toLowerCase()))];
};

/** What reaches the origin: the cache key's values and the origin request policy's. */
export function forwardedToOrigin(
  request: ViewerRequest,
  cachePolicy: CachePolicyConfig,
  originPolicy: OriginRequestPolicyConfig | undefined,
): { query: [string, string][]; headers: [string, string][]; cookies: [string, string][] } {
  const key = keyParts(cachePolicy);
  const origin = originPolicy
    ? {
        query: {
          behavior: originPolicy.QueryStringsConfig.QueryStringBehavior,
          names: originPolicy.QueryStringsConfig.QueryStrings,
        },
        headers: {
          behavior: originPolicy.HeadersConfig.HeaderBehavior,
          names: originPolicy.HeadersConfig.Headers,
        },
        cookies: {
          behavior: originPolicy.CookiesConfig.CookieBehavior,
          names: originPolicy.CookiesConfig.Cookies,
        },
      }
    : { query: { behavior: "none" }, headers: { behavior: "none" }, cookies: { behavior: "none" } };
  // The query strings keep the viewer's order: CloudFront forwards them as they came.
  const query = request.query.filter(
    (item) => [...selected([item], key.query), ...selected([item], origin.query)].length > 0,
  );
  const headers = union(
    selected([...request.headers], key.headers),
    selected([...request.headers], origin.headers),
  )
    // Cookies travel as their own selection, never as the viewer's header.
    .filter(([name]) => name !== "cookie");
  return {
    query,
    headers,
    cookies: union(
      selected(request.cookies, key.cookies),
      selected(request.cookies, origin.cookies),
    ),
  };
}

export interface Lifetime {
  /** Seconds the answer is fresh. */
  ttl: number;
  /** Seconds past that it may be served while CloudFront asks the origin again. */
  staleWhileRevalidate: number;
  /** Seconds past that it may be served when the origin fails. */
  staleIfError: number;
}

/** The error codes CloudFront caches (for its error-caching minimum TTL, 10 s by default). */
const CACHED_ERRORS = new Set([400, 403, 404, 405, 414, 500, 501, 502, 503, 504]);
/** Of those, the ones a no-store, no-cache or private Cache-Control keeps out of the cache. */
const ERRORS_THE_ORIGIN_MAY_KEEP_OUT = new Set([404, 410, 414, 501]);
export const ERROR_CACHING_MIN_TTL = 10;

function directives(cacheControl: string | null): Map<string, string> {
  return new Map(
    (cacheControl ?? "")
      .split(",")
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean)
      .map((part) => {
        const [name = "", value = ""] = part.split("=", 2);
        return [name.trim(), value.trim().replace(/^"|"$/g, "")];
      }),
  );
}

/** How long CloudFront keeps an origin's answer under this cache policy; null: not at all. */
export function lifetime(
  status: number,
  headers: Headers,
  policy: CachePolicyConfig,
  now: number,
): Lifetime | null {
  const cc = directives(headers.get("cache-control"));
  const seconds = (name: string) => {
    const value = cc.get(name);
    return value === undefined || value === "" || Number.isNaN(Number(value))
      ? undefined
      : Number(value);
  };
  const expires = headers.get("expires");
  const fromExpires = expires ? Math.round((Date.parse(expires) - now) / 1000) : undefined;
  const originTtl = seconds("s-maxage") ?? seconds("max-age") ?? fromExpires;
  const refusing = cc.has("no-store") || cc.has("no-cache") || cc.has("private");
  const stale = {
    staleWhileRevalidate: seconds("stale-while-revalidate") ?? 0,
    staleIfError: seconds("stale-if-error") ?? 0,
  };
  if (status >= 400) {
    if (!CACHED_ERRORS.has(status)) return null;
    if (refusing && ERRORS_THE_ORIGIN_MAY_KEEP_OUT.has(status)) return null;
    // A policy whose maximum TTL is 0 (AWS's CachingDisabled) keeps nothing, errors included.
    const ttl = Math.min(
      Math.max(refusing ? 0 : (originTtl ?? 0), ERROR_CACHING_MIN_TTL),
      policy.MaxTTL,
    );
    return ttl > 0 ? { ttl, staleWhileRevalidate: 0, staleIfError: 0 } : null;
  }
  if (refusing) {
    return policy.MinTTL > 0 ? { ttl: policy.MinTTL, ...stale } : null;
  }
  const ttl =
    originTtl === undefined
      ? policy.DefaultTTL
      : Math.min(Math.max(originTtl, policy.MinTTL), policy.MaxTTL);
  if (policy.MaxTTL <= 0) return null;
  if (ttl <= 0 && stale.staleWhileRevalidate <= 0 && stale.staleIfError <= 0) return null;
  return { ttl: Math.max(ttl, 0), ...stale };
}

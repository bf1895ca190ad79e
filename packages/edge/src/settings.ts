// The redirect handler's settings, read once. Lambda@Edge has no environment variables: SST's
// EdgeFunction inlines the stack's `environment` into the bundle as process.env, and this
// module is the one place that reads it. The stack validates the same values with this reader
// at synth time, so a bad value fails the deploy rather than the first visitor's request.

export interface EdgeSettings {
  /** WPGraphQL endpoint the redirection records come from. */
  cmsGraphqlUrl: string;
  /** The site's client name and version headers, when set. */
  cmsHeaders: Record<string, string>;
  /** After this many milliseconds the lookup is abandoned and the request passed on. */
  lookupTimeoutMs: number;
  /** How long a container remembers a lookup's answer (a record, or none). */
  cacheSeconds: number;
  /** After a failed lookup, how long requests skip the lookup (the origin makes it). */
  failureSeconds: number;
}

/** Every variable readEdgeSettings reads: the stack passes exactly these to the edge. */
export const EDGE_SETTING_NAMES = [
  "CMS_GRAPHQL_URL",
  "CMS_CLIENT_NAME",
  "CMS_CLIENT_VERSION",
  "REDIRECT_LOOKUP_TIMEOUT_MS",
  "REDIRECT_CACHE_SECONDS",
  "REDIRECT_FAILURE_SECONDS",
] as const;

type EdgeEnvironment = Partial<Record<(typeof EDGE_SETTING_NAMES)[number], string>>;

export class EdgeSettingsError extends Error {
  override name = "EdgeSettingsError";
}

const DEFAULT_CMS_GRAPHQL_URL = "http://127.0.0.1:4000/graphql";
// CloudFront waits for the origin-request function before it can even start the origin
// request: the whole function must answer within 1 s, a slow CMS included, so the lookup
// gets at most 800 ms and the rest is left for the function itself and its network.
const MAX_LOOKUP_TIMEOUT_MS = 800;
const DEFAULT_LOOKUP_TIMEOUT_MS = 600;

export function readEdgeSettings(env: EdgeEnvironment): EdgeSettings {
  const cmsHeaders: Record<string, string> = {};
  if (env.CMS_CLIENT_NAME) cmsHeaders["apollographql-client-name"] = env.CMS_CLIENT_NAME;
  if (env.CMS_CLIENT_VERSION) cmsHeaders["apollographql-client-version"] = env.CMS_CLIENT_VERSION;
  return {
    cmsGraphqlUrl: httpUrl("CMS_GRAPHQL_URL", env.CMS_GRAPHQL_URL || DEFAULT_CMS_GRAPHQL_URL),
    cmsHeaders,
    lookupTimeoutMs: wholeNumber(
      "REDIRECT_LOOKUP_TIMEOUT_MS",
      env.REDIRECT_LOOKUP_TIMEOUT_MS,
      DEFAULT_LOOKUP_TIMEOUT_MS,
      { min: 1, max: MAX_LOOKUP_TIMEOUT_MS },
    ),
    cacheSeconds: wholeNumber("REDIRECT_CACHE_SECONDS", env.REDIRECT_CACHE_SECONDS, 60, {
      min: 0,
      max: 86_400,
    }),
    failureSeconds: wholeNumber("REDIRECT_FAILURE_SECONDS", env.REDIRECT_FAILURE_SECONDS, 5, {
      min: 0,
      max: 300,
    }),
  };
}

function httpUrl(name: string, value: string): string {
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new EdgeSettingsError(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  return value;
}

function wholeNumber(
  name: string,
  value: string | undefined,
  fallback: number,
  range: { min: number; max: number },
): number {
  if (value === undefined || value === "") return fallback;
  const number = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(number >= range.min && number <= range.max)) {
    throw new EdgeSettingsError(
      `${name} must be a whole number from ${range.min} to ${range.max}, got "${value}"`,
    );
  }
  return number;
}

// The site's settings: read from the environment once, validated, then passed on.
// Locally every value defaults to the embedded content service; deployed stages set them
// (see .env.example and stacks/).

export interface SiteSettings {
  /** WPGraphQL endpoint of the CMS. */
  cmsGraphqlUrl: string;
  /** Origin the CMS's media (uploads) are served from: the image optimizer may fetch there. */
  cmsMediaOrigin: string;
  /** Time limit of one CMS request attempt; three attempts must fit the function timeout. */
  cmsTimeoutMs: number;
  /** Sent as apollographql-client-name / -version headers when set. */
  cmsClientName: string | undefined;
  cmsClientVersion: string | undefined;
  /** Send queries as GET (cacheable by a CDN in front of the CMS); off: POST with JSON. */
  cmsUseGetForQueries: boolean;
  /** How the CMS token is obtained, when the CMS asks for one (OAuth2 client credentials). */
  cmsAuth: CmsAuthSettings | undefined;
  /** The server's cache of CMS answers (lib/cms/cache.ts). */
  cmsCache: CmsCacheSettings;
  /** The publish webhook (pages/api/revalidate.ts) and the CDN it invalidates. */
  publish: PublishSettings;
  /** View events and third-party scripts; each script only when its setting is present. */
  analytics: AnalyticsSettings;
  /** Public origin of the site, without a trailing slash: sitemap URLs are built on it. */
  sitemapBaseUrl: string;
  /** False on stage and preview deployments: robots.txt then answers `Disallow: /`. */
  indexable: boolean;
}

/** Who reports a view event: sent with every one, so the browser gets these (and only these). */
export interface AppIdentity {
  version: string;
  platform: string;
  name: string;
  brand: string;
}

export interface AnalyticsSettings {
  app: AppIdentity;
  /** Script of the tag manager whose data layer receives the view events. */
  tagManagerUrl: string | undefined;
  /** Inline JavaScript that starts the session-replay tool. */
  sessionReplaySnippet: string | undefined;
  /** Script of the audience-measurement tool. */
  audienceScriptUrl: string | undefined;
  /** Pixel the audience-measurement tool counts visitors without JavaScript with. */
  audienceNoscriptUrl: string | undefined;
}

export interface CmsCacheSettings {
  /** An answer is fresh this long... */
  ttlSeconds: number;
  /** ...then served this much longer while one background reload runs... */
  swrSeconds: number;
  /** ...and, while the CMS is out, served until it is this old. */
  maxStaleSeconds: number;
  /** Bounds on what the cache holds; the least recently used answers go first. */
  maxEntries: number;
  maxMegabytes: number;
}

export interface CmsAuthSettings {
  tokenUrl: string;
  clientId: string;
  clientSecret: SecretSource;
}

/**
 * Where a secret comes from: the environment (local runs, `npm start`), or an SSM Parameter
 * Store SecureString read when first needed (deployed stages: the template holds only its name).
 */
export type SecretSource = { value: string } | { parameter: string };

export interface PublishSettings {
  /** The secret the CMS signs its publish webhook with; none: the webhook answers 503. */
  webhookSecret: SecretSource | undefined;
  /**
   * The SSM parameter holding the CloudFront distribution id (written by the stack after the
   * distribution exists); none: publishing purges the server's cache only (local runs).
   */
  distributionIdParameter: string | undefined;
}

export class SettingsError extends Error {
  override name = "SettingsError";
}

const DEFAULT_CMS_GRAPHQL_URL = "http://127.0.0.1:4000/graphql";
const DEFAULT_SITEMAP_BASE_URL = "http://localhost:3000";

export function readSettings(env: Record<string, string | undefined>): SiteSettings {
  return {
    cmsGraphqlUrl: httpUrl(env, "CMS_GRAPHQL_URL", DEFAULT_CMS_GRAPHQL_URL),
    cmsMediaOrigin: httpOrigin(
      env,
      "CMS_MEDIA_ORIGIN",
      new URL(httpUrl(env, "CMS_GRAPHQL_URL", DEFAULT_CMS_GRAPHQL_URL)).origin,
    ),
    cmsTimeoutMs: positiveMilliseconds(env, "CMS_TIMEOUT_MS", 2500),
    cmsClientName: env.CMS_CLIENT_NAME || undefined,
    cmsClientVersion: env.CMS_CLIENT_VERSION || undefined,
    cmsUseGetForQueries: flag(env, "CMS_USE_GET_FOR_QUERIES"),
    cmsAuth: cmsAuth(env),
    cmsCache: {
      ttlSeconds: nonNegativeInteger(env, "CMS_CACHE_TTL_SECONDS", 60),
      swrSeconds: nonNegativeInteger(env, "CMS_CACHE_SWR_SECONDS", 300),
      maxStaleSeconds: nonNegativeInteger(env, "CMS_CACHE_MAX_STALE_SECONDS", 86_400),
      maxEntries: nonNegativeInteger(env, "CMS_CACHE_MAX_ENTRIES", 5000, "entries"),
      maxMegabytes: nonNegativeInteger(env, "CMS_CACHE_MAX_MB", 64, "megabytes"),
    },
    publish: {
      webhookSecret: secret(env, "CMS_WEBHOOK_SECRET", "CMS_WEBHOOK_SECRET_PARAMETER"),
      distributionIdParameter: parameterName(env, "CLOUDFRONT_DISTRIBUTION_ID_PARAMETER"),
    },
    analytics: analytics(env),
    sitemapBaseUrl: httpOrigin(env, "SITEMAP_BASE_URL", DEFAULT_SITEMAP_BASE_URL),
    indexable: oneOf(env, "SITE_ROBOTS", ["index", "noindex"], "index") === "index",
  };
}

let current: SiteSettings | undefined;

/** The settings of this server process, validated on first use (at start-up, see instrumentation.ts). */
export function siteSettings(): SiteSettings {
  current ??= readSettings(process.env);
  return current;
}

/**
 * All three CMS_AUTH_* settings, or none (a CMS that never asks for a token). The client
 * secret may instead be named by CMS_AUTH_CLIENT_SECRET_PARAMETER (deployed stages).
 */
function cmsAuth(env: Record<string, string | undefined>): CmsAuthSettings | undefined {
  const clientSecret = secret(env, "CMS_AUTH_CLIENT_SECRET", "CMS_AUTH_CLIENT_SECRET_PARAMETER");
  const names = ["CMS_AUTH_TOKEN_URL", "CMS_AUTH_CLIENT_ID", "CMS_AUTH_CLIENT_SECRET"] as const;
  const missing = names.filter((name) =>
    name === "CMS_AUTH_CLIENT_SECRET" ? !clientSecret : !env[name],
  );
  if (missing.length === names.length) return undefined;
  if (missing.length > 0 || !clientSecret) {
    throw new SettingsError(
      `${missing.join(", ")} must be set too: CMS auth needs all of ${names.join(", ")}`,
    );
  }
  return {
    tokenUrl: httpUrl(env, "CMS_AUTH_TOKEN_URL", ""),
    clientId: env.CMS_AUTH_CLIENT_ID ?? "",
    clientSecret,
  };
}

/** A secret given as a value (`name`) or as the SSM parameter holding it (`parameterVariable`). */
function secret(
  env: Record<string, string | undefined>,
  name: string,
  parameterVariable: string,
): SecretSource | undefined {
  const value = env[name];
  const parameter = parameterName(env, parameterVariable);
  if (value && parameter) {
    throw new SettingsError(`set ${name} or ${parameterVariable}, not both`);
  }
  if (parameter) return { parameter };
  return value ? { value } : undefined;
}

/** An SSM parameter name: a path such as /corus-site/production/cms-webhook-secret. */
function parameterName(env: Record<string, string | undefined>, name: string): string | undefined {
  const value = env[name];
  if (!value) return undefined;
  if (!/^(\/[A-Za-z0-9_.-]+)+$/.test(value)) {
    throw new SettingsError(
      `${name} must be an SSM parameter path like /corus-site/production/name, got "${value}"`,
    );
  }
  return value;
}

function positiveMilliseconds(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
): number {
  const value = env[name];
  if (value === undefined || value === "") return fallback;
  if (!/^[1-9]\d*$/.test(value)) {
    throw new SettingsError(
      `${name} must be a whole number of milliseconds above 0, got "${value}"`,
    );
  }
  return Number(value);
}

function flag(env: Record<string, string | undefined>, name: string): boolean {
  const value = env[name];
  if (value === undefined || value === "" || value === "false") return false;
  if (value === "true") return true;
  throw new SettingsError(`${name} must be "true" or "false", got "${value}"`);
}

function httpUrl(env: Record<string, string | undefined>, name: string, fallback: string): string {
  const value = env[name] || fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SettingsError(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new SettingsError(`${name} must be an http(s) URL, got "${value}"`);
  }
  return url.toString();
}

function nonNegativeInteger(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
  unit = "seconds",
): number {
  const value = env[name];
  if (value === undefined || value === "") return fallback;
  if (!/^\d+$/.test(value)) {
    throw new SettingsError(`${name} must be a whole number of ${unit}, got "${value}"`);
  }
  return Number(value);
}

function analytics(env: Record<string, string | undefined>): AnalyticsSettings {
  return {
    app: {
      version: text(env, "ANALYTICS_APP_VERSION", "local"),
      platform: text(env, "ANALYTICS_PLATFORM", "web"),
      name: text(env, "ANALYTICS_APP_NAME", "corporate-website"),
      brand: text(env, "ANALYTICS_BRAND", "Corus Entertainment"),
    },
    tagManagerUrl: optionalHttpUrl(env, "ANALYTICS_TAG_MANAGER_URL"),
    sessionReplaySnippet: env.ANALYTICS_SESSION_REPLAY_SNIPPET?.trim() || undefined,
    audienceScriptUrl: optionalHttpUrl(env, "ANALYTICS_AUDIENCE_SCRIPT_URL"),
    audienceNoscriptUrl: optionalHttpUrl(env, "ANALYTICS_AUDIENCE_NOSCRIPT_URL"),
  };
}

function text(env: Record<string, string | undefined>, name: string, fallback: string): string {
  return env[name]?.trim() || fallback;
}

function optionalHttpUrl(
  env: Record<string, string | undefined>,
  name: string,
): string | undefined {
  return env[name] ? httpUrl(env, name, "") : undefined;
}

/** An http(s) origin such as https://www.example.com, returned without a trailing slash. */
function httpOrigin(
  env: Record<string, string | undefined>,
  name: string,
  fallback: string,
): string {
  const url = new URL(httpUrl(env, name, fallback));
  if (url.pathname !== "/" || url.search || url.hash || url.username) {
    throw new SettingsError(
      `${name} must be an origin like https://www.example.com, got "${env[name]}"`,
    );
  }
  return url.origin;
}

function oneOf<T extends string>(
  env: Record<string, string | undefined>,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const value = env[name] || fallback;
  const match = allowed.find((candidate) => candidate === value);
  if (match === undefined) {
    throw new SettingsError(`${name} must be one of ${allowed.join(", ")}, got "${value}"`);
  }
  return match;
}

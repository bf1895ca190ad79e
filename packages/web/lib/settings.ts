// The site's settings: read from the environment once, validated, then passed on.
// Locally every value defaults to the embedded content service; deployed stages set them
// (see .env.example and stacks/).

export interface SiteSettings {
  /** WPGraphQL endpoint of the CMS. */
  cmsGraphqlUrl: string;
  /** How long the app shell (menus, site options) is reused across requests. */
  shellCacheSeconds: number;
}

export class SettingsError extends Error {
  override name = "SettingsError";
}

const DEFAULT_CMS_GRAPHQL_URL = "http://127.0.0.1:4000/graphql";

export function readSettings(env: Record<string, string | undefined>): SiteSettings {
  return {
    cmsGraphqlUrl: httpUrl(env, "CMS_GRAPHQL_URL", DEFAULT_CMS_GRAPHQL_URL),
    shellCacheSeconds: nonNegativeInteger(env, "SHELL_CACHE_SECONDS", 60),
  };
}

let current: SiteSettings | undefined;

/** The settings of this server process, validated on first use (at start-up, see instrumentation.ts). */
export function siteSettings(): SiteSettings {
  current ??= readSettings(process.env);
  return current;
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
): number {
  const value = env[name];
  if (value === undefined || value === "") return fallback;
  if (!/^\d+$/.test(value)) {
    throw new SettingsError(`${name} must be a whole number of seconds, got "${value}"`);
  }
  return Number(value);
}

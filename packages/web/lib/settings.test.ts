import { describe, expect, it } from "vitest";
import { readSettings, SettingsError } from "./settings";

describe("readSettings", () => {
  it("defaults to the embedded content service", () => {
    expect(readSettings({})).toMatchObject({
      cmsGraphqlUrl: "http://127.0.0.1:4000/graphql",
      cmsMediaOrigin: "http://127.0.0.1:4000",
      cmsCache: {
        ttlSeconds: 60,
        swrSeconds: 300,
        maxStaleSeconds: 86_400,
        maxEntries: 5000,
        maxMegabytes: 64,
      },
      pageMarkupCacheMegabytes: 32,
      cmsPageWaitMs: 1500,
      cmsColdPageWaitMs: 8000,
    });
  });

  it("keeps a cold page's wait below the function's timeout and not below a page's wait", () => {
    expect(() => readSettings({ CMS_COLD_PAGE_WAIT_MS: "9500" })).toThrow(
      /CMS_COLD_PAGE_WAIT_MS must be at most 9000/,
    );
    expect(() => readSettings({ CMS_PAGE_WAIT_MS: "2000", CMS_COLD_PAGE_WAIT_MS: "1000" })).toThrow(
      /CMS_COLD_PAGE_WAIT_MS must be at least CMS_PAGE_WAIT_MS \(2000\)/,
    );
  });

  it("reads a real WordPress endpoint", () => {
    const settings = readSettings({
      CMS_GRAPHQL_URL: "https://cms.example.com/graphql",
      CMS_CACHE_TTL_SECONDS: "0",
      CMS_CACHE_MAX_MB: "16",
      PAGE_MARKUP_CACHE_MB: "0",
    });
    expect(settings).toMatchObject({
      cmsGraphqlUrl: "https://cms.example.com/graphql",
      cmsMediaOrigin: "https://cms.example.com",
      cmsCache: { ttlSeconds: 0, maxMegabytes: 16 },
      pageMarkupCacheMegabytes: 0,
    });
  });

  it("takes the media origin from its own setting when media live elsewhere", () => {
    const settings = readSettings({
      CMS_GRAPHQL_URL: "https://cms.example.com/graphql",
      CMS_MEDIA_ORIGIN: "https://media.example.com/",
    });
    expect(settings.cmsMediaOrigin).toBe("https://media.example.com");
  });

  it.each([
    [{ CMS_GRAPHQL_URL: "cms.example.com/graphql" }, /CMS_GRAPHQL_URL must be an absolute/],
    [{ CMS_GRAPHQL_URL: "ftp://cms.example.com/graphql" }, /CMS_GRAPHQL_URL must be an http/],
    [{ CMS_CACHE_TTL_SECONDS: "soon" }, /CMS_CACHE_TTL_SECONDS must be a whole number of seconds/],
    [{ CMS_CACHE_MAX_ENTRIES: "-1" }, /CMS_CACHE_MAX_ENTRIES must be a whole number of entries/],
    [{ CMS_CACHE_MAX_MB: "1.5" }, /CMS_CACHE_MAX_MB must be a whole number of megabytes/],
    [{ PAGE_MARKUP_CACHE_MB: "lots" }, /PAGE_MARKUP_CACHE_MB must be a whole number of megabytes/],
    [{ CMS_PAGE_WAIT_MS: "0" }, /CMS_PAGE_WAIT_MS must be/],
    [
      { CMS_MEDIA_ORIGIN: "https://media.example.com/uploads/" },
      /CMS_MEDIA_ORIGIN must be an origin/,
    ],
  ])("names the variable that is wrong: %j", (env, message) => {
    expect(() => readSettings(env)).toThrow(message);
  });
});

describe("readSettings: analytics, sitemap and robots", () => {
  it("defaults to no third-party script, a local origin and an indexable site", () => {
    const settings = readSettings({});
    expect(settings.analytics).toEqual({
      app: {
        version: "local",
        platform: "web",
        name: "corporate-website",
        brand: "Corus Entertainment",
      },
      tools: [],
      audienceNoscriptUrl: undefined,
    });
    expect(settings.sitemapBaseUrl).toBe("http://localhost:3000");
    expect(settings.indexable).toBe(true);
  });

  it("reads a deployed stage's analytics, origin and robots", () => {
    const settings = readSettings({
      ANALYTICS_APP_VERSION: "2.4.1",
      ANALYTICS_PLATFORM: "aws",
      ANALYTICS_APP_NAME: "corus-corporate",
      ANALYTICS_BRAND: "Corus",
      ANALYTICS_TAG_MANAGER_URL: "https://tags.example.com/gtm.js?id=GTM-1",
      ANALYTICS_TAG_MANAGER_CATEGORY: "measurement",
      ANALYTICS_TAG_MANAGER_NAME: "Google Tag Manager",
      ANALYTICS_TAG_MANAGER_COOKIES: "_ga, _ga_*",
      ANALYTICS_SESSION_REPLAY_SNIPPET: "  window.replay = true;  ",
      ANALYTICS_SESSION_REPLAY_CATEGORY: "session-replay",
      ANALYTICS_AUDIENCE_SCRIPT_URL: "https://audience.example.com/beacon.js",
      ANALYTICS_AUDIENCE_CATEGORY: "audience-measurement",
      ANALYTICS_AUDIENCE_NOSCRIPT_URL: "https://audience.example.com/p?c1=2&c2=1",
      ANALYTICS_AUDIENCE_NOSCRIPT_EXEMPT: "true",
      SITEMAP_BASE_URL: "https://www.example.com/",
      SITE_ROBOTS: "noindex",
    });
    expect(settings.analytics).toEqual({
      app: { version: "2.4.1", platform: "aws", name: "corus-corporate", brand: "Corus" },
      tools: [
        {
          id: "tag-manager",
          name: "Google Tag Manager",
          category: "measurement",
          load: { src: "https://tags.example.com/gtm.js?id=GTM-1", whenPageLoaded: false },
          cookies: ["_ga", "_ga_*"],
        },
        {
          id: "session-replay",
          name: "Session replay",
          category: "session-replay",
          load: { code: "window.replay = true;" },
          cookies: [],
        },
        {
          id: "audience-measurement",
          name: "Audience measurement",
          category: "audience-measurement",
          load: { src: "https://audience.example.com/beacon.js", whenPageLoaded: true },
          cookies: [],
        },
      ],
      audienceNoscriptUrl: "https://audience.example.com/p?c1=2&c2=1",
    });
    expect(settings.sitemapBaseUrl).toBe("https://www.example.com");
    expect(settings.indexable).toBe(false);
  });

  it.each([
    [{ ANALYTICS_TAG_MANAGER_URL: "gtm.js" }, /ANALYTICS_TAG_MANAGER_URL must be an absolute/],
    [
      { ANALYTICS_TAG_MANAGER_URL: "https://tags.example.com/gtm.js" },
      /ANALYTICS_TAG_MANAGER_CATEGORY must be set when ANALYTICS_TAG_MANAGER_URL is \(one of measurement, session-replay, audience-measurement\)/,
    ],
    [
      { ANALYTICS_SESSION_REPLAY_SNIPPET: "window.replay = true;" },
      /ANALYTICS_SESSION_REPLAY_CATEGORY must be set when ANALYTICS_SESSION_REPLAY_SNIPPET is/,
    ],
    [
      { ANALYTICS_AUDIENCE_SCRIPT_URL: "https://a.example.com/b.js" },
      /ANALYTICS_AUDIENCE_CATEGORY must be set when ANALYTICS_AUDIENCE_SCRIPT_URL is/,
    ],
    [
      { ANALYTICS_AUDIENCE_CATEGORY: "advertising" },
      /ANALYTICS_AUDIENCE_CATEGORY must be one of measurement, session-replay, audience-measurement, got "advertising"/,
    ],
    [
      { ANALYTICS_TAG_MANAGER_COOKIES: "_ga, a=b" },
      /ANALYTICS_TAG_MANAGER_COOKIES must hold cookie names/,
    ],
    [
      { ANALYTICS_AUDIENCE_NOSCRIPT_URL: "https://a.example.com/p.gif" },
      /ANALYTICS_AUDIENCE_NOSCRIPT_URL counts visitors who cannot consent: set ANALYTICS_AUDIENCE_NOSCRIPT_EXEMPT=true/,
    ],
    [
      { ANALYTICS_AUDIENCE_SCRIPT_URL: "javascript:alert(1)" },
      /ANALYTICS_AUDIENCE_SCRIPT_URL must be an http/,
    ],
    [
      { ANALYTICS_AUDIENCE_NOSCRIPT_URL: "//pixel.gif" },
      /ANALYTICS_AUDIENCE_NOSCRIPT_URL must be an absolute/,
    ],
    [{ SITEMAP_BASE_URL: "www.example.com" }, /SITEMAP_BASE_URL must be an absolute/],
    [{ SITEMAP_BASE_URL: "https://www.example.com/en/" }, /SITEMAP_BASE_URL must be an origin/],
    [{ SITE_ROBOTS: "no" }, /SITE_ROBOTS must be one of index, noindex/],
  ])("names the variable that is wrong: %j", (env, message) => {
    expect(() => readSettings(env)).toThrow(message);
  });
});

/** As `npm start` makes them: `openssl rand -hex 32`. */
const LONG_SECRET = "9f2c4e1a7b3d5f60".repeat(4);

describe("readSettings: secrets and the CDN", () => {
  it.each(["CMS_WEBHOOK_SECRET", "CMS_PREVIEW_SECRET"])(
    "refuses a %s shorter than 32 characters, naming it but never showing the value",
    (name) => {
      const short = "guessable-31-characters-secret!";
      expect(short).toHaveLength(31);
      const error = (() => {
        try {
          readSettings({ [name]: short });
        } catch (thrown) {
          return thrown as Error;
        }
      })();
      expect(error?.message).toContain(`${name} must be at least 32 characters long, got 31`);
      expect(error?.message).not.toContain(short);
      expect(readSettings({ [name]: `${short}x` })).toBeDefined();
    },
  );

  it("has no webhook secret and no CDN unless given, and would invalidate it by tags", () => {
    expect(readSettings({}).publish).toEqual({
      webhookSecret: undefined,
      distributionIdParameter: undefined,
      cdnInvalidation: "tags",
      purgeLogTable: undefined,
    });
  });

  it("invalidates by paths on a distribution without cache tags, and says what else it takes", () => {
    expect(readSettings({ CDN_INVALIDATION: "paths" }).publish.cdnInvalidation).toBe("paths");
    expect(() => readSettings({ CDN_INVALIDATION: "urls" })).toThrow(
      'CDN_INVALIDATION must be "tags" or "paths"',
    );
  });

  it("takes a secret as a value (local) or as the SSM parameter holding it (deployed)", () => {
    expect(readSettings({ CMS_WEBHOOK_SECRET: LONG_SECRET }).publish.webhookSecret).toEqual({
      value: LONG_SECRET,
    });
    const deployed = readSettings({
      CMS_WEBHOOK_SECRET_PARAMETER: "/corus-site/production/cms-webhook-secret",
      CLOUDFRONT_DISTRIBUTION_ID_PARAMETER: "/corus-site/production/distribution-id",
      CMS_AUTH_USER: "site-previews",
      CMS_AUTH_APP_PASSWORD_PARAMETER: "/corus-site/production/cms-auth-app-password",
    });
    expect(deployed.publish).toMatchObject({
      webhookSecret: { parameter: "/corus-site/production/cms-webhook-secret" },
      distributionIdParameter: "/corus-site/production/distribution-id",
    });
    expect(deployed.cmsAuth).toEqual({
      user: "site-previews",
      appPassword: { parameter: "/corus-site/production/cms-auth-app-password" },
    });
  });

  it("takes the preview secret the same two ways, and has none unless given", () => {
    expect(readSettings({}).preview.secret).toBeUndefined();
    expect(readSettings({ CMS_PREVIEW_SECRET: LONG_SECRET }).preview.secret).toEqual({
      value: LONG_SECRET,
    });
    expect(
      readSettings({ CMS_PREVIEW_SECRET_PARAMETER: "/corus-site/production/cms-preview-secret" })
        .preview.secret,
    ).toEqual({ parameter: "/corus-site/production/cms-preview-secret" });
  });

  it.each([
    [
      { CMS_WEBHOOK_SECRET: LONG_SECRET, CMS_WEBHOOK_SECRET_PARAMETER: "/a/b" },
      "set CMS_WEBHOOK_SECRET or CMS_WEBHOOK_SECRET_PARAMETER, not both",
    ],
    [
      { CMS_PREVIEW_SECRET: LONG_SECRET, CMS_PREVIEW_SECRET_PARAMETER: "/a/b" },
      "set CMS_PREVIEW_SECRET or CMS_PREVIEW_SECRET_PARAMETER, not both",
    ],
    [
      { CLOUDFRONT_DISTRIBUTION_ID_PARAMETER: "distribution-id" },
      "CLOUDFRONT_DISTRIBUTION_ID_PARAMETER must be an SSM parameter path",
    ],
    [
      { CMS_AUTH_USER: "site-previews" },
      "CMS_AUTH_APP_PASSWORD (or CMS_AUTH_APP_PASSWORD_PARAMETER) must be set too",
    ],
    [{ CMS_AUTH_APP_PASSWORD: "abcd efgh ijkl mnop qrst uvwx" }, "CMS_AUTH_USER must be set too"],
    [
      { CMS_AUTH_APP_PASSWORD: "abcd", CMS_AUTH_APP_PASSWORD_PARAMETER: "/a/b" },
      "set CMS_AUTH_APP_PASSWORD or CMS_AUTH_APP_PASSWORD_PARAMETER, not both",
    ],
    [
      { PREVIEW_SESSION_SECONDS: "7200" },
      "PREVIEW_SESSION_SECONDS must be from 10 to 3600 seconds",
    ],
  ])("names what is wrong: %j", (env, message) => {
    expect(() => readSettings(env)).toThrow(message);
  });
});

describe("readSettings: what a wrong environment is told", () => {
  it.each([
    [
      { CMS_TIMEOUT_MS: "0" },
      'CMS_TIMEOUT_MS must be a whole number of milliseconds above 0, got "0"',
    ],
    [
      { CMS_USE_GET_FOR_QUERIES: "yes" },
      'CMS_USE_GET_FOR_QUERIES must be "true" or "false", got "yes"',
    ],
    [
      { CMS_GRAPHQL_URL: "http://cms.example.com/graphql" },
      'CMS_GRAPHQL_URL must be an https URL (plain http only to this machine: localhost, 127.0.0.1, [::1]), got "http://cms.example.com/graphql"',
    ],
    [
      { ANALYTICS_CSP_ORIGINS: "https://ok.example.net, http://plain.example.net" },
      'ANALYTICS_CSP_ORIGINS must hold https origins such as https://cdn.example.com, got "http://plain.example.net"',
    ],
    [
      { SITEMAP_BASE_URL: "https://www.example.com/en/" },
      'SITEMAP_BASE_URL must be an origin like https://www.example.com, got "https://www.example.com/en/"',
    ],
    // A rule over several variables: the variable it names, and that variable's own value
    // (not the whole environment's, "[object Object]").
    [
      { ANALYTICS_TAG_MANAGER_URL: "https://tags.example.com/gtm.js" },
      "ANALYTICS_TAG_MANAGER_CATEGORY must be set when ANALYTICS_TAG_MANAGER_URL is (one of measurement, session-replay, audience-measurement): the consent category the tool loads under",
    ],
    [
      { ANALYTICS_AUDIENCE_NOSCRIPT_URL: "https://a.example.com/p.gif" },
      'ANALYTICS_AUDIENCE_NOSCRIPT_URL counts visitors who cannot consent: set ANALYTICS_AUDIENCE_NOSCRIPT_EXEMPT=true only where the tool is exempt from consent (docs/privacy.md), or unset it, got "https://a.example.com/p.gif"',
    ],
    [
      { CMS_PAGE_WAIT_MS: "3000", CMS_COLD_PAGE_WAIT_MS: "2000" },
      'CMS_COLD_PAGE_WAIT_MS must be at least CMS_PAGE_WAIT_MS (3000), got "2000"',
    ],
    // Third-party scripts and the pixel: https only.
    ...(
      [
        ["ANALYTICS_TAG_MANAGER_URL", "ANALYTICS_TAG_MANAGER_CATEGORY"],
        ["ANALYTICS_AUDIENCE_SCRIPT_URL", "ANALYTICS_AUDIENCE_CATEGORY"],
      ] as const
    ).map(([variable, category]): [Record<string, string>, string] => [
      { [variable]: "http://tools.example.com/t.js", [category]: "measurement" },
      `${variable} must be an https URL, got "http://tools.example.com/t.js"`,
    ]),
    [
      {
        ANALYTICS_AUDIENCE_NOSCRIPT_URL: "http://tools.example.com/p.gif",
        ANALYTICS_AUDIENCE_NOSCRIPT_EXEMPT: "true",
      },
      'ANALYTICS_AUDIENCE_NOSCRIPT_URL must be an https URL, got "http://tools.example.com/p.gif"',
    ],
  ])("%j: the whole message", (env, message) => {
    expect(() => readSettings(env)).toThrow(new SettingsError(message));
  });

  it("names every wrong variable at once", () => {
    expect(() =>
      readSettings({ CMS_GRAPHQL_URL: "ftp://cms.example.com/graphql", SITE_ROBOTS: "no" }),
    ).toThrow(
      'CMS_GRAPHQL_URL must be an http(s) URL, got "ftp://cms.example.com/graphql"; ' +
        'SITE_ROBOTS must be one of index, noindex, got "no"',
    );
  });

  it("reads an empty value as unset", () => {
    expect(
      readSettings({ CMS_GRAPHQL_URL: "", CMS_TIMEOUT_MS: "", CMS_AUTH_USER: "" }),
    ).toMatchObject({
      cmsGraphqlUrl: "http://127.0.0.1:4000/graphql",
      cmsTimeoutMs: 2500,
      cmsAuth: undefined,
    });
  });

  it("reads the WordPress account: a user and their Application Password", () => {
    expect(
      readSettings({
        CMS_AUTH_USER: "site-previews",
        CMS_AUTH_APP_PASSWORD: "abcd efgh ijkl mnop qrst uvwx",
        CMS_USE_GET_FOR_QUERIES: "true",
        CMS_TIMEOUT_MS: "900",
      }),
    ).toMatchObject({
      cmsAuth: { user: "site-previews", appPassword: { value: "abcd efgh ijkl mnop qrst uvwx" } },
      cmsUseGetForQueries: true,
      cmsTimeoutMs: 900,
    });
  });

  it.each([
    "http://127.0.0.1:4000/graphql",
    "http://localhost:8080/graphql",
    "http://[::1]:4000/graphql",
    "https://cms.example.com/graphql",
  ])("takes %s as the CMS (plain http to this machine only)", (url) => {
    expect(readSettings({ CMS_GRAPHQL_URL: url }).cmsGraphqlUrl).toBe(url);
  });

  it("allows the CMS's media host, the analytics tools and the players in the content-security policy", () => {
    expect(
      readSettings({
        CMS_GRAPHQL_URL: "https://cms.example.com/graphql",
        CMS_MEDIA_ORIGIN: "https://media.example.com",
        ANALYTICS_TAG_MANAGER_URL: "https://tags.example.net/gtm.js",
        ANALYTICS_TAG_MANAGER_CATEGORY: "measurement",
        ANALYTICS_CSP_ORIGINS: "https://collect.example.net, https://tags.example.net",
      }).contentSources,
    ).toEqual({
      mediaOrigin: "https://media.example.com",
      analyticsOrigins: ["https://tags.example.net", "https://collect.example.net"],
      // The players' privacy-enhanced origins: a player loads nowhere else.
      frameOrigins: ["https://www.youtube-nocookie.com", "https://player.vimeo.com"],
    });
  });
});

// The site's settings: read from the environment once, validated, then passed on.
// Locally every value defaults to the embedded content service; deployed stages set them
// (see .env.example and stacks/). Each variable is declared once in a zod schema, in the
// manner of @t3-oss/env-nextjs (an empty value counts as unset); what zod finds wrong is
// reported with the variable's name and the value it got.
import { z } from "zod";
import type { ContentSources } from "@corus/site-rules/content-security-policy";
import { metricsNamespace } from "@corus/site-rules/metrics";
import { settingsProblems } from "@corus/site-rules/settings-problems";
import { sharedSecretError } from "@corus/site-rules/shared-secret";
import { VIDEO_PLAYER_ORIGINS } from "@corus/site-rules/video-hosts";
import {
  CONSENT_CATEGORIES,
  type ConsentCategory,
  type ConsentedTool,
} from "./consent/categories.ts";

export interface SiteSettings {
  /** WPGraphQL endpoint of the CMS. */
  cmsGraphqlUrl: string;
  /** Origin the CMS's media (uploads) are served from: the image optimizer may fetch there. */
  cmsMediaOrigin: string;
  /** Time limit of one CMS request attempt; three attempts must fit the function timeout. */
  cmsTimeoutMs: number;
  /**
   * How long a page waits, in all, for CMS answers not cached: past it, a stale answer or the
   * 503 page, while the loads go on to fill the cache (a hanging CMS must not hang pages).
   */
  cmsPageWaitMs: number;
  /**
   * Instead, for answers with nothing stale to serve while the CMS is not failing
   * (lib/cms/health.ts): a slow but healthy CMS costs a cold page time, not a 503.
   */
  cmsColdPageWaitMs: number;
  /** Sent as apollographql-client-name / -version headers when set. */
  cmsClientName: string | undefined;
  cmsClientVersion: string | undefined;
  /** Send queries as GET (cacheable by a CDN in front of the CMS); off: POST with JSON. */
  cmsUseGetForQueries: boolean;
  /**
   * The site's WordPress account, for previews alone: public reads never carry it, so no
   * visitor's page can hold what only an editor may read. None: previews answer 503.
   */
  cmsAuth: CmsAuthSettings | undefined;
  /** The server's cache of CMS answers (lib/cms/cache.ts). */
  cmsCache: CmsCacheSettings;
  /** Bound on the rendered pages kept for reuse (lib/render/page-markup-cache.server.ts); 0: none. */
  pageMarkupCacheMegabytes: number;
  /** The publish webhook (pages/api/revalidate.ts) and the CDN it invalidates. */
  publish: PublishSettings;
  /** Editors' previews (pages/api/preview.ts). */
  preview: PreviewSettings;
  /**
   * View events and third-party tools; each tool only when its setting is present, and in the
   * browser only once the visitor has granted its consent category (lib/consent).
   */
  analytics: AnalyticsSettings;
  /** What the Content-Security-Policy allows besides the site itself (@corus/site-rules). */
  contentSources: ContentSources;
  /** Public origin of the site, without a trailing slash: sitemap URLs are built on it. */
  sitemapBaseUrl: string;
  /** False on stage and preview deployments: robots.txt then answers `Disallow: /`. */
  indexable: boolean;
  /** The CloudWatch namespace of the server's metrics (@corus/site-rules/metrics; set by the stack). */
  metricsNamespace: string;
  /**
   * Whether the server writes its metrics (embedded-metric-format lines): on Lambda, where
   * CloudWatch reads them from the log; elsewhere (`npm start`, the tests) only when asked with
   * Powertools' own POWERTOOLS_METRICS_DISABLED=false, so the console stays a log a person
   * reads. Powertools' variable, and Lambda's own: neither is the stack's to set.
   */
  writeMetrics: boolean;
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
  /**
   * The configured tools, each in its consent category: the tag manager (whose data layer
   * receives the view events), the session-replay tool (inline code), audience measurement.
   */
  tools: ConsentedTool[];
  /**
   * Pixel the audience-measurement tool counts visitors without JavaScript with. No one can
   * consent without JavaScript, so it is present only where a deployment declares the tool
   * exempt from consent (ANALYTICS_AUDIENCE_NOSCRIPT_EXEMPT, docs/privacy.md).
   */
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

/**
 * A WordPress Application Password (core since 5.6), sent as HTTP Basic auth: the user's login
 * and the password WordPress generated for the site.
 */
export interface CmsAuthSettings {
  user: string;
  appPassword: SecretSource;
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
  /**
   * How CloudFront is told what changed: by the cache tags each page names (the
   * distribution's CacheTagConfig, the stack's default), or by the paths that show it (a
   * distribution without tags).
   */
  cdnInvalidation: "tags" | "paths";
  /**
   * The DynamoDB table every server instance records and reads purges in (written by the
   * stack); none: one server process, which the webhook purges directly (local runs).
   */
  purgeLogTable: string | undefined;
}

export interface PreviewSettings {
  /** The secret the CMS signs preview links with; none: /api/preview answers 503. */
  secret: SecretSource | undefined;
  /** How long a preview lasts once opened: the one post it grants, for this long. */
  sessionSeconds: number;
}

export class SettingsError extends Error {
  override name = "SettingsError";
}

const DEFAULT_CMS_GRAPHQL_URL = "http://127.0.0.1:4000/graphql";
const DEFAULT_SITEMAP_BASE_URL = "http://localhost:3000";
/** Secrets given as a value (local) or as the SSM parameter holding it (deployed), not both. */
const SECRET_VARIABLES = [
  ["CMS_AUTH_APP_PASSWORD", "CMS_AUTH_APP_PASSWORD_PARAMETER"],
  ["CMS_WEBHOOK_SECRET", "CMS_WEBHOOK_SECRET_PARAMETER"],
  ["CMS_PREVIEW_SECRET", "CMS_PREVIEW_SECRET_PARAMETER"],
] as const;

/** Variables holding secret values: an error about one never shows the value it got. */
const SECRET_VALUE_VARIABLES = new Set<string>(SECRET_VARIABLES.map(([value]) => value));

// The messages leave the variable's name out: settingsProblems puts it first.
const sharedSecret = z.string().refine((value) => sharedSecretError(value.length) === undefined, {
  error: (issue) => sharedSecretError(String(issue.input).length),
});

const absoluteHttpUrl = z
  .string()
  .refine((value) => URL.canParse(value), { error: "must be an absolute http(s) URL", abort: true })
  .refine((value) => /^https?:$/.test(new URL(value).protocol), {
    error: "must be an http(s) URL",
    abort: true,
  });
const httpUrl = absoluteHttpUrl.transform((value) => new URL(value).toString());

/**
 * A URL the site sends credentials or trusts answers from: https, except on this machine (the
 * embedded content service, a WordPress under test), where nothing crosses a network.
 */
const httpsUnlessLocal = httpUrl.refine(
  (value) => new URL(value).protocol === "https:" || isLoopback(new URL(value).hostname),
  { error: "must be an https URL (plain http only to this machine: localhost, 127.0.0.1, [::1])" },
);

/**
 * A third-party tool's script or pixel: https only, as the pages are served (a script over
 * plain http could be replaced on the way, and browsers block it on an https page).
 */
const httpsUrl = httpUrl.refine((value) => new URL(value).protocol === "https:", {
  error: "must be an https URL",
});

/** An https origin a tool of the site loads from or reports to. */
const httpsOrigin = z
  .string()
  .refine(
    (value) => {
      const url = URL.canParse(value) ? new URL(value) : undefined;
      return url?.protocol === "https:" && url.origin === value.replace(/\/$/, "");
    },
    { error: "must hold https origins such as https://cdn.example.com" },
  )
  .transform((value) => new URL(value).origin);

/** An http(s) origin such as https://www.example.com, given without a trailing slash. */
const httpOrigin = absoluteHttpUrl
  .refine(
    (value) => {
      const url = new URL(value);
      return url.pathname === "/" && !url.search && !url.hash && !url.username;
    },
    { error: "must be an origin like https://www.example.com", abort: true },
  )
  .transform((value) => new URL(value).origin);

const wholeNumber = (unit: string) =>
  z.string().regex(/^\d+$/, `must be a whole number of ${unit}`).transform(Number);

/** The longest a cold page may wait for the CMS: the server function answers within 10 s. */
const MAX_COLD_PAGE_WAIT_MS = 9000;

const positiveMilliseconds = z
  .string()
  .regex(/^[1-9]\d*$/, "must be a whole number of milliseconds above 0")
  .transform(Number);

const flag = z
  .enum(["true", "false"], { error: 'must be "true" or "false"' })
  .transform((value) => value === "true");

/** Free text, trimmed; blank reads as the fallback. */
const text = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() || fallback);

/** An SSM parameter name: a path such as /corus-site/production/cms-webhook-secret. */
const parameterName = z
  .string()
  .regex(
    /^(\/[A-Za-z0-9_.-]+)+$/,
    "must be an SSM parameter path like /corus-site/production/name",
  );

const tableName = z.string().regex(/^[A-Za-z0-9_.-]{3,255}$/, "must be a DynamoDB table name");

const consentCategory = z.enum(CONSENT_CATEGORIES, {
  error: `must be one of ${CONSENT_CATEGORIES.join(", ")}`,
});

/** A comma-separated list (unset: empty), each item trimmed and checked by `item`. */
const commaList = <Item extends z.ZodType<string, string>>(item: Item) =>
  z
    .string()
    .default("")
    .transform((list) =>
      list
        .split(",")
        .map((value) => value.trim())
        .filter((value) => value !== ""),
    )
    .pipe(z.array(item));

/** Cookie names, comma-separated; a trailing * matches every name with that prefix. */
const cookieNames = commaList(
  z.string().regex(/^[A-Za-z0-9_.-]+\*?$/, {
    error: "must hold cookie names such as _ga or _ga_* (a trailing * matches a prefix)",
  }),
);

const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

const siteEnvironment = z
  .object({
    CMS_GRAPHQL_URL: httpsUnlessLocal.default(DEFAULT_CMS_GRAPHQL_URL),
    // Unset: the origin of CMS_GRAPHQL_URL.
    CMS_MEDIA_ORIGIN: httpOrigin.optional(),
    CMS_TIMEOUT_MS: positiveMilliseconds.default(2500),
    CMS_PAGE_WAIT_MS: positiveMilliseconds.default(1500),
    // Below the server function's timeout (SST's 10 s), which is also CloudFront's origin read
    // timeout: past it the visitor would get CloudFront's error instead of the site's 503.
    CMS_COLD_PAGE_WAIT_MS: positiveMilliseconds
      .default(8000)
      .refine((ms) => ms <= MAX_COLD_PAGE_WAIT_MS, {
        error: `must be at most ${MAX_COLD_PAGE_WAIT_MS} (the server function times out at 10 s)`,
      }),
    CMS_CLIENT_NAME: z.string().optional(),
    CMS_CLIENT_VERSION: z.string().optional(),
    CMS_USE_GET_FOR_QUERIES: flag.default(false),
    CMS_AUTH_USER: z.string().trim().min(1).optional(),
    CMS_AUTH_APP_PASSWORD: z.string().optional(),
    CMS_AUTH_APP_PASSWORD_PARAMETER: parameterName.optional(),
    CMS_WEBHOOK_SECRET: sharedSecret.optional(),
    CMS_WEBHOOK_SECRET_PARAMETER: parameterName.optional(),
    CMS_PREVIEW_SECRET: sharedSecret.optional(),
    CMS_PREVIEW_SECRET_PARAMETER: parameterName.optional(),
    PREVIEW_SESSION_SECONDS: wholeNumber("seconds")
      .refine((seconds) => seconds >= 10 && seconds <= 3600, {
        error: "must be from 10 to 3600 seconds",
      })
      .default(900),
    CLOUDFRONT_DISTRIBUTION_ID_PARAMETER: parameterName.optional(),
    CDN_INVALIDATION: z
      .enum(["tags", "paths"], { error: 'must be "tags" or "paths"' })
      .default("tags"),
    CMS_PURGE_LOG_TABLE: tableName.optional(),
    // CloudWatch's rule for a namespace; the stack sets corus-site/<stage>.
    METRICS_NAMESPACE: z
      .string()
      .regex(/^[A-Za-z0-9.\-_/#:]{1,255}$/, "must be a CloudWatch namespace")
      .default(metricsNamespace("local")),
    CMS_CACHE_TTL_SECONDS: wholeNumber("seconds").default(60),
    CMS_CACHE_SWR_SECONDS: wholeNumber("seconds").default(300),
    CMS_CACHE_MAX_STALE_SECONDS: wholeNumber("seconds").default(86_400),
    CMS_CACHE_MAX_ENTRIES: wholeNumber("entries").default(5000),
    CMS_CACHE_MAX_MB: wholeNumber("megabytes").default(64),
    PAGE_MARKUP_CACHE_MB: wholeNumber("megabytes").default(32),
    ANALYTICS_APP_VERSION: text("local"),
    ANALYTICS_PLATFORM: text("web"),
    ANALYTICS_APP_NAME: text("corporate-website"),
    ANALYTICS_BRAND: text("Corus Entertainment"),
    ANALYTICS_TAG_MANAGER_URL: httpsUrl.optional(),
    ANALYTICS_TAG_MANAGER_CATEGORY: consentCategory.optional(),
    ANALYTICS_TAG_MANAGER_NAME: text("Tag manager"),
    ANALYTICS_TAG_MANAGER_COOKIES: cookieNames,
    ANALYTICS_SESSION_REPLAY_SNIPPET: optionalText,
    ANALYTICS_SESSION_REPLAY_CATEGORY: consentCategory.optional(),
    ANALYTICS_SESSION_REPLAY_NAME: text("Session replay"),
    ANALYTICS_SESSION_REPLAY_COOKIES: cookieNames,
    ANALYTICS_AUDIENCE_SCRIPT_URL: httpsUrl.optional(),
    ANALYTICS_AUDIENCE_CATEGORY: consentCategory.optional(),
    ANALYTICS_AUDIENCE_NAME: text("Audience measurement"),
    ANALYTICS_AUDIENCE_COOKIES: cookieNames,
    ANALYTICS_AUDIENCE_NOSCRIPT_URL: httpsUrl.optional(),
    ANALYTICS_AUDIENCE_NOSCRIPT_EXEMPT: flag.default(false),
    // Unset: a video player embedded in content loads only when the visitor presses play.
    VIDEO_EMBED_CATEGORY: consentCategory.optional(),
    VIDEO_EMBED_NAME: text("Video players (YouTube, Vimeo)"),
    // A comma-separated list: origins the tools load from or report to besides those above.
    ANALYTICS_CSP_ORIGINS: commaList(httpsOrigin),
    SITEMAP_BASE_URL: httpOrigin.default(DEFAULT_SITEMAP_BASE_URL),
    SITE_ROBOTS: z
      .enum(["index", "noindex"], { error: "must be one of index, noindex" })
      .default("index"),
  })
  .superRefine((env, context) => {
    if (env.CMS_COLD_PAGE_WAIT_MS < env.CMS_PAGE_WAIT_MS) {
      context.addIssue({
        code: "custom",
        path: ["CMS_COLD_PAGE_WAIT_MS"],
        message: `must be at least CMS_PAGE_WAIT_MS (${env.CMS_PAGE_WAIT_MS})`,
      });
    }
    for (const [value, parameter] of SECRET_VARIABLES) {
      if (env[value] !== undefined && env[parameter] !== undefined) {
        context.addIssue({ code: "custom", message: `set ${value} or ${parameter}, not both` });
      }
    }
    // The user and the password, or neither (no previews); the password may instead be named
    // by CMS_AUTH_APP_PASSWORD_PARAMETER (deployed stages).
    const password =
      env.CMS_AUTH_APP_PASSWORD !== undefined || env.CMS_AUTH_APP_PASSWORD_PARAMETER !== undefined;
    if (password && env.CMS_AUTH_USER === undefined) {
      context.addIssue({
        code: "custom",
        message:
          "CMS_AUTH_USER must be set too: the Application Password belongs to that WordPress user",
      });
    }
    if (env.CMS_AUTH_USER !== undefined && !password) {
      context.addIssue({
        code: "custom",
        message:
          "CMS_AUTH_APP_PASSWORD (or CMS_AUTH_APP_PASSWORD_PARAMETER) must be set too: CMS_AUTH_USER needs its Application Password",
      });
    }
    // A tool loads only once its consent category is granted, so it cannot run without one.
    for (const [tool, category] of TOOL_CATEGORY_VARIABLES) {
      if (env[tool] !== undefined && env[category] === undefined) {
        context.addIssue({
          code: "custom",
          path: [category],
          message: `must be set when ${tool} is (one of ${CONSENT_CATEGORIES.join(", ")}): the consent category the tool loads under`,
        });
      }
    }
    // Visitors without JavaScript cannot be asked: the pixel counts them only where the
    // deployment has declared the tool exempt from consent.
    if (
      env.ANALYTICS_AUDIENCE_NOSCRIPT_URL !== undefined &&
      !env.ANALYTICS_AUDIENCE_NOSCRIPT_EXEMPT
    ) {
      context.addIssue({
        code: "custom",
        path: ["ANALYTICS_AUDIENCE_NOSCRIPT_URL"],
        message:
          "counts visitors who cannot consent: set ANALYTICS_AUDIENCE_NOSCRIPT_EXEMPT=true only where the tool is exempt from consent (docs/privacy.md), or unset it",
      });
    }
  });

/** Each tool's variable and the variable naming its consent category. */
const TOOL_CATEGORY_VARIABLES = [
  ["ANALYTICS_TAG_MANAGER_URL", "ANALYTICS_TAG_MANAGER_CATEGORY"],
  ["ANALYTICS_SESSION_REPLAY_SNIPPET", "ANALYTICS_SESSION_REPLAY_CATEGORY"],
  ["ANALYTICS_AUDIENCE_SCRIPT_URL", "ANALYTICS_AUDIENCE_CATEGORY"],
] as const;

/** Every variable the site reads (the stack passes each of them on: stacks/settings.ts). */
export const SITE_VARIABLES = Object.keys(siteEnvironment.shape) as (keyof SiteEnvironment)[];
type SiteEnvironment = z.input<typeof siteEnvironment>;

export function readSettings(env: Record<string, string | undefined>): SiteSettings {
  const set = withoutEmptyValues(env);
  const result = siteEnvironment.safeParse(set, { reportInput: true });
  if (!result.success) {
    throw new SettingsError(settingsProblems(result.error.issues, set, SECRET_VALUE_VARIABLES));
  }
  const values = result.data;
  const appPassword = secret(values.CMS_AUTH_APP_PASSWORD, values.CMS_AUTH_APP_PASSWORD_PARAMETER);
  const cmsMediaOrigin = values.CMS_MEDIA_ORIGIN ?? new URL(values.CMS_GRAPHQL_URL).origin;
  return {
    cmsGraphqlUrl: values.CMS_GRAPHQL_URL,
    cmsMediaOrigin,
    cmsTimeoutMs: values.CMS_TIMEOUT_MS,
    cmsPageWaitMs: values.CMS_PAGE_WAIT_MS,
    cmsColdPageWaitMs: values.CMS_COLD_PAGE_WAIT_MS,
    cmsClientName: values.CMS_CLIENT_NAME,
    cmsClientVersion: values.CMS_CLIENT_VERSION,
    cmsUseGetForQueries: values.CMS_USE_GET_FOR_QUERIES,
    cmsAuth:
      values.CMS_AUTH_USER && appPassword ? { user: values.CMS_AUTH_USER, appPassword } : undefined,
    cmsCache: {
      ttlSeconds: values.CMS_CACHE_TTL_SECONDS,
      swrSeconds: values.CMS_CACHE_SWR_SECONDS,
      maxStaleSeconds: values.CMS_CACHE_MAX_STALE_SECONDS,
      maxEntries: values.CMS_CACHE_MAX_ENTRIES,
      maxMegabytes: values.CMS_CACHE_MAX_MB,
    },
    pageMarkupCacheMegabytes: values.PAGE_MARKUP_CACHE_MB,
    publish: {
      webhookSecret: secret(values.CMS_WEBHOOK_SECRET, values.CMS_WEBHOOK_SECRET_PARAMETER),
      distributionIdParameter: values.CLOUDFRONT_DISTRIBUTION_ID_PARAMETER,
      cdnInvalidation: values.CDN_INVALIDATION,
      purgeLogTable: values.CMS_PURGE_LOG_TABLE,
    },
    preview: {
      secret: secret(values.CMS_PREVIEW_SECRET, values.CMS_PREVIEW_SECRET_PARAMETER),
      sessionSeconds: values.PREVIEW_SESSION_SECONDS,
    },
    analytics: {
      app: {
        version: values.ANALYTICS_APP_VERSION,
        platform: values.ANALYTICS_PLATFORM,
        name: values.ANALYTICS_APP_NAME,
        brand: values.ANALYTICS_BRAND,
      },
      tools: configuredTools(values),
      audienceNoscriptUrl: values.ANALYTICS_AUDIENCE_NOSCRIPT_EXEMPT
        ? values.ANALYTICS_AUDIENCE_NOSCRIPT_URL
        : undefined,
    },
    contentSources: {
      mediaOrigin: cmsMediaOrigin,
      analyticsOrigins: [
        ...new Set([
          ...[
            values.ANALYTICS_TAG_MANAGER_URL,
            values.ANALYTICS_AUDIENCE_SCRIPT_URL,
            values.ANALYTICS_AUDIENCE_NOSCRIPT_URL,
          ]
            .filter((url) => url !== undefined)
            .map((url) => new URL(url).origin),
          ...values.ANALYTICS_CSP_ORIGINS,
        ]),
      ],
      frameOrigins: [...VIDEO_PLAYER_ORIGINS],
    },
    sitemapBaseUrl: values.SITEMAP_BASE_URL,
    indexable: values.SITE_ROBOTS === "index",
    metricsNamespace: values.METRICS_NAMESPACE,
    writeMetrics: env.AWS_LAMBDA_FUNCTION_NAME
      ? env.POWERTOOLS_METRICS_DISABLED !== "true"
      : env.POWERTOOLS_METRICS_DISABLED === "false",
  };
}

/** The tools whose settings are present, in the order they load (the schema checked each). */
function configuredTools(values: z.output<typeof siteEnvironment>): ConsentedTool[] {
  const tools: ConsentedTool[] = [];
  const inCategory = (category: ConsentCategory | undefined) => {
    if (!category) throw new SettingsError("a configured tool has no consent category");
    return category;
  };
  if (values.ANALYTICS_TAG_MANAGER_URL) {
    tools.push({
      id: "tag-manager",
      name: values.ANALYTICS_TAG_MANAGER_NAME,
      category: inCategory(values.ANALYTICS_TAG_MANAGER_CATEGORY),
      load: { src: values.ANALYTICS_TAG_MANAGER_URL, whenPageLoaded: false },
      cookies: values.ANALYTICS_TAG_MANAGER_COOKIES,
    });
  }
  if (values.ANALYTICS_SESSION_REPLAY_SNIPPET) {
    tools.push({
      id: "session-replay",
      name: values.ANALYTICS_SESSION_REPLAY_NAME,
      category: inCategory(values.ANALYTICS_SESSION_REPLAY_CATEGORY),
      load: { code: values.ANALYTICS_SESSION_REPLAY_SNIPPET },
      cookies: values.ANALYTICS_SESSION_REPLAY_COOKIES,
    });
  }
  if (values.VIDEO_EMBED_CATEGORY) {
    tools.push({
      id: "video-players",
      name: values.VIDEO_EMBED_NAME,
      category: values.VIDEO_EMBED_CATEGORY,
      load: { embedded: "video" },
      // Set on the players' own hosts: the site cannot clear them.
      cookies: [],
    });
  }
  if (values.ANALYTICS_AUDIENCE_SCRIPT_URL) {
    tools.push({
      id: "audience-measurement",
      name: values.ANALYTICS_AUDIENCE_NAME,
      category: inCategory(values.ANALYTICS_AUDIENCE_CATEGORY),
      // Not needed to show the page: it waits for the page to finish loading.
      load: { src: values.ANALYTICS_AUDIENCE_SCRIPT_URL, whenPageLoaded: true },
      cookies: values.ANALYTICS_AUDIENCE_COOKIES,
    });
  }
  return tools;
}

let current: SiteSettings | undefined;

/** The settings of this server process, validated on first use (at start-up, see instrumentation.ts). */
export function siteSettings(): SiteSettings {
  current ??= readSettings(process.env);
  return current;
}

function isLoopback(hostname: string): boolean {
  return hostname === "localhost" || hostname === "[::1]" || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** A secret's source: its value, or the SSM parameter holding it (the schema refuses both). */
function secret(
  value: string | undefined,
  parameter: string | undefined,
): SecretSource | undefined {
  if (parameter) return { parameter };
  return value ? { value } : undefined;
}

/** As @t3-oss/env-nextjs's emptyStringAsUndefined: `NAME=` in a file or a pipeline means unset. */
function withoutEmptyValues(env: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
}

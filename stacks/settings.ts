// The stack's settings: read from the environment once, at synth time, and validated. The
// site's and the edge handler's values are checked with their own readers, so a value either
// would refuse at start-up fails the deploy instead, naming the variable; what the stack reads
// itself is declared in a zod schema the same way. Nothing else in stacks/ reads the
// environment.
import { z } from "zod";
import { EDGE_SETTINGS_VARIABLE } from "@corus/edge/src/inlined-settings.ts";
import { EDGE_SETTING_NAMES, readEdgeSettings } from "@corus/edge/src/settings.ts";
import type { ContentSources } from "@corus/site-rules/content-security-policy";
import { metricsNamespace } from "@corus/site-rules/metrics";
import { settingsProblems } from "@corus/site-rules/settings-problems";
// The site's own reader, by name through tsconfig.json's paths (the site is no workspace).
import { readSettings as readSiteSettings } from "@corus/web/lib/settings.ts";
import { wordpressCronUrl } from "./functions/wordpress-cron.ts";

/** Every variable packages/web/lib/settings.ts reads (tests/stacks keeps the list complete). */
export const SITE_SETTING_NAMES = [
  "CMS_GRAPHQL_URL",
  "CMS_MEDIA_ORIGIN",
  "CMS_CLIENT_NAME",
  "CMS_CLIENT_VERSION",
  "CMS_USE_GET_FOR_QUERIES",
  "CMS_TIMEOUT_MS",
  "CMS_PAGE_WAIT_MS",
  "CMS_COLD_PAGE_WAIT_MS",
  "CMS_AUTH_USER",
  "PREVIEW_SESSION_SECONDS",
  "CMS_CACHE_TTL_SECONDS",
  "CMS_CACHE_SWR_SECONDS",
  "CMS_CACHE_MAX_STALE_SECONDS",
  "CMS_CACHE_MAX_ENTRIES",
  "CMS_CACHE_MAX_MB",
  "PAGE_MARKUP_CACHE_MB",
  "CDN_INVALIDATION",
  "ANALYTICS_APP_VERSION",
  "ANALYTICS_PLATFORM",
  "ANALYTICS_APP_NAME",
  "ANALYTICS_BRAND",
  "ANALYTICS_TAG_MANAGER_URL",
  "ANALYTICS_TAG_MANAGER_CATEGORY",
  "ANALYTICS_TAG_MANAGER_NAME",
  "ANALYTICS_TAG_MANAGER_COOKIES",
  "ANALYTICS_SESSION_REPLAY_SNIPPET",
  "ANALYTICS_SESSION_REPLAY_CATEGORY",
  "ANALYTICS_SESSION_REPLAY_NAME",
  "ANALYTICS_SESSION_REPLAY_COOKIES",
  "ANALYTICS_AUDIENCE_SCRIPT_URL",
  "ANALYTICS_AUDIENCE_CATEGORY",
  "ANALYTICS_AUDIENCE_NAME",
  "ANALYTICS_AUDIENCE_COOKIES",
  "ANALYTICS_AUDIENCE_NOSCRIPT_URL",
  "ANALYTICS_AUDIENCE_NOSCRIPT_EXEMPT",
  "ANALYTICS_CSP_ORIGINS",
  "VIDEO_EMBED_CATEGORY",
  "VIDEO_EMBED_NAME",
  "SITEMAP_BASE_URL",
  "SITE_ROBOTS",
  // Powertools' own: "true" turns the metrics off on Lambda too.
  "POWERTOOLS_METRICS_DISABLED",
] as const;

/** What the site reads that Lambda sets for every function: never the stack's to set. */
export const RUNTIME_PROVIDED_SITE_SETTING_NAMES = ["AWS_LAMBDA_FUNCTION_NAME"] as const;

/**
 * Secrets the site reads: never in the template or the function's environment. A deployed
 * function reads each from an SSM SecureString whose name the stack gives it (docs/operations.md, "Secrets").
 */
export const SITE_SECRET_NAMES = [
  // The secret the CMS signs its publish webhook with.
  "CMS_WEBHOOK_SECRET",
  // The Application Password of the site's WordPress account (previews).
  "CMS_AUTH_APP_PASSWORD",
  // The secret the CMS signs editors' preview links with.
  "CMS_PREVIEW_SECRET",
] as const;

/** The purge log's table, named by the stack once it exists (stacks/Site.ts). */
export const PURGE_LOG_TABLE_SETTING = "CMS_PURGE_LOG_TABLE";
/** The stage's CloudWatch namespace (@corus/site-rules/metrics), for the site and the edge. */
export const METRICS_NAMESPACE_SETTING = "METRICS_NAMESPACE";

/**
 * Site variables the stack sets itself: where the function finds its secrets, the CDN's id,
 * the purge log and the stage's metrics namespace.
 */
export const STACK_PROVIDED_SITE_SETTING_NAMES = [
  "CMS_WEBHOOK_SECRET_PARAMETER",
  "CMS_AUTH_APP_PASSWORD_PARAMETER",
  "CMS_PREVIEW_SECRET_PARAMETER",
  "CLOUDFRONT_DISTRIBUTION_ID_PARAMETER",
  PURGE_LOG_TABLE_SETTING,
  METRICS_NAMESPACE_SETTING,
] as const;

/**
 * CloudWatch Logs' retention choices, in days: a log group keeps nothing longer.
 * (aws-cdk-lib's RetentionDays, without "forever": every log group the stack owns expires.)
 */
export const LOG_RETENTION_CHOICES = [
  1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288,
  3653,
] as const;
/** A month of logs: long enough to look back on an incident reported late, short enough to cost little. */
export const DEFAULT_LOG_RETENTION_DAYS = 30;
/**
 * Where Lambda@Edge is expected to run for this site's visitors (CloudFront's regional edge
 * caches nearest Canada and the US): the stack gives the edge function's log group in each a
 * retention up front (docs/operations.md, "Logs").
 */
export const DEFAULT_EDGE_LOG_REGIONS = [
  "us-east-1",
  "us-east-2",
  "us-west-1",
  "us-west-2",
  "ca-central-1",
] as const;

/**
 * Server function containers the warmer keeps started on the production stage unless
 * SERVER_WARM_CONTAINERS says otherwise (SST's `warm`: OpenNext's warmer invokes the function
 * this many times at once every five minutes). A few cover the origin's usual concurrency behind
 * CloudFront; the cost is in docs/operations.md, "Warm containers". Every other stage: 0, none.
 */
export const DEFAULT_WARM_CONTAINERS = 3;
/** More would be a provisioned-concurrency job, billed and scaled as one. */
export const MAX_WARM_CONTAINERS = 20;

/** The SSM parameters of a stage: the secrets (put there by whoever deploys), the CDN's id (by the stack). */
export function stageParameters(app: string, stage: string) {
  const name = (what: string) => `/${app}/${stage}/${what}`;
  return {
    webhookSecret: name("cms-webhook-secret"),
    authAppPassword: name("cms-auth-app-password"),
    previewSecret: name("cms-preview-secret"),
    distributionId: name("cloudfront-distribution-id"),
  };
}

/** A deployed stage cannot run on the local defaults: these must be set. */
export const REQUIRED_FOR_DEPLOYED_STAGES = ["CMS_GRAPHQL_URL", "SITEMAP_BASE_URL"] as const;

/** The stage that runs on the local defaults (the embedded content service). */
export const LOCAL_STAGE = "local";
/** The one stage search engines may index; every other stage answers robots.txt with Disallow. */
export const PRODUCTION_STAGE = "production";

export interface StackSettings {
  /** The server function's environment, in the site's own variable names. */
  siteEnvironment: Record<string, string>;
  /** Inlined into the redirect handler's bundle (Lambda@Edge has no environment). */
  edgeEnvironment: Record<string, string>;
  /** What the content-security policy allows besides the site itself (the site's own list). */
  contentSources: ContentSources;
  /** How the webhook tells CloudFront what changed: by cache tags (the default), or by paths. */
  cdnInvalidation: "tags" | "paths";
  monitoring: MonitoringSettings;
  /** Server function containers the warmer keeps started; 0: none (stacks/warm.ts). */
  warmContainers: number;
  /**
   * WordPress's cron, which the stack runs every minute so scheduled posts publish on time with
   * no visitor (WORDPRESS_CRON=schedule, the default); null when the host runs it itself
   * (WORDPRESS_CRON=host).
   */
  wordpressCronUrl: string | null;
}

/** What stacks/monitoring.ts needs: where alerts go, how long logs are kept, the metrics' namespace. */
export interface MonitoringSettings {
  /** The address subscribed to the alerts topic; none: a topic without subscriber. */
  alertEmail: string | undefined;
  logRetentionDays: (typeof LOG_RETENTION_CHOICES)[number];
  /** The regions whose Lambda@Edge log group the stack creates with that retention. */
  edgeLogRegions: string[];
  metricsNamespace: string;
}

export class StackSettingsError extends Error {
  override name = "StackSettingsError";
}

type Environment = Record<string, string | undefined>;

const warmContainersError = `must be a whole number of containers from 0 (no warming) to ${MAX_WARM_CONTAINERS}`;

/**
 * What the stack reads itself: the variables a deployed stage must set. Messages leave the
 * variable's name out: settingsProblems puts it first.
 */
function stackEnvironment(stage: string, deploying: boolean) {
  const requiredToDeploy = `is required to deploy stage "${stage}" (see .env.example and docs/operations.md, "Deploying")`;
  const required = deploying
    ? z.string({ error: requiredToDeploy }).trim().min(1, { error: requiredToDeploy })
    : z.string().optional();
  const requiredVariables: Record<(typeof REQUIRED_FOR_DEPLOYED_STAGES)[number], typeof required> =
    { CMS_GRAPHQL_URL: required, SITEMAP_BASE_URL: required };
  return z.object({
    ...requiredVariables,
    ALERT_EMAIL: z.email({ error: "must be an e-mail address" }).optional(),
    LOG_RETENTION_DAYS: z
      .string()
      .transform(Number)
      .pipe(
        z.union(
          LOG_RETENTION_CHOICES.map((days) => z.literal(days)),
          {
            error: `must be one of CloudWatch's retention periods: ${LOG_RETENTION_CHOICES.join(", ")}`,
          },
        ),
      )
      .default(DEFAULT_LOG_RETENTION_DAYS),
    EDGE_LOG_REGIONS: z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((region) => region.trim())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(
            z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/, {
              error: "must list AWS regions, comma-separated",
            }),
          )
          .min(1, { error: "must list AWS regions, comma-separated" }),
      )
      .default([...DEFAULT_EDGE_LOG_REGIONS]),
    WORDPRESS_CRON: z
      .enum(["schedule", "host"], { error: 'must be "schedule" or "host"' })
      .default("schedule"),
    SERVER_WARM_CONTAINERS: z
      .string()
      .regex(/^\d+$/, { error: warmContainersError })
      .transform(Number)
      .pipe(z.number().max(MAX_WARM_CONTAINERS, { error: warmContainersError }))
      .optional(),
  });
}

/** Every variable the stack itself reads (the deploy workflow passes each on). */
export const STACK_SETTING_NAMES = Object.keys(stackEnvironment(LOCAL_STAGE, false).shape);

export function readStackSettings(
  env: Environment,
  { name, stage, mode }: { name: string; stage: string; mode: "deploy" | "dev" | "remove" },
): StackSettings {
  // `sst dev` runs the site locally and `sst remove` deploys nothing: only a deploy needs
  // the real values.
  const deploying = mode === "deploy" && stage !== LOCAL_STAGE;
  const set = withoutEmptyValues(env);
  const own = stackEnvironment(stage, deploying).safeParse(set, { reportInput: true });
  if (!own.success) throw new StackSettingsError(settingsProblems(own.error.issues, set));
  if (deploying) {
    const parameters = stageParameters(name, stage);
    const where = {
      CMS_WEBHOOK_SECRET: parameters.webhookSecret,
      CMS_AUTH_APP_PASSWORD: parameters.authAppPassword,
      CMS_PREVIEW_SECRET: parameters.previewSecret,
    };
    for (const secret of SITE_SECRET_NAMES) {
      if (env[secret]) {
        throw new StackSettingsError(
          `${secret} must not be set to deploy stage "${stage}": the template would show it. Store it as the SecureString ${where[secret]} (docs/operations.md, "Secrets")`,
        );
      }
    }
  }
  const namespace = { [METRICS_NAMESPACE_SETTING]: metricsNamespace(stage) };
  const siteEnvironment = {
    ...valuesOf(env, SITE_SETTING_NAMES, {
      SITE_ROBOTS: stage === PRODUCTION_STAGE ? "index" : "noindex",
    }),
    ...(stage === LOCAL_STAGE ? {} : parameterEnvironment(env, stageParameters(name, stage))),
    ...namespace,
  };
  const site = withStage(stage, () => readSiteSettings(siteEnvironment));
  const edge = withStage(stage, () =>
    readEdgeSettings({ ...valuesOf(env, EDGE_SETTING_NAMES, {}), ...namespace }),
  );
  if (deploying && !site.cmsGraphqlUrl.startsWith("https:")) {
    throw new StackSettingsError(
      `CMS_GRAPHQL_URL must be an https URL to deploy stage "${stage}", got "${site.cmsGraphqlUrl}"`,
    );
  }
  if (deploying && !site.cmsMediaOrigin.startsWith("https:")) {
    throw new StackSettingsError(
      `CMS_MEDIA_ORIGIN must be an https origin to deploy stage "${stage}", got "${site.cmsMediaOrigin}"`,
    );
  }

  return {
    siteEnvironment,
    // Validated here, so the handler reads it as it is (packages/edge/src/inlined-settings.ts).
    edgeEnvironment: { [EDGE_SETTINGS_VARIABLE]: JSON.stringify(edge) },
    contentSources: site.contentSources,
    cdnInvalidation: site.publish.cdnInvalidation,
    monitoring: {
      alertEmail: own.data.ALERT_EMAIL,
      logRetentionDays: own.data.LOG_RETENTION_DAYS,
      edgeLogRegions: own.data.EDGE_LOG_REGIONS,
      metricsNamespace: namespace[METRICS_NAMESPACE_SETTING],
    },
    warmContainers:
      own.data.SERVER_WARM_CONTAINERS ?? (stage === PRODUCTION_STAGE ? DEFAULT_WARM_CONTAINERS : 0),
    wordpressCronUrl:
      own.data.WORDPRESS_CRON === "schedule" ? wordpressCronUrl(site.cmsGraphqlUrl) : null,
  };
}

/** Where a deployed function reads its secrets and the CDN's id (SSM parameter names only). */
function parameterEnvironment(
  env: Environment,
  parameters: ReturnType<typeof stageParameters>,
): Record<string, string> {
  const cmsAuth = Boolean(env.CMS_AUTH_USER);
  return {
    CMS_WEBHOOK_SECRET_PARAMETER: parameters.webhookSecret,
    ...(cmsAuth && { CMS_AUTH_APP_PASSWORD_PARAMETER: parameters.authAppPassword }),
    CMS_PREVIEW_SECRET_PARAMETER: parameters.previewSecret,
    CLOUDFRONT_DISTRIBUTION_ID_PARAMETER: parameters.distributionId,
  };
}

/** The set values among `names`, with stage defaults for the unset ones. */
function valuesOf(
  env: Environment,
  names: readonly string[],
  defaults: Record<string, string>,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = env[name] || defaults[name];
    if (value) values[name] = value;
  }
  return values;
}

function withStage<T>(stage: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new StackSettingsError(`Settings for stage "${stage}": ${message}`);
  }
}

/** As the site's reader does: an empty value (`NAME=`) counts as unset. */
function withoutEmptyValues(env: Environment) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
}

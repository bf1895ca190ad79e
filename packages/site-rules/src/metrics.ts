// The site's CloudWatch metrics, written as embedded-metric-format log lines (Powertools
// Metrics) by the server function and the edge function, and read by the stack's alarms and
// dashboard (stacks/monitoring.ts): one namespace per stage, one name per thing counted.
// Dimensions stay few and bounded: the service that counted (web or edge) and, for a refused or
// failed webhook delivery, the reason (a fixed list below). Never a path or an id.

/** The namespace of a stage's metrics; locally, "local". */
export const metricsNamespace = (stage: string) => `corus-site/${stage}`;

/** The `service` dimension of each emitter. */
export const METRIC_SERVICE = { web: "web", edge: "edge" } as const;

export const METRIC = {
  /**
   * A page request's CMS reads, by how the server's cache answered (or that none did):
   * refreshing is past the TTL while a background reload runs (a healthy CMS); stale is kept
   * because the CMS failed or did not answer in time.
   */
  cmsHit: "CmsHit",
  cmsMiss: "CmsMiss",
  cmsRefreshing: "CmsRefreshing",
  cmsStale: "CmsStale",
  cmsFailed: "CmsFailed",
  /** Calls to the CMS (loads, background reloads, previews), and those that failed (every attempt, or refused by the open circuit). */
  cmsCalls: "CmsCalls",
  cmsCallsFailed: "CmsCallsFailed",
  /** Page requests answered (pages, page data, the sitemap): the rates' denominator. */
  pagesServed: "PagesServed",
  /** Pages answered with CMS answers kept because the CMS failed or was too slow (x-cms-cache: stale; not refreshing). */
  pagesServedStale: "PagesServedStale",
  /** Pages answered with the 503 page: the CMS failed and nothing was kept. */
  pagesUnavailable: "PagesUnavailable",
  /** Requests of the server function (pages, page data, the sitemap, the API routes) whose code threw: answered 500. */
  requestsFailed: "RequestsFailed",
  /** Publish webhook deliveries: accepted, refused (dimension `reason`), or accepted but not purged everywhere (`reason`). */
  webhookAccepted: "WebhookAccepted",
  webhookRefused: "WebhookRefused",
  webhookPurgeFailed: "WebhookPurgeFailed",
  /** CloudFront invalidations created, the tags or paths they named, and those CloudFront refused. */
  invalidationsSent: "InvalidationsSent",
  invalidatedItems: "InvalidatedItems",
  invalidationsFailed: "InvalidationsFailed",
  /** The edge's redirect lookups: a redirect found, none, or the CMS failed and the request went on. */
  redirectFound: "RedirectLookupFound",
  redirectNone: "RedirectLookupNone",
  redirectFailedOpen: "RedirectLookupFailedOpen",
  /** Editors' preview links: opened, or refused. */
  previewGranted: "PreviewGranted",
  previewRefused: "PreviewRefused",
} as const;

export type MetricName = (typeof METRIC)[keyof typeof METRIC];

/**
 * Why the webhook refused a delivery (the `reason` dimension of WebhookRefused): no secret to
 * check with; a body too large; no signature headers, or malformed ones (`unsigned`: anyone's
 * stray POST); well-formed but signed with another secret (`signature`); signed with ours but
 * timed outside the tolerance (`clock`); an id seen before (`replay`); a signed body that is
 * not the documented JSON (`bad-body`).
 */
export const WEBHOOK_REFUSAL_REASONS = [
  "no-secret",
  "too-large",
  "unsigned",
  "signature",
  "clock",
  "replay",
  "bad-body",
] as const;

/**
 * The refusals that mean the site or WordPress is set up wrong, which the WebhookRefused alarm
 * counts: a stranger's unsigned POST (`unsigned`), an oversized body or a replay do not.
 */
export const WEBHOOK_MISCONFIGURATION_REASONS = [
  "no-secret",
  "signature",
  "clock",
  "bad-body",
] as const satisfies readonly WebhookRefusalReason[];

/** Why an accepted delivery was not purged everywhere (the `reason` of WebhookPurgeFailed). */
export const WEBHOOK_FAILURE_REASONS = ["ledger", "cms", "purge-log", "cdn"] as const;

/**
 * The purge failures the WebhookPurgeFailed alarm counts: `cdn` is CloudFront refusing the
 * invalidation, which InvalidationsFailed alarms on already.
 */
export const WEBHOOK_PURGE_ALARM_REASONS = [
  "ledger",
  "cms",
  "purge-log",
] as const satisfies readonly WebhookFailureReason[];

export type WebhookRefusalReason = (typeof WEBHOOK_REFUSAL_REASONS)[number];
export type WebhookFailureReason = (typeof WEBHOOK_FAILURE_REASONS)[number];

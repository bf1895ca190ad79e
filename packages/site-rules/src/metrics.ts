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
  /** A page request's CMS reads, by how the server's cache answered (or that none did). */
  cmsHit: "CmsHit",
  cmsMiss: "CmsMiss",
  cmsStale: "CmsStale",
  cmsFailed: "CmsFailed",
  /** Page requests answered (pages, page data, the sitemap): the rates' denominator. */
  pagesServed: "PagesServed",
  /** Pages answered with CMS answers kept from before an outage (x-cms-cache: stale). */
  pagesServedStale: "PagesServedStale",
  /** Pages answered with the 503 page: the CMS failed and nothing was kept. */
  pagesUnavailable: "PagesUnavailable",
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

/** Why the webhook refused a delivery (the `reason` dimension of WebhookRefused). */
export const WEBHOOK_REFUSAL_REASONS = [
  "no-secret",
  "too-large",
  "signature",
  "replay",
  "bad-body",
] as const;

/** Why an accepted delivery was not purged everywhere (the `reason` of WebhookPurgeFailed). */
export const WEBHOOK_FAILURE_REASONS = ["ledger", "cms", "purge-log", "cdn"] as const;

export type WebhookRefusalReason = (typeof WEBHOOK_REFUSAL_REASONS)[number];
export type WebhookFailureReason = (typeof WEBHOOK_FAILURE_REASONS)[number];

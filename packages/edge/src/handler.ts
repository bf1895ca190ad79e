// The Lambda@Edge entry point (CloudFront origin-request): this container's settings, CMS
// lookup and cache, wired into the handler, with Powertools' Logger (one JSON line per event)
// and Metrics (embedded metric format, flushed at the end of each invocation: Lambda@Edge runs
// one request at a time per container). Its lines and metrics land in the region that ran it
// (docs/operations.md, "Logs"). Deployed by stacks/Site.ts.
import { Logger } from "@aws-lambda-powertools/logger";
import { Metrics, MetricUnit } from "@aws-lambda-powertools/metrics";
import { METRIC_SERVICE } from "@corus/site-rules/metrics";
import { fetchRedirection } from "@corus/site-rules/redirects";
import type { CloudFrontRequestEvent } from "aws-lambda";
import { createFailureMemory } from "./failure-memory.ts";
import { createLookupCache } from "./lookup-cache.ts";
import { createOriginRequestHandler } from "./origin-request.ts";
import { inlinedEdgeSettings } from "./inlined-settings.ts";

const settings = inlinedEdgeSettings(process.env);
const logger = new Logger({ serviceName: METRIC_SERVICE.edge });
const metrics = new Metrics({
  namespace: settings.metricsNamespace,
  serviceName: METRIC_SERVICE.edge,
});

const handle = createOriginRequestHandler({
  lookup: (url) =>
    fetchRedirection({
      endpoint: settings.cmsGraphqlUrl,
      url,
      timeoutMs: settings.lookupTimeoutMs,
      headers: settings.cmsHeaders,
    }),
  cache: createLookupCache({ ttlSeconds: settings.cacheSeconds }),
  failures: createFailureMemory({ seconds: settings.failureSeconds }),
  log: {
    warn: (message, fields) => logger.warn(message, fields),
    error: (message, fields) => logger.error(message, fields),
  },
  count: (name) => metrics.addMetric(name, MetricUnit.Count, 1),
});

export async function handler(event: CloudFrontRequestEvent) {
  try {
    return await handle(event);
  } finally {
    if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
  }
}

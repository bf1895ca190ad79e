// A page request (a page, its page data, the sitemap) as the metrics count it: served, and
// whether the CMS let it down: answered from what was kept before an outage (x-cms-cache:
// stale), or with the 503 page. Read from the answer itself once the page is done, so every
// way a page can end is counted the same.
import type { IncomingMessage, ServerResponse } from "node:http";
import { MetricUnit } from "@aws-lambda-powertools/metrics";
import { METRIC } from "@corus/site-rules/metrics";
import { CMS_CACHE_HEADER } from "../http/cms-headers.ts";
import { observeRequest } from "./request.ts";

export function observePage<T>(
  page: {
    req: IncomingMessage;
    res: ServerResponse;
    /** The page's own path (a page-data request's too). */
    resolvedUrl: string;
    operation: "page" | "sitemap";
  },
  handle: () => Promise<T>,
): Promise<T> {
  const { req, res, resolvedUrl, operation } = page;
  return observeRequest({ req, path: resolvedUrl, operation }, handle, ({ metrics }) => {
    metrics.addMetric(METRIC.pagesServed, MetricUnit.Count, 1);
    if (res.getHeader(CMS_CACHE_HEADER) === "stale") {
      metrics.addMetric(METRIC.pagesServedStale, MetricUnit.Count, 1);
    }
    if (res.statusCode === 503) metrics.addMetric(METRIC.pagesUnavailable, MetricUnit.Count, 1);
  });
}

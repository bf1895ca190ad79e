// A page request (a page, its page data, the sitemap) as the metrics count it: served, and
// whether the CMS let it down: answered from what was kept before an outage (x-cms-cache:
// stale), or with the 503 page. Read from the answer itself once the page is done, so every
// way a page can end is counted the same.
import type { IncomingMessage, ServerResponse } from "node:http";
import { METRIC } from "@corus/site-rules/metrics";
import { CMS_CACHE_HEADER } from "./cms-headers.ts";
import { observeRequest } from "../observability/request.ts";

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
  return observeRequest({ req, path: resolvedUrl, operation }, handle, ({ counts }) => {
    counts.add(METRIC.pagesServed);
    if (res.getHeader(CMS_CACHE_HEADER) === "stale") counts.add(METRIC.pagesServedStale);
    if (res.statusCode === 503) counts.add(METRIC.pagesUnavailable);
  });
}

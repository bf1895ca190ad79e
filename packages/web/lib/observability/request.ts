// What the server's log lines and metrics know of the request they belong to: its id, its path
// and what it is (a page, the sitemap, the publish webhook, a preview), and the metrics it has
// counted so far, flushed once when it ends (one embedded-metric-format line per request)
// through the process's one Powertools Metrics: making one per request (a console and the
// environment read each time) cost more than most of a warm page's own work.
// Held in an AsyncLocalStorage, so the CMS reader and the webhook's dependencies, shared by
// every request of the process, log and count for the request that called them.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { Metrics, MetricUnit } from "@aws-lambda-powertools/metrics";
import { METRIC, METRIC_SERVICE, type MetricName } from "@corus/site-rules/metrics";
import { siteSettings } from "../settings.ts";

/** What a request is: the `operation` of its log lines. */
export type Operation = "page" | "sitemap" | "revalidate" | "preview";

export interface RequestContext {
  /** CloudFront's id of the request (x-amz-cf-id, also in its access logs), else a new one. */
  requestId: string;
  /** The path asked for, without its query string (search terms stay out of the logs). */
  path: string;
  operation: Operation;
  counts: RequestCounts;
}

/** What a request has counted, written as one line when it ends. */
export class RequestCounts {
  readonly #counts: [MetricName, number][] = [];
  #written = false;

  /**
   * Whether its line is written: work the request started and left running (a background
   * reload of the CMS cache) counts on a line of its own after that.
   */
  get written(): boolean {
    return this.#written;
  }

  add(name: MetricName, value = 1): void {
    this.#counts.push([name, value]);
  }

  /**
   * Writes the counts as one line through `metrics`, in one synchronous step: no other
   * request's counts can come between.
   */
  flush(metrics: Metrics): void {
    this.#written = true;
    if (this.#counts.length === 0) return;
    for (const [name, value] of this.#counts) metrics.addMetric(name, MetricUnit.Count, value);
    metrics.publishStoredMetrics();
  }
}

// Next bundles each route with its own copy of this module, while the CMS pieces the routes
// share are built once (lib/cms/index.ts): one store for the process, so each sees the other's.
const PROCESS_KEY = Symbol.for("corus-site.request-context");
const processWide = globalThis as { [PROCESS_KEY]?: AsyncLocalStorage<RequestContext> };
const storage = (processWide[PROCESS_KEY] ??= new AsyncLocalStorage<RequestContext>());

let shared: Metrics | undefined;

/** Whether this process writes metrics at all (lib/settings.ts: on Lambda, or when asked). */
export const writesMetrics = (): boolean => siteSettings().writeMetrics;

/** The process's metrics: every request's line, and what is counted outside any request. */
export function processMetrics(): Metrics {
  shared ??= new Metrics({
    namespace: siteSettings().metricsNamespace,
    serviceName: METRIC_SERVICE.web,
  });
  return shared;
}

/** The request this code runs for; none in work of the process's own (a background reload). */
export const currentRequest = (): RequestContext | undefined => storage.getStore();

/**
 * Runs `handle` as the request's work, then `finish` (to count what its answer was), then
 * flushes its metrics: once, whether it answered or threw. A throw is counted
 * (RequestsFailed: the visitor gets a 500), then thrown on.
 */
export async function observeRequest<T>(
  request: { req: IncomingMessage; path?: string | undefined; operation: Operation },
  handle: () => Promise<T>,
  finish?: (context: RequestContext) => void,
): Promise<T> {
  const context: RequestContext = {
    requestId: requestIdOf(request.req),
    path: pathOnly(request.path ?? request.req.url ?? "/"),
    operation: request.operation,
    counts: new RequestCounts(),
  };
  try {
    return await storage.run(context, handle);
  } catch (error) {
    context.counts.add(METRIC.requestsFailed);
    throw error;
  } finally {
    finish?.(context);
    if (writesMetrics()) context.counts.flush(processMetrics());
  }
}

function requestIdOf(req: IncomingMessage): string {
  const id = req.headers["x-amz-cf-id"];
  return typeof id === "string" && id ? id : randomUUID();
}

const pathOnly = (url: string) => url.split("?")[0] || "/";

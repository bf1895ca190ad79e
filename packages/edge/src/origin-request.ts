// The redirect step in front of the site: a CloudFront origin-request event in, the request
// (passed on to the origin) or a redirect response out. The rules are the site's own
// (@corus/site-rules/redirects); a failed or slow lookup never stops a page (fail open).
import { METRIC, type MetricName } from "@corus/site-rules/metrics";
import { loggableUrl } from "@corus/site-rules/loggable-url";
import { decideRedirect, lookupPath, type RedirectionRecord } from "@corus/site-rules/redirects";
import type {
  CloudFrontRequest,
  CloudFrontRequestEvent,
  CloudFrontResultResponse,
} from "aws-lambda";
import { markChecked, redirectResponse, requestUrl, unmarkChecked } from "./cloudfront.ts";
import type { FailureMemory } from "./failure-memory.ts";
import type { LookupCache } from "./lookup-cache.ts";

/** Paths the handler passes on untouched, without a CMS lookup. */
const SKIPPED_PREFIXES = ["/_next/", "/api/"] as const;

export interface OriginRequestDependencies {
  /** The CMS's redirection record for a path; rejects on failure or timeout. */
  lookup: (path: string) => Promise<RedirectionRecord | null>;
  cache: LookupCache;
  /** Remembers a failing CMS for a few seconds, so requests meanwhile do not wait on it. */
  failures: FailureMemory;
  /** One JSON line per event (Powertools Logger in handler.ts): a message and its fields. */
  log: {
    warn(message: string, fields: Record<string, unknown>): void;
    error(message: string, fields: Record<string, unknown>): void;
  };
  /** Counts one of the lookup's outcomes (RedirectLookupFound, None, FailedOpen). */
  count: (name: MetricName) => void;
}

export type OriginRequestHandler = (
  event: CloudFrontRequestEvent,
) => Promise<CloudFrontRequest | CloudFrontResultResponse>;

export function createOriginRequestHandler({
  lookup,
  cache,
  failures,
  log,
  count,
}: OriginRequestDependencies): OriginRequestHandler {
  return async (event) => {
    const cf = event.Records[0]?.cf;
    const request = cf?.request;
    if (!request) throw new Error("not a CloudFront request event");
    // Page data and the image optimizer share the server behaviours with pages: the site
    // answers their redirects itself. The site's API routes (the publish webhook, previews)
    // are no CMS pages: a redirect record must never turn the CMS's own webhook away (its
    // sender follows no redirects), and a lookup would put the CMS in front of every call.
    // Only this function may tell the origin a URL was checked: a visitor's own header would
    // make the origin skip a redirect, and CloudFront (whose key leaves the header out) would
    // cache that answer for everyone.
    if (SKIPPED_PREFIXES.some((prefix) => request.uri.startsWith(prefix))) {
      return unmarkChecked(request);
    }

    const url = requestUrl(request);
    const path = lookupPath(url);
    // What every line of this request carries (CloudFront's request id, as in its logs): the
    // path and the query's parameter names, never their values (what a visitor searched for).
    const about = {
      request_id: cf.config.requestId,
      operation: "redirect-lookup",
      ...loggableUrl(url),
    };
    let record = cache.get(path)?.record;
    if (record === undefined) {
      // The CMS failed a moment ago: the origin makes the lookup (or serves what it has).
      if (failures.failing()) {
        count(METRIC.redirectFailedOpen);
        return unmarkChecked(request);
      }
      try {
        record = await lookup(path);
      } catch (error) {
        failures.failed();
        log.error("redirects: lookup failed, passing the request on", {
          ...about,
          error: describe(error),
        });
        count(METRIC.redirectFailedOpen);
        return unmarkChecked(request);
      }
      cache.set(path, record);
    }

    const decision = decideRedirect(record, url);
    switch (decision.kind) {
      case "redirect":
        count(METRIC.redirectFound);
        return redirectResponse(decision.status, decision.location);
      case "ignored":
        log.warn("redirects: ignoring the CMS record", { ...about, reason: decision.reason });
        count(METRIC.redirectNone);
        return markChecked(request);
      case "none":
        count(METRIC.redirectNone);
        return markChecked(request);
    }
  };
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    return error.name === "TimeoutError" ? "timed out" : `${error.message}${causeOf(error)}`;
  }
  return String(error);
}

function causeOf(error: Error): string {
  return error.cause instanceof Error ? ` (${error.cause.message})` : "";
}

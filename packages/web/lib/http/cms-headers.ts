// What a response says about its CMS reads: Server-Timing (time on the CMS, how the answers
// were served) and x-cms-cache (hit, miss, stale or bypass), for operators and benchmarks.
import type { ServerResponse } from "node:http";
import type { CmsTrace } from "../cms/trace";
import { appendServerTiming } from "./server-timing";

export const CMS_CACHE_HEADER = "x-cms-cache";

export function setCmsHeaders(res: ServerResponse, trace: CmsTrace) {
  if (res.headersSent) return;
  const outcome = trace.outcome();
  appendServerTiming(res, [
    { name: "cms", ms: trace.cmsMs() },
    ...(outcome ? [{ name: "cache", description: outcome }] : []),
  ]);
  if (outcome) res.setHeader(CMS_CACHE_HEADER, outcome);
}

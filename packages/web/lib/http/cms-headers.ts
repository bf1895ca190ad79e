// What a response says about its CMS reads: Server-Timing (time on the CMS, how the answers
// were served) and x-cms-cache (hit, miss, stale or bypass), for operators and benchmarks; and
// the cache tags of what it shows (lib/cms/cache-tags.ts), which CloudFront keeps with it so a
// publish can invalidate exactly the pages that show what changed.
import type { ServerResponse } from "node:http";
import { CACHE_TAG_HEADER } from "@corus/site-rules/cache-tag-header";
import { CMS_CACHE_HEADER } from "@corus/site-rules/internal-headers";
import { pageTags } from "../cms/cache-tags";
import type { CmsSession } from "../cms/reader";
import { appendServerTiming } from "./server-timing";

export { CMS_CACHE_HEADER };

export function setCmsHeaders(
  res: ServerResponse,
  cms: Pick<CmsSession, "trace" | "tags" | "preview">,
) {
  if (res.headersSent) return;
  const outcome = cms.trace.outcome();
  appendServerTiming(res, [
    { name: "cms", ms: cms.trace.cmsMs() },
    ...(outcome ? [{ name: "cache", description: outcome }] : []),
  ]);
  if (outcome) res.setHeader(CMS_CACHE_HEADER, outcome);
  // A preview is never shared: it names nothing.
  const tags = cms.tags();
  if (!cms.preview && tags.size > 0) res.setHeader(CACHE_TAG_HEADER, pageTags(tags).join(","));
}

// GET /api/preview/?token=...: where WordPress's Preview button sends the editor.
// lib/preview/start.ts checks the token and finds the post; this stores what the preview grants
// (one post, for PREVIEW_SESSION_SECONDS) in Next.js's preview data, a cookie Next signs and
// encrypts, and redirects to the preview. Nothing here may be cached: every answer is private
// and no-store.
import type { NextApiRequest, NextApiResponse } from "next";
import { METRIC } from "@corus/site-rules/metrics";
import { count } from "@/lib/observability/metrics";
import { observeRequest } from "@/lib/observability/request";
import { previewStart } from "@/lib/preview";
import { startPreview } from "@/lib/preview/start";

export default function preview(req: NextApiRequest, res: NextApiResponse) {
  return observeRequest({ req, operation: "preview" }, () => openPreview(req, res));
}

async function openPreview(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader("cache-control", "private, no-store");
  res.setHeader("x-robots-tag", "noindex");
  const answer = await startPreview(
    { method: req.method ?? "", token: req.query.token },
    previewStart,
  );
  if (answer.status !== 405) {
    count(answer.status === 307 ? METRIC.previewGranted : METRIC.previewRefused);
  }
  if (answer.status === 307) {
    res.setPreviewData(answer.grant, { maxAge: previewStart.lifetimeSeconds });
    res.redirect(307, answer.location);
    return;
  }
  if (answer.status === 405) res.setHeader("allow", "GET");
  res.status(answer.status).json({ error: answer.error });
}

// GET /api/exit-preview/?to=/path/: the preview banner's exit. Clears both preview cookies and
// returns the editor to the page as visitors see it (`to` must be a path on this site).
// Next's clearPreviewData writes empty values; its setDraftMode({ enable: false }) would write
// the build's draft-mode id into the expiring cookie, handing it to whoever asks.
import type { NextApiRequest, NextApiResponse } from "next";
import { sameSitePath } from "@/lib/preview/paths";

export default function exitPreview(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader("cache-control", "private, no-store");
  res.clearPreviewData();
  res.redirect(307, sameSitePath(req.query.to));
}

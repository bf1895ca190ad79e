// GET /api/exit-preview/?to=/path/: the preview banner's exit. Clears the draft-mode cookie
// and returns the editor to the page as visitors see it (`to` must be a path on this site).
import type { NextApiRequest, NextApiResponse } from "next";
import { sameSitePath } from "@/lib/preview/paths";

export default function exitPreview(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader("cache-control", "private, no-store");
  res.setDraftMode({ enable: false });
  res.redirect(307, sameSitePath(req.query.to));
}

// The one name of an uploaded file the optimizer's answers, the CMS answers that show it and a
// media change all use: its path under the CMS's uploads, each segment percent-encoded as the
// site encodes paths (so "caf%C3%A9.jpg", "caf%c3%a9.jpg" and "café.jpg" are one file). The
// host is left out: the optimizer takes images from the CMS's media host only, and an upload
// is the same file whichever host the CMS names it by.
//
// Imports carry ".ts": the plugin's tests (tests/wordpress-plugin, NodeNext) load the webhook.
import { UPLOADS_PATH } from "@corus/site-rules/publish-change";

/** Any base: relative URLs (a path) resolve against it, absolute ones keep their own host. */
const BASE = "http://media.invalid";

/** The upload's path, "/wp-content/uploads/2026/01/ceo.jpg", or null for anything else. */
export function uploadPath(url: string): string | null {
  let pathname: string;
  try {
    const parsed = new URL(url, BASE);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
    pathname = parsed.pathname;
  } catch {
    return null;
  }
  if (!pathname.startsWith(UPLOADS_PATH)) return null;
  let segments: string[];
  try {
    segments = pathname.split("/").slice(1).map(decodeURIComponent);
  } catch {
    return null;
  }
  if (segments.some((segment) => segment === "" || segment === "." || segment === "..")) {
    return null;
  }
  return `/${segments.map(encodeURIComponent).join("/")}`;
}

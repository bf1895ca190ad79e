// Embedded video players: an iframe whose src is not on an allowlisted video host (see
// @corus/site-rules/video-hosts) is removed whole; the ones that stay are sandboxed and lazy.
import type { IFrame, Transformer } from "sanitize-html";

export const videoEmbedAttributes: Transformer = (tagName, attribs) => ({
  tagName,
  attribs: {
    ...attribs,
    title: attribs.title || "Embedded video",
    loading: "lazy",
    // Players need the page's origin to play (YouTube refuses without it), nothing more.
    referrerpolicy: "strict-origin-when-cross-origin",
    // Even an allowed player may not navigate the site's page or open forms on it.
    sandbox: "allow-scripts allow-same-origin allow-presentation allow-popups",
    allowfullscreen: "",
  },
});

/** sanitize-html has already deleted a src that is not on an allowed host. */
export function isRejectedEmbed(frame: IFrame): boolean {
  return frame.tag === "iframe" && !frame.attribs.src;
}

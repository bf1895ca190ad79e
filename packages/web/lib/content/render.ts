// The one way CMS HTML reaches a visitor: the content pipeline (spec sections 4, 5 and 9),
// run on the server in getServerSideProps, so the HTML that leaves the server is clean.
import sanitizeHtml from "sanitize-html";
import { CONTENT_ALLOWLIST } from "./allowlist";
import { contentImageAttributes } from "./content-images";
import { HEADINGS_AS_H3 } from "./headings";
import { altWithHint, hintMarkup, LinkHints, linkHintFor } from "./link-hints";
import { linkAttributes } from "./links";
import { withPlainSpaces } from "./spaces";
import { isRejectedEmbed, videoEmbedAttributes } from "./video-embeds";

/** HTML that went through renderContentHtml; the type keeps raw CMS HTML out of the page. */
export type CleanHtml = string & { readonly __clean: unique symbol };

export interface RenderOptions {
  /**
   * The media host the image optimizer fetches from (next.config.ts's remotePatterns): its
   * uploads in <img> go through the optimizer. Without it, images stay as the CMS wrote them.
   */
  mediaOrigin?: string;
}

export function renderContentHtml(html: string, options: RenderOptions = {}): CleanHtml {
  const hints = new LinkHints();
  const mediaOrigin = options.mediaOrigin ?? null;
  return sanitizeHtml(html, {
    ...CONTENT_ALLOWLIST,
    transformTags: {
      ...HEADINGS_AS_H3,
      a: linkAttributes,
      iframe: videoEmbedAttributes,
      img: (tagName, raw) => {
        const attribs = contentImageAttributes(raw, mediaOrigin);
        const hint = hints.take();
        return { tagName, attribs: hint === null ? attribs : altWithHint(attribs, hint) };
      },
    },
    exclusiveFilter: isRejectedEmbed,
    // The parser reports every open and close, even inside dropped markup, so these pair up.
    onOpenTag: (name, attribs) => {
      if (name === "a") hints.enter(linkHintFor(attribs.href));
    },
    onCloseTag: (name) => {
      if (name === "a") hints.leave();
    },
    // Text arrives escaped; what this returns is written as is.
    textFilter: (text) => {
      const hint = hints.take();
      return (hint === null ? "" : hintMarkup(hint)) + withPlainSpaces(text);
    },
  }) as CleanHtml;
}

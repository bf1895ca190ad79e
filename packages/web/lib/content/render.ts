// The one way CMS HTML reaches a visitor: the content pipeline (an allowlist of tags and
// attributes, headings as h3, plain spaces, file-type link classes and hints, video embeds as
// placeholders that load nothing until asked, tables in scrolling regions), run on the server in getServerSideProps, so the HTML
// that leaves the server is clean.
import sanitizeHtml, { type Attributes } from "sanitize-html";
import { CONTENT_ALLOWLIST } from "./allowlist";
import { HEADINGS_AS_H3 } from "./headings";
import { altWithHint, hintMarkup, LinkHints, linkHintFor } from "./link-hints";
import { linkAttributes } from "./links";
import { withPlainSpaces } from "./spaces";
import { withTableRegions } from "./table-regions";
import {
  isRejectedEmbed,
  untrustedVideoEmbed,
  VIDEO_EMBED_TAG,
  videoEmbedAttributes,
} from "./video-embeds";
import { withVideoPlaceholders } from "./video-placeholder";
import { contentStrings } from "../i18n/content";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locale";

/** HTML that went through renderContentHtml; the type keeps raw CMS HTML out of the page. */
export type CleanHtml = string & { readonly __clean: unique symbol };

/** Rewrites an <img>'s attributes before the allowlist judges them. */
export type ImageRewrite = (attribs: Attributes) => Attributes;

export interface RenderOptions {
  /**
   * What becomes of images: through the image optimizer (content-images.ts) on the server.
   * Without it, images stay as the CMS wrote them. Passed in, so that the pipeline itself needs
   * nothing of Next.js (browser tests load it into plain Node).
   */
  images?: ImageRewrite;
  /** The page's language: the words the pipeline adds (hints, video placeholders). English unless said. */
  locale?: Locale;
}

export function renderContentHtml(html: string, options: RenderOptions = {}): CleanHtml {
  const hints = new LinkHints();
  const words = contentStrings(options.locale ?? DEFAULT_LOCALE);
  const images = options.images ?? ((attribs: Attributes) => attribs);
  const clean = sanitizeHtml(html, {
    ...CONTENT_ALLOWLIST,
    transformTags: {
      ...HEADINGS_AS_H3,
      a: linkAttributes,
      iframe: videoEmbedAttributes,
      [VIDEO_EMBED_TAG]: untrustedVideoEmbed,
      img: (tagName, raw) => {
        const attribs = images(raw);
        const hint = hints.take();
        return { tagName, attribs: hint === null ? attribs : altWithHint(attribs, hint) };
      },
    },
    exclusiveFilter: isRejectedEmbed,
    // The parser reports every open and close, even inside dropped markup, so these pair up.
    onOpenTag: (name, attribs) => {
      if (name === "a") hints.enter(linkHintFor(attribs.href, words.fileHint));
    },
    onCloseTag: (name) => {
      if (name === "a") hints.leave();
    },
    // Text arrives escaped; what this returns is written as is.
    textFilter: (text) => {
      const hint = hints.take();
      return (hint === null ? "" : hintMarkup(hint)) + withPlainSpaces(text);
    },
  });
  return withVideoPlaceholders(withTableRegions(clean, words.table), words.video) as CleanHtml;
}

// The one way CMS HTML reaches a visitor: sanitized on the server before it is sent.
import sanitizeHtml from "sanitize-html";

/** HTML that went through renderContentHtml; the type keeps raw CMS HTML out of the page. */
export type CleanHtml = string & { readonly __clean: unique symbol };

const options: sanitizeHtml.IOptions = {
  ...sanitizeHtml.defaults,
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img"],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    img: ["src", "alt", "width", "height", "srcset", "sizes", "loading"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
  },
};

export function renderContentHtml(html: string): CleanHtml {
  return sanitizeHtml(html, options) as CleanHtml;
}

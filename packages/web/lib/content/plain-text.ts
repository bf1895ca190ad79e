// The text of a short CMS HTML fragment, such as a rendered excerpt ("<p>…</p>"): tags
// dropped, entities decoded, white space collapsed. Server only (sanitize-html).
import { decodeHTML } from "entities";
import sanitizeHtml from "sanitize-html";

export function plainText(html: string): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return decodeHTML(text).replace(/\s+/g, " ").trim();
}

// CMS HTML as the text a reader sees: tags gone, entities decoded, white space collapsed, one
// space between blocks. For places that show CMS text without its markup (a rendered excerpt
// on a press-release card, a search result's passage); the text is never HTML again, so
// nothing in it needs sanitizing. Server only.
import { Parser } from "htmlparser2";

/** Elements whose content is not read as text. */
const NOT_TEXT = new Set(
  "script style template noscript iframe object svg math select textarea head title".split(" "),
);

/** Elements that start a new line: a space keeps the words on either side apart. */
const BREAKS = new Set(
  "address article aside blockquote br caption dd details div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr img li main nav ol p pre section summary table td th tr ul".split(
    " ",
  ),
);

export function plainText(html: string): string {
  const parts: string[] = [];
  let hidden = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (NOT_TEXT.has(name)) hidden += 1;
        else if (BREAKS.has(name)) parts.push(" ");
      },
      onclosetag(name) {
        if (NOT_TEXT.has(name)) hidden = Math.max(0, hidden - 1);
        else if (BREAKS.has(name)) parts.push(" ");
      },
      ontext(text) {
        if (hidden === 0) parts.push(text);
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return parts.join("").replace(/\s+/g, " ").trim();
}

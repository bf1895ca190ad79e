// A table from the CMS sits in a region of its own that scrolls sideways when the table is
// wider than the screen, so the page never does (WCAG 1.4.10): focusable, so a keyboard can
// scroll it, and named by the table's caption. A named <section> is a region natively (no role
// attribute needed); the sanitizer never lets a CMS <section> through, so this is the only one. Run on the pipeline's clean output, where a
// `<table` can only be a tag (text and attribute values have `<` escaped).
const TABLE_OPEN =
  /<table(?: lang="[^"]*")?>(?:\s*<caption(?: lang="[^"]*")?>([\s\S]*?)<\/caption>)?/g;

const labelFrom = (captionHtml: string | undefined, fallback: string) =>
  captionHtml
    ?.replace(/<[^>]*>/g, "")
    .replaceAll('"', "&quot;")
    .trim() || fallback;

/** The element the pipeline wraps a table in: the one tag it adds after sanitizing. */
export const TABLE_REGION = { tag: "section", className: "table-scroll" } as const;

/** `untitled`: the name of a region whose table has no caption ("Table"). */
export function withTableRegions(html: string, untitled = "Table"): string {
  if (!html.includes("<table")) return html;
  return html
    .replace(
      TABLE_OPEN,
      (open: string, caption: string | undefined) =>
        `<${TABLE_REGION.tag} class="${TABLE_REGION.className}" tabindex="0" aria-label="${labelFrom(caption, untitled)}">${open}`,
    )
    .replaceAll("</table>", `</table></${TABLE_REGION.tag}>`);
}

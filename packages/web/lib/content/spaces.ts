// Non-breaking spaces become normal spaces, so CMS text wraps on narrow screens. The parser has
// decoded &nbsp;, &#160; and &#xA0; to U+00A0 before text gets here.
export function withPlainSpaces(text: string): string {
  return text.replaceAll("\u00A0", " ");
}

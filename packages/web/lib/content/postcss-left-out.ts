// What the site's bundles get for `postcss` (next.config.ts: turbopack.resolveAlias).
// sanitize-html requires postcss when it loads, for one use: parsing the style attributes it
// keeps. The content pipeline keeps none and turns that parsing off (allowlist.ts), so postcss
// is never called; left out, a new Lambda container does not load and compile its 40-odd
// files before its first page. Called all the same, this says why instead of parsing.
export function parse(): never {
  throw new Error(
    "postcss is left out of the site's bundles: the content pipeline parses no style attribute (lib/content/allowlist.ts)",
  );
}

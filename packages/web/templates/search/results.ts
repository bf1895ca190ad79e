// A page of CMS search results as the search template shows them: plain text (never the
// CMS's HTML), the matched words marked, a passage of the excerpt or content around them.
import { plainText } from "@/lib/content/plain-text";
import { shownSiteDate, type ShownDate } from "@/lib/dates";
import { highlight, matchRanges, passage, type HighlightedText } from "@/lib/search/highlight";
import type { SearchResultNode } from "./query";
import type { Locale } from "@/lib/i18n/locale";

export interface SearchResult {
  id: string;
  uri: string;
  kind: "page" | "press-release";
  /** Press releases only: their publication date, worded on the server (lib/dates.ts). */
  date: ShownDate | null;
  title: HighlightedText;
  passage: HighlightedText;
}

/** About how much text a result shows under its title. */
const PASSAGE_LENGTH = 240;

/**
 * A result: the excerpt when it holds as many of the searched words as the content (it was
 * written to sum the page up), else the passage of the content where they first occur, else
 * the excerpt or the content's start. Null for a node the site does not link to.
 */
export function searchResult(
  node: SearchResultNode,
  words: string[],
  locale: Locale,
): SearchResult | null {
  if (!node.uri || (node.__typename !== "Page" && node.__typename !== "Post")) return null;
  // Pages have no excerpt in WordPress (the post type does not support one).
  const excerpt = plainText(node.__typename === "Post" ? (node.excerpt ?? "") : "");
  const content = plainText(node.content ?? "");
  const excerptWords = wordsIn(excerpt, words);
  const contentWords = wordsIn(content, words);
  const source =
    excerptWords > 0 && excerptWords >= contentWords
      ? excerpt
      : contentWords > 0
        ? content
        : excerpt || content;
  return {
    id: node.id,
    uri: node.uri,
    kind: node.__typename === "Post" ? "press-release" : "page",
    date: node.__typename === "Post" && node.date ? shownSiteDate(node.date, locale) : null,
    title: highlight(plainText(node.title ?? ""), words),
    passage: highlight(passage(source, words, PASSAGE_LENGTH), words),
  };
}

/** How many of `words` occur in `text`. */
const wordsIn = (text: string, words: string[]) =>
  words.filter((word) => matchRanges(text, [word]).length > 0).length;

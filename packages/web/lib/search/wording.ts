// How the search page words its terms and counts, in the page and in its title, in the page's
// language: the words come in (lib/i18n/templates.ts, through the page's props in the browser),
// as the page words its count in the browser too (hydration).
import { fill } from "../i18n/fill";
import { groupedWhole } from "../i18n/numbers";
import type { SearchStrings } from "../i18n/templates";
import { MAX_TITLE_LENGTH, pageTitle } from "../page-title";

/** What the wording needs of the search page's words. */
export type SearchWords = Pick<
  SearchStrings,
  | "locale"
  | "search"
  | "titled"
  | "quoteOpen"
  | "quoteClose"
  | "pageOf"
  | "countMore"
  | "countNone"
  | "countOne"
  | "countMany"
>;

/** The terms as the page quotes them: “dividend”, « dividende » (React escapes them). */
export const quoted = (terms: string, words: SearchWords) =>
  `${words.quoteOpen}${terms}${words.quoteClose}`;

/** What the search page's wording and head need of its answer (templates/search). */
export interface SearchSummary {
  terms: string;
  total: number;
  more: boolean;
  page: number;
  pageCount: number;
}

/** "12,345 results", "More than 1,000 results", "No results". */
export function resultCount(total: number, more: boolean, words: SearchWords): string {
  const count = groupedWhole(total, words.locale);
  if (more) return fill(words.countMore, { count });
  if (total === 0) return words.countNone;
  return total === 1 ? words.countOne : fill(words.countMany, { count });
}

/**
 * The document title: what was searched, how much was found, and which page this is. Within
 * the 70 characters search results show (lib/page-title.ts): past them the site name goes,
 * then the terms are shortened.
 */
export function searchTitle(search: SearchSummary, siteName: string, words: SearchWords): string {
  if (!search.terms) return `${words.search} | ${siteName}`;
  const page =
    search.pageCount > 1
      ? fill(words.pageOf, { page: String(search.page), pages: String(search.pageCount) })
      : "";
  const count = resultCount(search.total, search.more, words).toLowerCase();
  const titled = (terms: string) =>
    fill(words.titled, { terms: quoted(terms, words), count, page });
  const title = pageTitle(`${titled(search.terms)} | ${siteName}`, siteName);
  if (title.length <= MAX_TITLE_LENGTH) return title;
  const room = MAX_TITLE_LENGTH - titled("").length - 1;
  return titled(`${[...search.terms].slice(0, Math.max(room, 1)).join("").trimEnd()}…`);
}

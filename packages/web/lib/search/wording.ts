// How the search page words its terms and counts, in the page and in its title.
import { groupedWhole } from "../i18n/numbers";
import { DEFAULT_LOCALE } from "../i18n/locale";
import { MAX_TITLE_LENGTH, pageTitle } from "../page-title";

/** The terms as the page quotes them (React escapes them where they are shown). */
export const quoted = (terms: string) => `“${terms}”`;

/** "12,345": grouped without Intl, as the search page words its count in the browser too. */
const grouped = (whole: number) => groupedWhole(whole, DEFAULT_LOCALE);

/** What the search page's wording and head need of its answer (templates/search). */
export interface SearchSummary {
  terms: string;
  total: number;
  more: boolean;
  page: number;
  pageCount: number;
}

export function resultCount(total: number, more: boolean): string {
  const count = grouped(total);
  if (more) return `More than ${count} results`;
  if (total === 0) return "No results";
  return total === 1 ? "1 result" : `${count} results`;
}

/**
 * The document title: what was searched, how much was found, and which page this is. Within
 * the 70 characters search results show (lib/page-title.ts): past them the site name goes,
 * then the terms are shortened.
 */
export function searchTitle(search: SearchSummary, siteName: string): string {
  if (!search.terms) return `Search | ${siteName}`;
  const page = search.pageCount > 1 ? `, page ${search.page} of ${search.pageCount}` : "";
  const count = resultCount(search.total, search.more).toLowerCase();
  const titled = (terms: string) => `Search results for ${quoted(terms)}: ${count}${page}`;
  const title = pageTitle(`${titled(search.terms)} | ${siteName}`, siteName);
  if (title.length <= MAX_TITLE_LENGTH) return title;
  const room = MAX_TITLE_LENGTH - titled("").length - 1;
  return titled(`${[...search.terms].slice(0, Math.max(room, 1)).join("").trimEnd()}…`);
}

// What the search page shows for `?s=` and `?page=`: the CMS's results for the terms (see
// query.ts), counted, a page at a time. Search answers come from the server's CMS cache like
// any page's, tagged `search`: a publish of any page or post purges them
// (lib/publish/change-tags.ts).
import { SEARCH_TAG } from "@/lib/cms/cache-tags";
import type { CmsSession } from "@/lib/cms/reader";
import { MAX_TERMS_LENGTH, readSearchTerms } from "@/lib/search/terms";
import { searchWords } from "@/lib/search/words";
import type { TemplateContext } from "@/templates/shared/types";
import { SEARCH_CURSORS_QUERY, SEARCH_QUERY, type SearchCursors } from "./query";
import { searchResult, type SearchResult } from "./results";
import { RESULTS_PER_PAGE, type SearchProps } from "./Search";
import { languageCode, type Locale } from "@/lib/i18n/locale";
import { chromeStrings } from "@/lib/i18n/strings";
import { templateStrings } from "@/lib/i18n/templates";

/**
 * Results counted: past this many the page says "more than" and pages stop. Counting reads
 * a hundred cursors per CMS call, so a search that matches everything costs five calls.
 */
export const MAX_COUNTED_RESULTS = 500;
const CURSORS_PER_CALL = 100;
const SEARCH_TAGS = [SEARCH_TAG];

/** What a template loader gets, but a search in place of a node. */
export type SearchContext = Pick<TemplateContext, "cms" | "page" | "query" | "shell" | "locale">;

/** The search page's props; null when `page` is past the last page of results (404). */
export async function loadSearch({
  cms,
  page,
  query,
  shell,
  locale,
}: SearchContext): Promise<SearchProps | null> {
  const { terms, truncated } = readSearchTerms(query.s);
  const none = { results: [], total: 0, more: false, pageCount: 0, sections: [] };
  const { searchPath, searchLabel, searchButton } = chromeStrings(locale);
  const form = { searchPath, searchLabel, searchButton };
  const text = templateStrings("search", locale);
  const base = { terms, truncated, maxLength: MAX_TERMS_LENGTH, page, form, text };
  if (!terms) return page === 1 ? { ...base, ...none } : null;
  if (page > MAX_COUNTED_RESULTS / RESULTS_PER_PAGE) return null;

  const counting = resultCursors(cms, terms, locale);
  // Page 1 starts at the beginning: its results need not wait for the count.
  const after = page === 1 ? null : (await counting).cursors[(page - 1) * RESULTS_PER_PAGE - 1];
  if (after === undefined) return null;
  const [{ cursors, more }, results] = await Promise.all([
    counting,
    pageOfResults(cms, terms, locale, after),
  ]);
  if (results.length === 0 && page > 1) return null;
  return {
    ...base,
    results,
    total: cursors.length,
    more,
    pageCount: Math.ceil(cursors.length / RESULTS_PER_PAGE),
    // Nothing found: the header menu's sections are the way on.
    sections:
      results.length === 0
        ? shell.primaryMenu
            .filter((item) => !item.external)
            .map((item) => ({ label: item.label, href: item.href }))
        : [],
  };
}

/** The cursor of every result, up to MAX_COUNTED_RESULTS; `more` when there are more. */
async function resultCursors(
  cms: CmsSession,
  search: string,
  locale: Locale,
): Promise<{ cursors: string[]; more: boolean }> {
  const cursors: string[] = [];
  let after: string | null = null;
  while (cursors.length < MAX_COUNTED_RESULTS) {
    const connection = await cursorsAfter(cms, search, locale, after);
    cursors.push(...(connection?.edges ?? []).flatMap((edge) => edge.cursor ?? []));
    if (!connection?.pageInfo.hasNextPage || !connection.pageInfo.endCursor) {
      return { cursors, more: false };
    }
    after = connection.pageInfo.endCursor;
  }
  return { cursors: cursors.slice(0, MAX_COUNTED_RESULTS), more: true };
}

async function cursorsAfter(
  cms: CmsSession,
  search: string,
  locale: Locale,
  after: string | null,
): Promise<SearchCursors | null> {
  const { data } = await cms.query(
    SEARCH_CURSORS_QUERY,
    { search, language: languageCode(locale), first: CURSORS_PER_CALL, after },
    { tags: SEARCH_TAGS },
  );
  return data?.contentNodes ?? null;
}

/** Each cached answer's results, made once: the text work is done per answer, not per request. */
const views = new WeakMap<object, SearchResult[]>();

async function pageOfResults(
  cms: CmsSession,
  search: string,
  locale: Locale,
  after: string | null,
): Promise<SearchResult[]> {
  const { data } = await cms.query(
    SEARCH_QUERY,
    { search, language: languageCode(locale), first: RESULTS_PER_PAGE, after },
    { tags: SEARCH_TAGS },
  );
  const connection = data?.contentNodes;
  if (!connection) return [];
  let results = views.get(connection);
  if (!results) {
    const words = searchWords(search);
    results = connection.nodes.flatMap((node) => searchResult(node, words, locale) ?? []);
    views.set(connection, results);
  }
  return results;
}

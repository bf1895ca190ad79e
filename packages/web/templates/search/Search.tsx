import { PageHeader } from "@/components/PageHeader";
import { SearchForm, type SearchFormStrings } from "@/components/SearchForm";
import type { HighlightedText } from "@/lib/search/highlight";
import { searchHref } from "@/lib/search/route";
import { fill } from "@/lib/i18n/fill";
import type { SearchStrings } from "@/lib/i18n/templates";
import { quoted, resultCount } from "@/lib/search/wording";
import type { SearchResult } from "./results";

export interface SearchProps {
  /** The terms searched for, cleaned (lib/search/terms.ts); "" when none. */
  terms: string;
  /** The visitor's search was cut at `maxLength` characters. */
  truncated: boolean;
  maxLength: number;
  page: number;
  results: SearchResult[];
  /** Results counted; `more` when there are more than that. */
  total: number;
  more: boolean;
  pageCount: number;
  /** The site's sections, suggested when nothing matched. */
  sections: { label: string; href: string }[];
  /** The search form's words, in the page's language. */
  form: SearchFormStrings;
  /** The page's words, in its language (lib/i18n/templates.ts). */
  text: SearchStrings;
}

export const RESULTS_PER_PAGE = 10;

/** The search page: the form, then the results for the terms, a page at a time. */
export function Search(props: SearchProps) {
  const { terms, truncated, maxLength, page, results, total, more, pageCount, sections } = props;
  const { form, text } = props;
  const pages = { page: String(page), pages: String(pageCount) };
  return (
    <article className="page page--search">
      <PageHeader
        title={terms ? fill(text.resultsFor, { terms: quoted(terms, text) }) : text.search}
        image={null}
      />
      <SearchForm
        key={terms}
        inputId="search-page-input"
        landmarkLabel={text.refine}
        defaultValue={terms}
        className="search-page__form"
        strings={form}
      />
      {truncated && (
        <p className="search-page__notice">{fill(text.truncated, { max: String(maxLength) })}</p>
      )}
      {terms && results.length > 0 && (
        <section className="search-results" aria-labelledby="search-results-heading">
          <h2 id="search-results-heading" className="search-results__summary">
            {resultCount(total, more, text)}
            {pageCount > 1 && fill(text.pageOf, pages)}
          </h2>
          <ol className="search-results__items" start={(page - 1) * RESULTS_PER_PAGE + 1}>
            {results.map((result) => (
              <li key={result.id} className="search-result">
                <p className="search-result__meta">
                  {text.kinds[result.kind]}
                  {result.date && (
                    <>
                      {" · "}
                      <time dateTime={result.date.iso}>{result.date.text}</time>
                    </>
                  )}
                </p>
                <h3 className="search-result__title">
                  <a href={result.uri}>
                    <Highlighted text={result.title} />
                  </a>
                </h3>
                {result.passage.join("") && (
                  <p className="search-result__passage">
                    <Highlighted text={result.passage} />
                  </p>
                )}
              </li>
            ))}
          </ol>
          {pageCount > 1 && (
            <nav className="pagination" aria-label={text.pagesLabel}>
              {page > 1 && (
                <a href={searchHref(terms, page - 1, form.searchPath)} rel="prev">
                  {text.previous}
                </a>
              )}
              <span className="pagination__current">{fill(text.currentPage, pages)}</span>
              {page < pageCount && (
                <a href={searchHref(terms, page + 1, form.searchPath)} rel="next">
                  {text.next}
                </a>
              )}
            </nav>
          )}
        </section>
      )}
      {terms && results.length === 0 && (
        <section
          className="search-results search-results--none"
          aria-labelledby="search-results-heading"
        >
          <h2 id="search-results-heading" className="search-results__summary">
            {fill(text.noMatch, { terms: quoted(terms, text) })}
          </h2>
          <p>{text.tryOther}</p>
          <ul className="search-results__sections">
            {sections.map((section) => (
              <li key={section.href}>
                <a href={section.href}>{section.label}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

/** Text with its matched pieces in <mark> (pieces alternate: plain, matched, plain, ...). */
function Highlighted({ text }: { text: HighlightedText }) {
  return text.map((piece, index) => (index % 2 === 1 ? <mark key={index}>{piece}</mark> : piece));
}

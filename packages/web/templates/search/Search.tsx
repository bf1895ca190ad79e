import { PageHeader } from "@/components/PageHeader";
import { SearchForm, type SearchFormStrings } from "@/components/SearchForm";
import type { HighlightedText } from "@/lib/search/highlight";
import { searchHref } from "@/lib/search/route";
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
}

export const RESULTS_PER_PAGE = 10;

const KIND_LABELS: Record<SearchResult["kind"], string> = {
  page: "Page",
  "press-release": "Press release",
};

/** The search page: the form, then the results for the terms, a page at a time. */
export function Search(props: SearchProps) {
  const { terms, truncated, maxLength, page, results, total, more, pageCount, sections, form } =
    props;
  return (
    <article className="page page--search">
      <PageHeader title={terms ? `Search results for ${quoted(terms)}` : "Search"} image={null} />
      <SearchForm
        key={terms}
        inputId="search-page-input"
        landmarkLabel="Refine"
        defaultValue={terms}
        className="search-page__form"
        strings={form}
      />
      {truncated && (
        <p className="search-page__notice">
          Your search was longer than {maxLength} characters: only the first {maxLength} were used.
        </p>
      )}
      {terms && results.length > 0 && (
        <section className="search-results" aria-labelledby="search-results-heading">
          <h2 id="search-results-heading" className="search-results__summary">
            {resultCount(total, more)}
            {pageCount > 1 && `, page ${page} of ${pageCount}`}
          </h2>
          <ol className="search-results__items" start={(page - 1) * RESULTS_PER_PAGE + 1}>
            {results.map((result) => (
              <li key={result.id} className="search-result">
                <p className="search-result__meta">
                  {KIND_LABELS[result.kind]}
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
            <nav className="pagination" aria-label="Search result pages">
              {page > 1 && (
                <a href={searchHref(terms, page - 1)} rel="prev">
                  Previous results
                </a>
              )}
              <span className="pagination__current">
                Page {page} of {pageCount}
              </span>
              {page < pageCount && (
                <a href={searchHref(terms, page + 1)} rel="next">
                  More results
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
            No pages or press releases match {quoted(terms)}
          </h2>
          <p>Try fewer words, other words or another spelling, or browse the site by section:</p>
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

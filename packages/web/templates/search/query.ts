// Site search: WordPress's keyword search over pages and press releases (WPGraphQL's
// contentNodes with `where: { search }`), most relevant first, a page at a time. Title,
// excerpt and content come rendered (WordPress's default format: the raw ones are for
// editors only) and are read as text. Each language searches its own pages (Polylang's filter).
import type { ResultOf } from "@graphql-typed-document-node/core";
import { graphql } from "@/lib/graphql/generated";

export const SEARCH_QUERY = graphql(`
  query SiteSearch(
    $search: String!
    $language: LanguageCodeFilterEnum!
    $first: Int!
    $after: String
  ) {
    contentNodes(
      first: $first
      after: $after
      where: { search: $search, language: $language, contentTypes: [PAGE, POST] }
    ) {
      nodes {
        __typename
        id
        uri
        date
        ... on NodeWithTitle {
          title
        }
        ... on NodeWithExcerpt {
          excerpt
        }
        ... on NodeWithContentEditor {
          content
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** Only the cursors of the results: how many there are, and where each page starts. */
export const SEARCH_CURSORS_QUERY = graphql(`
  query SiteSearchCursors(
    $search: String!
    $language: LanguageCodeFilterEnum!
    $first: Int!
    $after: String
  ) {
    contentNodes(
      first: $first
      after: $after
      where: { search: $search, language: $language, contentTypes: [PAGE, POST] }
    ) {
      edges {
        cursor
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** One result as the CMS answers it: which fields it has depends on its type. */
export type SearchResultNode = NonNullable<
  ResultOf<typeof SEARCH_QUERY>["contentNodes"]
>["nodes"][number];

export type SearchCursors = NonNullable<ResultOf<typeof SEARCH_CURSORS_QUERY>["contentNodes"]>;

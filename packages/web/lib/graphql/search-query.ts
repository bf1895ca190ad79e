// Site search: WordPress's keyword search over pages and press releases (WPGraphQL's
// contentNodes with `where: { search }`), most relevant first, a page at a time. Title,
// excerpt and content come rendered (WordPress's default format: the raw ones are for
// editors only) and are read as text.
import { gql, type TypedDocumentNode } from "@apollo/client";

export interface SearchQueryVariables {
  search: string;
  first: number;
  after?: string | null;
}

export interface SearchResultNode {
  __typename: string;
  id: string;
  uri: string | null;
  date: string | null;
  title?: string | null;
  excerpt?: string | null;
  content?: string | null;
}

export const SEARCH_QUERY: TypedDocumentNode<
  {
    contentNodes: {
      nodes: SearchResultNode[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    } | null;
  },
  SearchQueryVariables
> = gql`
  query SiteSearch($search: String!, $first: Int!, $after: String) {
    contentNodes(
      first: $first
      after: $after
      where: { search: $search, contentTypes: [PAGE, POST] }
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
`;

export interface SearchCursors {
  edges: { cursor: string | null }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** Only the cursors of the results: how many there are, and where each page starts. */
export const SEARCH_CURSORS_QUERY: TypedDocumentNode<
  { contentNodes: SearchCursors | null },
  SearchQueryVariables
> = gql`
  query SiteSearchCursors($search: String!, $first: Int!, $after: String) {
    contentNodes(
      first: $first
      after: $after
      where: { search: $search, contentTypes: [PAGE, POST] }
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
`;

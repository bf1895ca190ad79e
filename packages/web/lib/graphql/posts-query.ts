// Press releases, newest first, a page at a time (cursor pagination, as WPGraphQL).
import { gql, type TypedDocumentNode } from "@apollo/client";
import { POST_CARD_FIELDS, type PageInfoFields, type PostCardFields } from "./fragments";

export interface PostsQueryVariables {
  first: number;
  after?: string | null;
  categoryName?: string | null;
}

export const POSTS_QUERY: TypedDocumentNode<
  { posts: { nodes: PostCardFields[]; pageInfo: PageInfoFields } | null },
  PostsQueryVariables
> = gql`
  query Posts($first: Int!, $after: String, $categoryName: String) {
    posts(
      first: $first
      after: $after
      where: { categoryName: $categoryName, orderby: [{ field: DATE, order: DESC }] }
    ) {
      nodes {
        ...PostCardFields
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
    }
  }
  ${POST_CARD_FIELDS}
`;

/** Only the cursor that ends the first `first` posts: how page N finds where it starts. */
export const POSTS_CURSOR_QUERY: TypedDocumentNode<
  { posts: { pageInfo: Pick<PageInfoFields, "endCursor" | "hasNextPage"> } | null },
  PostsQueryVariables
> = gql`
  query PostsCursor($first: Int!, $after: String, $categoryName: String) {
    posts(
      first: $first
      after: $after
      where: { categoryName: $categoryName, orderby: [{ field: DATE, order: DESC }] }
    ) {
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`;

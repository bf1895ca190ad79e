// Press releases, newest first, a page at a time (cursor pagination, as WPGraphQL). A post
// behind a password is published but never shown (its page is a 404): lists leave it out.
// Each language lists its own (Polylang's filter).
import { graphql } from "@/lib/graphql/generated";

export const POSTS_QUERY = graphql(`
  query Posts(
    $first: Int!
    $after: String
    $categoryName: String
    $language: LanguageCodeFilterEnum!
  ) {
    posts(
      first: $first
      after: $after
      where: {
        categoryName: $categoryName
        language: $language
        hasPassword: false
        orderby: [{ field: DATE, order: DESC }]
      }
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
`);

/** Only the cursor that ends the first `first` posts: how page N finds where it starts. */
export const POSTS_CURSOR_QUERY = graphql(`
  query PostsCursor(
    $first: Int!
    $after: String
    $categoryName: String
    $language: LanguageCodeFilterEnum!
  ) {
    posts(
      first: $first
      after: $after
      where: {
        categoryName: $categoryName
        language: $language
        hasPassword: false
        orderby: [{ field: DATE, order: DESC }]
      }
    ) {
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

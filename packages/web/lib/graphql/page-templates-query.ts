// Every page's URI and template, a connection page at a time: the publish webhook picks out
// the pages that list press releases (the "Press Releases" template), whose numbered pages a
// post's publish invalidates. WPGraphQL has no filter by template, so all pages are read.
import { graphql } from "./generated";

export const PAGE_TEMPLATES_QUERY = graphql(`
  query PageTemplates($first: Int!, $after: String) {
    pages(first: $first, after: $after) {
      nodes {
        __typename
        databaseId
        slug
        uri
        isFrontPage
        template {
          templateName
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

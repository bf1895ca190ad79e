// Every page and post the sitemap lists, a connection page at a time (WPGraphQL caps a page
// at 100 nodes): the URI, when it last changed, and whether SEO keeps it out of search. A page
// or post behind a password is never shown (its page is a 404), so the sitemap leaves it out.
// Lists hold every language unless asked (the Polylang bridge's default): the sitemap lists
// both, each entry with its translations (hreflang links).
import type { ResultOf, VariablesOf } from "@graphql-typed-document-node/core";
import { graphql } from "./generated";

export const SITEMAP_NODE_FIELDS = graphql(`
  fragment SitemapNodeFields on ContentNode {
    uri
    modified
    modifiedGmt
    seo {
      metaRobotsNoindex
    }
    ... on Page {
      language {
        code
      }
      translations {
        uri
        status
        hasPassword
        language {
          code
        }
      }
    }
    ... on Post {
      language {
        code
      }
      translations {
        uri
        status
        hasPassword
        language {
          code
        }
      }
    }
  }
`);
export type SitemapNode = ResultOf<typeof SITEMAP_NODE_FIELDS>;

export const SITEMAP_PAGES_QUERY = graphql(`
  query SitemapPages($first: Int!, $after: String) {
    pages(first: $first, after: $after, where: { hasPassword: false }) {
      nodes {
        ...SitemapNodeFields
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const SITEMAP_POSTS_QUERY = graphql(`
  query SitemapPosts($first: Int!, $after: String) {
    posts(first: $first, after: $after, where: { hasPassword: false }) {
      nodes {
        ...SitemapNodeFields
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export type SitemapConnection = NonNullable<ResultOf<typeof SITEMAP_PAGES_QUERY>["pages"]>;
export type SitemapQueryVariables = VariablesOf<typeof SITEMAP_PAGES_QUERY>;

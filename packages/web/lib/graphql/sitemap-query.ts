// Every page and post the sitemap lists, a connection page at a time (WPGraphQL caps a page
// at 100 nodes): the URI, when it last changed, and whether SEO keeps it out of search.
import { gql, type TypedDocumentNode } from "@apollo/client";

export interface SitemapNode {
  uri: string | null;
  modified: string | null;
  modifiedGmt: string | null;
  seo: { metaRobotsNoindex: string | null } | null;
}

export interface SitemapConnection {
  nodes: SitemapNode[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

export interface SitemapQueryVariables {
  first: number;
  after: string | null;
}

// Pages and posts are asked the same fields, in connections of the same shape.
const SITEMAP_CONNECTION_FIELDS = `
  nodes {
    uri
    modified
    modifiedGmt
    seo {
      metaRobotsNoindex
    }
  }
  pageInfo {
    hasNextPage
    endCursor
  }
`;

export const SITEMAP_PAGES_QUERY: TypedDocumentNode<
  { pages: SitemapConnection | null },
  SitemapQueryVariables
> = gql`
  query SitemapPages($first: Int!, $after: String) {
    pages(first: $first, after: $after) {
      ${SITEMAP_CONNECTION_FIELDS}
    }
  }
`;

export const SITEMAP_POSTS_QUERY: TypedDocumentNode<
  { posts: SitemapConnection | null },
  SitemapQueryVariables
> = gql`
  query SitemapPosts($first: Int!, $after: String) {
    posts(first: $first, after: $after) {
      ${SITEMAP_CONNECTION_FIELDS}
    }
  }
`;

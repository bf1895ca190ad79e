// Resolves a URI to its CMS node with everything its template shows, in one round trip.
import type { ResultOf } from "@graphql-typed-document-node/core";
import { graphql } from "./generated";

export const PAGE_VIEW_FIELDS = graphql(`
  fragment PageViewFields on Page {
    databaseId
    slug
    title(format: RAW)
    date
    content
    isFrontPage
    template {
      templateName
    }
    featuredImage {
      node {
        ...ImageFields
      }
    }
    seo {
      ...SeoFields
    }
  }
`);

export const POST_VIEW_FIELDS = graphql(`
  fragment PostViewFields on Post {
    databaseId
    slug
    title(format: RAW)
    date
    content
    isFrontPage
    template {
      templateName
    }
    featuredImage {
      node {
        ...ImageFields
      }
    }
    seo {
      ...SeoFields
    }
    categories(first: 20) {
      nodes {
        name
        slug
      }
    }
  }
`);

export const NODE_BY_URI_QUERY = graphql(`
  query NodeByUri($uri: String!) {
    nodeByUri(uri: $uri) {
      __typename
      id
      uri
      ... on Page {
        ...PageViewFields
      }
      ... on Post {
        ...PostViewFields
      }
      ... on Category {
        databaseId
        name
        slug
        description
      }
    }
  }
`);

type NodeByUri = NonNullable<ResultOf<typeof NODE_BY_URI_QUERY>["nodeByUri"]>;

/** A node the site shows: a page, post or category, with the URI it was found by. */
export type UriNode = Extract<NodeByUri, { __typename: "Page" | "Post" | "Category" }> & {
  uri: string;
};
export type PageNode = Extract<UriNode, { __typename: "Page" }>;
export type PostNode = Extract<UriNode, { __typename: "Post" }>;
export type CategoryNode = Extract<UriNode, { __typename: "Category" }>;

const SHOWN_NODE_TYPES = new Set<string>(["Page", "Post", "Category"]);

/** WordPress also resolves authors, tags and media by URI; the site shows none of them. */
export function isShownNode(node: NodeByUri): node is UriNode {
  return SHOWN_NODE_TYPES.has(node.__typename) && typeof node.uri === "string";
}

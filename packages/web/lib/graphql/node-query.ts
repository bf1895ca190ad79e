// Resolves a URI to its CMS node with everything its template shows, in one round trip.
import type { ResultOf } from "@graphql-typed-document-node/core";
import { graphql } from "./generated";

// What a page or post shows, from the interfaces that hold each field in WPGraphQL.
export const CONTENT_VIEW_FIELDS = graphql(`
  fragment ContentViewFields on ContentNode {
    databaseId
    slug
    date
    dateGmt
    modifiedGmt
    template {
      templateName
    }
    seo {
      ...SeoFields
    }
    ... on NodeWithTitle {
      title
    }
    ... on NodeWithContentEditor {
      content
    }
    ... on NodeWithFeaturedImage {
      featuredImage {
        node {
          ...ImageFields
        }
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
      isFrontPage
      ... on ContentNode {
        ...ContentViewFields
      }
      ... on Page {
        pageBuilder {
          ...PageBuilderFields
        }
      }
      ... on Post {
        categories(first: 20) {
          nodes {
            name
            slug
          }
        }
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

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

// Everything a template shows of a node, wherever the node comes from (a URI, or an editor's
// preview by id).
export const SHOWN_NODE_FIELDS = graphql(`
  fragment ShownNodeFields on UniformResourceIdentifiable {
    __typename
    id
    uri
    isFrontPage
    ... on ContentNode {
      status
      ...ContentViewFields
    }
    ... on Page {
      hasPassword
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
      pageBuilder {
        ...PageBuilderFields
      }
    }
    ... on Post {
      hasPassword
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
      language {
        code
      }
      translations {
        uri
        count
        language {
          code
        }
      }
    }
  }
`);

export const NODE_BY_URI_QUERY = graphql(`
  query NodeByUri($uri: String!) {
    nodeByUri(uri: $uri) {
      ...ShownNodeFields
    }
  }
`);

/**
 * What an editor's Preview shows of a page or post (lib/preview/node.ts): its draft, or the
 * pending changes of a published one (WordPress's autosave revision). Sent only with the site's
 * WordPress account, for the one post the editor's preview grants; never cached.
 */
export const PREVIEW_NODE_QUERY = graphql(`
  query PreviewNode($id: ID!) {
    contentNode(id: $id, idType: DATABASE_ID, asPreview: true) {
      ...ShownNodeFields
    }
  }
`);

type ShownNodeFields = ResultOf<typeof SHOWN_NODE_FIELDS>;

/** A node the site shows: a page, post or category, with the URI it was found by. */
export type UriNode = Extract<ShownNodeFields, { __typename: "Page" | "Post" | "Category" }> & {
  uri: string;
};
export type PageNode = Extract<UriNode, { __typename: "Page" }>;
export type PostNode = Extract<UriNode, { __typename: "Post" }>;
export type CategoryNode = Extract<UriNode, { __typename: "Category" }>;

const SHOWN_NODE_TYPES = new Set<string>(["Page", "Post", "Category"]);

/**
 * A node of a kind the site has templates for, at a URI (WordPress also resolves authors,
 * tags and media by URI; the site shows none of them). Previews check no more.
 */
export function isTemplatedNode(node: ShownNodeFields): node is UriNode {
  return SHOWN_NODE_TYPES.has(node.__typename) && typeof node.uri === "string";
}

/**
 * A node anyone may see: templated, published, and without a password. Public reads carry no
 * credentials, so WordPress answers nothing else; this holds even if a read ever did.
 */
export function isShownNode(node: ShownNodeFields): node is UriNode {
  if (!isTemplatedNode(node)) return false;
  if (node.__typename === "Category") return true;
  return node.status === "publish" && node.hasPassword !== true;
}

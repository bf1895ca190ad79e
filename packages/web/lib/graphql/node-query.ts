// Resolves a URI to its CMS node with everything its template shows, in one round trip.
import { gql, type TypedDocumentNode } from "@apollo/client";
import { IMAGE_FIELDS, SEO_FIELDS, type ImageFields, type SeoFields } from "./fragments";
import { PAGE_BUILDER_FIELDS, type PageBuilderFields } from "./page-builder-fragment";

interface ContentNodeFields {
  id: string;
  databaseId: number;
  uri: string;
  slug: string | null;
  title: string | null;
  date: string | null;
  dateGmt: string | null;
  modifiedGmt: string | null;
  content: string | null;
  isFrontPage: boolean;
  template: { templateName: string | null } | null;
  featuredImage: { node: ImageFields } | null;
  seo: SeoFields | null;
}

export interface PageNode extends ContentNodeFields {
  __typename: "Page";
  pageBuilder: PageBuilderFields | null;
}

export interface PostNode extends ContentNodeFields {
  __typename: "Post";
  categories: { nodes: { name: string | null; slug: string | null }[] } | null;
}

export interface CategoryNode {
  __typename: "Category";
  id: string;
  databaseId: number;
  uri: string;
  name: string | null;
  slug: string | null;
  description: string | null;
}

export type UriNode = PageNode | PostNode | CategoryNode;

// Pages and posts show the same fields; WPGraphQL has no one interface holding them all
// (title, content and featuredImage sit on separate ones), so both fragments share this list.
const CONTENT_NODE_FIELDS = `
  databaseId
  slug
  title(format: RAW)
  date
  dateGmt
  modifiedGmt
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
`;

export const NODE_BY_URI_QUERY: TypedDocumentNode<{ nodeByUri: UriNode | null }, { uri: string }> =
  gql`
    query NodeByUri($uri: String!) {
      nodeByUri(uri: $uri) {
        __typename
        id
        uri
        ... on Page {
          ...ContentFieldsOnPage
          pageBuilder {
            ...PageBuilderFields
          }
        }
        ... on Post {
          ...ContentFieldsOnPost
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
    fragment ContentFieldsOnPage on Page {
      ${CONTENT_NODE_FIELDS}
    }
    fragment ContentFieldsOnPost on Post {
      ${CONTENT_NODE_FIELDS}
    }
    ${IMAGE_FIELDS}
    ${SEO_FIELDS}
    ${PAGE_BUILDER_FIELDS}
  `;

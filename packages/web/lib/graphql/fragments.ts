// Shapes shared by several queries: images, menu items, SEO, press-release cards. Queries
// spread them by name; codegen adds each fragment's definition to every document using it.
// Titles and excerpts come rendered (HTML): WordPress gives the raw format to logged-in users only.
import type { ResultOf } from "@graphql-typed-document-node/core";
import { graphql } from "./generated";

export const IMAGE_FIELDS = graphql(`
  fragment ImageFields on MediaItem {
    altText
    sourceUrl
    mediaDetails {
      width
      height
    }
  }
`);
export type ImageFields = ResultOf<typeof IMAGE_FIELDS>;

/** A file in the media library (a document, recording or slides): where it is and its type. */
export const FILE_FIELDS = graphql(`
  fragment FileFields on MediaItem {
    mediaItemUrl
    mimeType
  }
`);
export type FileFields = ResultOf<typeof FILE_FIELDS>;

export const MENU_ITEM_FIELDS = graphql(`
  fragment MenuItemFields on MenuItem {
    id
    databaseId
    parentDatabaseId
    label
    url
    path
    target
  }
`);
export type MenuItemFields = ResultOf<typeof MENU_ITEM_FIELDS>;

export const SEO_FIELDS = graphql(`
  fragment SeoFields on PostTypeSEO {
    title
    metaDesc
    metaRobotsNoindex
    opengraphType
    opengraphImage {
      sourceUrl
    }
  }
`);
export type SeoFields = ResultOf<typeof SEO_FIELDS>;

export const POST_CARD_FIELDS = graphql(`
  fragment PostCardFields on Post {
    id
    databaseId
    title
    uri
    date
    excerpt
  }
`);
export type PostCardFields = ResultOf<typeof POST_CARD_FIELDS>;

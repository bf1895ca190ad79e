// Shapes shared by several queries: images, menu items, SEO, press-release cards.
import { gql } from "@apollo/client";

export interface ImageFields {
  altText: string | null;
  sourceUrl: string | null;
  mediaDetails: { width: number | null; height: number | null } | null;
}

export const IMAGE_FIELDS = gql`
  fragment ImageFields on MediaItem {
    altText
    sourceUrl
    mediaDetails {
      width
      height
    }
  }
`;

/** A file in the media library (a document, recording or slides): where it is and its type. */
export interface FileFields {
  mediaItemUrl: string | null;
  mimeType: string | null;
}

export const FILE_FIELDS = gql`
  fragment FileFields on MediaItem {
    mediaItemUrl
    mimeType
  }
`;

export interface MenuItemFields {
  id: string;
  databaseId: number;
  parentDatabaseId: number | null;
  label: string | null;
  url: string | null;
  path: string | null;
  target: string | null;
}

export const MENU_ITEM_FIELDS = gql`
  fragment MenuItemFields on MenuItem {
    id
    databaseId
    parentDatabaseId
    label
    url
    path
    target
  }
`;

export interface SeoFields {
  title: string | null;
  metaDesc: string | null;
  metaRobotsNoindex: string | null;
  opengraphType: string | null;
  opengraphImage: { sourceUrl: string | null } | null;
}

export const SEO_FIELDS = gql`
  fragment SeoFields on PostTypeSEO {
    title
    metaDesc
    metaRobotsNoindex
    opengraphType
    opengraphImage {
      sourceUrl
    }
  }
`;

export interface PostCardFields {
  id: string;
  databaseId: number;
  title: string | null;
  uri: string | null;
  date: string | null;
  excerpt: string | null;
}

export const POST_CARD_FIELDS = gql`
  fragment PostCardFields on Post {
    id
    databaseId
    title(format: RAW)
    uri
    date
    excerpt(format: RAW)
  }
`;

export interface PageInfoFields {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

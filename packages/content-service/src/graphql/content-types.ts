// The content types WordPress registers for posts, pages and attachments, as WPGraphQL
// describes them (ContentType). Static: the stand-in has no custom post types.
import type { ContentRecord } from "../content/store.ts";

export interface ContentTypeRecord {
  kind: "contentType";
  name: "post" | "page" | "attachment";
  label: string;
  description: string;
  graphqlSingleName: string;
  graphqlPluralName: string;
  hierarchical: boolean;
  hasArchive: boolean;
  excludeFromSearch: boolean;
  showInNavMenus: boolean;
  restBase: string;
  restControllerClass: string;
  menuIcon: string;
  menuPosition: number;
  /** The archive's URI: the posts archive is the site's home; pages and media have none. */
  uri: string | null;
}

const common = {
  kind: "contentType" as const,
  description: "",
  hasArchive: false,
  excludeFromSearch: false,
};

export const CONTENT_TYPES: ContentTypeRecord[] = [
  {
    ...common,
    name: "post",
    label: "Posts",
    graphqlSingleName: "post",
    graphqlPluralName: "posts",
    hierarchical: false,
    showInNavMenus: true,
    restBase: "posts",
    restControllerClass: "WP_REST_Posts_Controller",
    menuIcon: "dashicons-admin-post",
    menuPosition: 5,
    uri: "/",
  },
  {
    ...common,
    name: "page",
    label: "Pages",
    graphqlSingleName: "page",
    graphqlPluralName: "pages",
    hierarchical: true,
    showInNavMenus: true,
    restBase: "pages",
    restControllerClass: "WP_REST_Posts_Controller",
    menuIcon: "dashicons-admin-page",
    menuPosition: 20,
    uri: null,
  },
  {
    ...common,
    name: "attachment",
    label: "Media",
    graphqlSingleName: "mediaItem",
    graphqlPluralName: "mediaItems",
    hierarchical: false,
    showInNavMenus: false,
    restBase: "media",
    restControllerClass: "WP_REST_Attachments_Controller",
    menuIcon: "dashicons-admin-media",
    menuPosition: 10,
    uri: null,
  },
];

const byName = new Map(CONTENT_TYPES.map((type) => [type.name, type]));

/** WordPress's post type name of a record: post, page or attachment. */
export function contentTypeNameOf(record: ContentRecord): ContentTypeRecord["name"] {
  return record.kind === "media" ? "attachment" : record.kind;
}

export function contentTypeNamed(name: string): ContentTypeRecord | null {
  return byName.get(name as ContentTypeRecord["name"]) ?? null;
}

/** ContentTypeEnum values (PAGE, POST, ATTACHMENT) to post type names. */
export const CONTENT_TYPE_ENUM: Record<string, ContentTypeRecord["name"]> = {
  POST: "post",
  PAGE: "page",
  ATTACHMENT: "attachment",
};

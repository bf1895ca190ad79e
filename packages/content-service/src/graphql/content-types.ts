// The post types WordPress has registered, as WPGraphQL describes them (ContentType): its own
// posts, pages and attachments, and the project's custom post types (CONTENT.md). Each is in
// `contentTypes`, is every one of its nodes' `contentType`, and has its ContentTypeEnum value.
import type { PostObjectRecord } from "../content/records.ts";
import { edgeTo } from "./connection.ts";
import { toGlobalId } from "./ids.ts";

/** The project's post types: WordPress's name, the GraphQL names, and the admin's label. */
export const CUSTOM_POST_TYPES = [
  { name: "person", typeName: "Person", single: "person", plural: "people", label: "People" },
  { name: "brand", typeName: "Brand", single: "brand", plural: "brands", label: "Brands" },
  {
    name: "dividend",
    typeName: "Dividend",
    single: "dividend",
    plural: "dividends",
    label: "Dividends",
  },
  {
    name: "financial_report",
    typeName: "FinancialReport",
    single: "financialReport",
    plural: "financialReports",
    label: "Financial Reports",
  },
  {
    name: "investor_event",
    typeName: "InvestorEvent",
    single: "investorEvent",
    plural: "investorEvents",
    label: "Investor Events",
  },
] as const;

export type CustomPostTypeName = (typeof CUSTOM_POST_TYPES)[number]["name"];
export type ContentTypeName = "post" | "page" | "attachment" | CustomPostTypeName;

export interface ContentTypeRecord {
  kind: "contentType";
  name: ContentTypeName;
  label: string;
  description: string;
  graphqlSingleName: string;
  graphqlPluralName: string;
  hierarchical: boolean;
  hasArchive: boolean;
  excludeFromSearch: boolean;
  publiclyQueryable: boolean;
  showInNavMenus: boolean;
  showInAdminBar: boolean;
  /** Unset (null) unless registered: WordPress then decides by the type's author support. */
  deleteWithUser: boolean | null;
  restBase: string;
  restControllerClass: string;
  menuIcon: string | null;
  menuPosition: number | null;
  /** The archive's URI: the posts archive is the site's home; the others have none. */
  uri: string | null;
}

const common = {
  kind: "contentType" as const,
  description: "",
  hasArchive: false,
  excludeFromSearch: false,
  restControllerClass: "WP_REST_Posts_Controller",
};

export const CONTENT_TYPES: ContentTypeRecord[] = [
  {
    ...common,
    name: "post",
    label: "Posts",
    graphqlSingleName: "post",
    graphqlPluralName: "posts",
    hierarchical: false,
    publiclyQueryable: true,
    showInNavMenus: true,
    showInAdminBar: true,
    deleteWithUser: true,
    restBase: "posts",
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
    publiclyQueryable: false,
    showInNavMenus: true,
    showInAdminBar: true,
    deleteWithUser: true,
    restBase: "pages",
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
    publiclyQueryable: true,
    showInNavMenus: false,
    showInAdminBar: false,
    deleteWithUser: false,
    restBase: "media",
    restControllerClass: "WP_REST_Attachments_Controller",
    menuIcon: "dashicons-admin-media",
    menuPosition: 10,
    uri: null,
  },
  // Registered public, with the REST API for the block editor; no archive, no menu icon or
  // position of their own, and not offered in menus, having no pages to link to.
  ...CUSTOM_POST_TYPES.map((type): ContentTypeRecord => ({
    ...common,
    name: type.name,
    label: type.label,
    graphqlSingleName: type.single,
    graphqlPluralName: type.plural,
    hierarchical: false,
    publiclyQueryable: true,
    showInNavMenus: false,
    showInAdminBar: true,
    deleteWithUser: null,
    restBase: type.name,
    menuIcon: null,
    menuPosition: null,
    uri: null,
  })),
];

const byName = new Map(CONTENT_TYPES.map((type) => [type.name, type]));

/** WordPress's post type name of a record: attachment for media, else the record's kind. */
export function contentTypeNameOf(record: PostObjectRecord): ContentTypeName {
  return record.kind === "media" ? "attachment" : record.kind;
}

export function contentTypeNamed(name: string): ContentTypeRecord | null {
  return byName.get(name as ContentTypeName) ?? null;
}

/** A content node's `contentType`: the edge to its post type. */
export function contentTypeEdge(record: PostObjectRecord) {
  const name = contentTypeNameOf(record);
  return edgeTo(contentTypeNamed(name), toGlobalId("post_type", name));
}

/** ContentTypeEnum's values (PAGE, FINANCIAL_REPORT, ...): WPGraphQL upper-cases the names. */
export const CONTENT_TYPE_ENUM: Record<string, ContentTypeName> = Object.fromEntries(
  CONTENT_TYPES.map((type) => [type.name.toUpperCase(), type.name]),
);

/** The store's kind of record for a post type name: media items are attachments. */
export function recordKindOf(name: ContentTypeName): PostObjectRecord["kind"] {
  return name === "attachment" ? "media" : name;
}

// Resolvers for the custom post types (schema/cpt-*.graphql), which WPGraphQL serves as it
// serves posts: the single-node field finds a record as `post` finds a post (lookup.ts), the
// connection filters, searches and orders as `posts` does (post-objects.ts), and each record
// is a content node of its own content type. The ACF groups need nothing more: their records
// already have the GraphQL shape.
import type { ContentStore, CustomPostRecord } from "../content/records.ts";
import { ACF_FIELD_RESOLVERS } from "./acf-fields.ts";
import { connect, type ConnectionArgs } from "./connection.ts";
import { contentTypeEdge, CUSTOM_POST_TYPES, type CustomPostTypeName } from "./content-types.ts";
import { formatted, type Format, type RequestContext } from "./context.ts";
import { escapeHtml } from "./html.ts";
import { toGlobalId } from "./ids.ts";
import { createLookup, type IdArgs } from "./lookup.ts";
import { createPostObjects, type PostObjectWhere } from "./post-objects.ts";
import { siteTimeToGmt } from "../content/site-time.ts";

/**
 * Each post type's ACF field group and the repeaters inside it, by their GraphQL type names
 * (WPGraphQL for ACF 2.x), which fieldGroupName answers.
 */
const ACF_GROUPS: Record<CustomPostTypeName, string[]> = {
  person: ["PersonFields", "PersonFieldsCommittees"],
  brand: ["BrandFields"],
  dividend: ["DividendFields"],
  financial_report: ["FinancialReportFields"],
  investor_event: ["InvestorEventFields"],
};

export const CUSTOM_POST_TYPE_NAMES: Record<CustomPostTypeName, string> = Object.fromEntries(
  CUSTOM_POST_TYPES.map((type) => [type.name, type.typeName]),
) as Record<CustomPostTypeName, string>;

export function createCustomPostTypeResolvers(store: ContentStore) {
  const timeZone = store.generalSettings.timezone;
  const { findPost } = createLookup(store);
  const postObjects = createPostObjects(store);

  const postFields = {
    id: (record: CustomPostRecord) => toGlobalId("post", record.databaseId),
    dateGmt: (record: CustomPostRecord) => siteTimeToGmt(record.date, timeZone),
    modifiedGmt: (record: CustomPostRecord) => siteTimeToGmt(record.modified, timeZone),
    // Without pages of their own: no address to link to.
    link: () => null,
    uri: () => null,
    template: () => ({ __typename: "DefaultTemplate", templateName: "Default" }),
    contentType: contentTypeEdge,
    contentTypeName: (record: CustomPostRecord) => record.kind,
    isPreview: () => false,
    isComment: () => false,
    isContentNode: () => true,
    isTermNode: () => false,
    isFrontPage: () => false,
    isPostsPage: () => false,
    title: (record: CustomPostRecord, { format }: { format?: Format }, context: RequestContext) =>
      formatted(format, context, record.title, () => escapeHtml(record.title)),
    guid: (record: CustomPostRecord) =>
      `${store.homeUrl}/?post_type=${record.kind}&p=${record.databaseId}`,
    isRestricted: () => false,
    // No Yoast data for records without pages (see CONTENT.md).
    seo: () => null,
    desiredSlug: () => null,
    enclosure: () => null,
    previewRevisionDatabaseId: () => null,
    previewRevisionId: () => null,
  };

  const rootQuery: Record<string, unknown> = {};
  const types: Record<string, unknown> = {};
  for (const type of CUSTOM_POST_TYPES) {
    rootQuery[type.single] = (_: unknown, args: IdArgs, context: RequestContext) =>
      findPost(args, [type.name], context);
    rootQuery[type.plural] = (_: unknown, args: ConnectionArgs & { where?: PostObjectWhere }) =>
      connect(
        postObjects.query<CustomPostRecord>(store.customPosts[type.plural], args.where ?? {}),
        args,
      );
    types[type.typeName] = postFields;
    for (const name of ACF_GROUPS[type.name]) {
      types[name] = { fieldGroupName: () => name, ...ACF_FIELD_RESOLVERS[name as AcfType] };
    }
  }

  return { RootQuery: rootQuery, ...types };
}

type AcfType = keyof typeof ACF_FIELD_RESOLVERS;

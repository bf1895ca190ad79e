// Resolvers for the custom post types (schema/cpt-*.graphql): root lookups by id and slug,
// cursor connections with WPGraphQL's ordering and search, and the fields every post has.
// The ACF groups need none: their records already have the GraphQL shape.
import { createGraphQLError } from "graphql-yoga";
import type { CustomPostRecord } from "../content/custom-post-types.ts";
import type { ContentStore } from "../content/store.ts";
import { connect, type ConnectionArgs } from "./connection.ts";
import { fromGlobalId, parseDatabaseId, toGlobalId } from "./ids.ts";
import { formatted, type Format, type RequestContext } from "./context.ts";
import { escapeHtml } from "./html.ts";
import { siteTimeToGmt } from "./site-time.ts";

/** Each post type: its GraphQL type, root fields, ACF group and the store's list. */
export const CUSTOM_POST_TYPES = [
  {
    kind: "person",
    typeName: "Person",
    single: "person",
    plural: "people",
    group: "personFields",
    repeaters: { Person_Personfields_committees: "committees" },
  },
  { kind: "brand", typeName: "Brand", single: "brand", plural: "brands", group: "brandFields" },
  {
    kind: "dividend",
    typeName: "Dividend",
    single: "dividend",
    plural: "dividends",
    group: "dividendFields",
  },
  {
    kind: "financial_report",
    typeName: "FinancialReport",
    single: "financialReport",
    plural: "financialReports",
    group: "financialReportFields",
  },
  {
    kind: "investor_event",
    typeName: "InvestorEvent",
    single: "investorEvent",
    plural: "investorEvents",
    group: "investorEventFields",
  },
] as const satisfies readonly {
  kind: CustomPostRecord["kind"];
  typeName: string;
  single: string;
  plural: keyof ContentStore["customPosts"];
  group: string;
  repeaters?: Record<string, string>;
}[];

export const CUSTOM_POST_TYPE_NAMES: Record<CustomPostRecord["kind"], string> = Object.fromEntries(
  CUSTOM_POST_TYPES.map((type) => [type.kind, type.typeName]),
) as Record<CustomPostRecord["kind"], string>;

type Orderby = { field: "DATE" | "MODIFIED" | "TITLE" | "MENU_ORDER"; order: "ASC" | "DESC" }[];

interface Where {
  search?: string | null;
  orderby?: Orderby | null;
}

/** WordPress's default order for post queries: newest first. */
const DEFAULT_ORDER: Orderby = [{ field: "DATE", order: "DESC" }];

function sortedPosts<T extends CustomPostRecord>(records: T[], orderby: Orderby): T[] {
  const keyOf = (record: T, field: Orderby[number]["field"]): string | number => {
    if (field === "DATE") return record.date;
    if (field === "MODIFIED") return record.modified;
    if (field === "TITLE") return record.title.toLowerCase();
    return record.menuOrder;
  };
  return [...records].sort((a, b) => {
    for (const { field, order } of orderby) {
      const x = keyOf(a, field);
      const y = keyOf(b, field);
      if (x !== y) return (x < y ? -1 : 1) * (order === "ASC" ? 1 : -1);
    }
    // Ties fall back on the newest id first, as WordPress's ordering by ID does.
    return b.databaseId - a.databaseId;
  });
}

export function createCustomPostTypeResolvers(store: ContentStore) {
  const timeZone = store.generalSettings.timezone;

  const postFields = {
    id: (record: CustomPostRecord) => toGlobalId("post", record.databaseId),
    dateGmt: (record: CustomPostRecord) => siteTimeToGmt(record.date, timeZone),
    modifiedGmt: (record: CustomPostRecord) => siteTimeToGmt(record.modified, timeZone),
    status: () => "publish",
    // Publicly queryable without pages of their own: no address to link to.
    link: () => null,
    uri: () => null,
    template: () => ({ __typename: "DefaultTemplate", templateName: "Default" }),
    contentTypeName: (record: CustomPostRecord) => record.kind,
    isPreview: () => false,
    isContentNode: () => true,
    isTermNode: () => false,
    isFrontPage: () => false,
    isPostsPage: () => false,
    title: (record: CustomPostRecord, { format }: { format?: Format }, context: RequestContext) =>
      formatted(format, context, record.title, () => escapeHtml(record.title)),
    guid: (record: CustomPostRecord) =>
      `${store.homeUrl}/?post_type=${record.kind}&p=${record.databaseId}`,
    isRestricted: () => false,
    // The stand-in describes only WordPress's own content types, and has no Yoast data for
    // records without pages (see CONTENT.md).
    contentType: () => null,
    seo: () => null,
    desiredSlug: () => null,
    enclosure: () => null,
    previewRevisionDatabaseId: () => null,
    previewRevisionId: () => null,
  };

  const rootQuery: Record<string, unknown> = {};
  const types: Record<string, unknown> = {};
  for (const type of CUSTOM_POST_TYPES) {
    const records = (): CustomPostRecord[] => store.customPosts[type.plural];
    rootQuery[type.single] = (_: unknown, { id, idType }: { id: string; idType: string }) => {
      switch (idType) {
        case "ID":
          return records().find((r) => r.databaseId === fromGlobalId("post", id)) ?? null;
        case "DATABASE_ID":
          return records().find((r) => r.databaseId === parseDatabaseId(id)) ?? null;
        case "SLUG":
          return records().find((r) => r.slug === id) ?? null;
        default:
          throw createGraphQLError(`Unsupported idType: ${idType}`);
      }
    };
    rootQuery[type.plural] = (_: unknown, args: ConnectionArgs & { where?: Where | null }) => {
      const search = args.where?.search?.trim().toLowerCase();
      const matching = search
        ? records().filter((record) => record.title.toLowerCase().includes(search))
        : records();
      const orderby = args.where?.orderby?.length ? args.where.orderby : DEFAULT_ORDER;
      return connect(sortedPosts(matching, orderby), args);
    };
    types[type.typeName] = postFields;
    const groupType = `${type.typeName}_${capitalizeLower(type.group)}`;
    types[groupType] = { fieldGroupName: () => type.group };
    for (const [repeaterType, name] of Object.entries("repeaters" in type ? type.repeaters : {})) {
      types[repeaterType] = { fieldGroupName: () => name };
    }
  }

  return { RootQuery: rootQuery, ...types };
}

/** WPGraphQL for ACF v0.x names a group's type with its name lower-cased and capitalized. */
function capitalizeLower(name: string): string {
  const lower = name.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

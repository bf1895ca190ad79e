// Resolvers for schema/content-nodes.graphql: RootQuery.contentNodes over pages and posts
// (newest first, or by relevance when searching), and the interfaces of their fields.
import type { ContentStore, PageRecord, PostRecord } from "../content/store.ts";
import { connect, type ConnectionArgs } from "./connection.ts";
import { keywordSearch } from "./keyword-search.ts";

type ContentTypeEnum = "PAGE" | "POST";

interface ContentNodesArgs extends ConnectionArgs {
  where?: { contentTypes?: (ContentTypeEnum | null)[] | null; search?: string | null } | null;
}

const typeName = (record: PageRecord | PostRecord) => (record.kind === "page" ? "Page" : "Post");

export function createContentNodeResolvers(store: ContentStore) {
  const ofTypes = (types: ContentTypeEnum[]) => [
    ...(types.includes("PAGE") ? store.pages : []),
    ...(types.includes("POST") ? store.posts : []),
  ];

  return {
    NodeWithTitle: { __resolveType: typeName },
    NodeWithExcerpt: { __resolveType: typeName },
    NodeWithContentEditor: { __resolveType: typeName },
    RootQuery: {
      contentNodes: (_: unknown, args: ContentNodesArgs) => {
        const where = args.where ?? {};
        const requested = (where.contentTypes ?? []).filter((type) => type !== null);
        const records = ofTypes(requested.length > 0 ? requested : ["PAGE", "POST"]);
        // An empty search is no search, as in WordPress.
        const ordered = where.search
          ? keywordSearch(records, where.search)
          : [...records].sort(
              (a, b) => b.date.localeCompare(a.date) || b.databaseId - a.databaseId,
            );
        return connect(ordered, args);
      },
    },
  };
}

// Resolvers for WPGraphQL's core in schema/wpgraphql.graphql and the project's extensions
// beside it, reading the ContentStore. Content nodes, terms, users, settings and SEO have
// their own modules; menus and the redirection lookup are here.
import { createGraphQLError } from "graphql-yoga";
import type {
  ContentStore,
  MenuItemRecord,
  MenuLocation,
  MenuRecord,
  UriRecord,
} from "../content/records.ts";
import { normalizePath } from "@corus/site-rules/redirects";
import { connect, edgeTo, type ConnectionArgs } from "./connection.ts";
import { createContentNodeResolvers } from "./content-nodes.ts";
import { contentTypeNamed } from "./content-types.ts";
import { CUSTOM_POST_TYPE_NAMES } from "./custom-post-types.ts";
import { contentTypeNameFromGlobalId, fromGlobalId, parseDatabaseId, toGlobalId } from "./ids.ts";
import { menuLocationFor, type LanguageFilterValue } from "./language-filter.ts";
import { siteSeo } from "./seo.ts";
import { createSettingsResolvers } from "./settings.ts";
import { createTermResolvers } from "./terms.ts";
import { createUserResolvers } from "./users.ts";
import type { RequestContext } from "./context.ts";

interface MenuItemWhere {
  id?: number | null;
  location?: MenuLocation | null;
  /** wp-graphql-polylang's, on the root list only: with a location, the language's copy of it. */
  language?: LanguageFilterValue | null;
  parentId?: string | null;
  parentDatabaseId?: number | null;
}

export function createResolvers(store: ContentStore) {
  const homeUrlPattern = new RegExp(store.homeUrl.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi");
  const visibleMenus = () => store.menus.filter((menu) => menu.locations.length > 0);
  const menuById = (databaseId: number) => store.menus.find((m) => m.databaseId === databaseId);
  const itemsOfMenu = (menu: MenuRecord) =>
    store.menuItems.filter((item) => item.menuDatabaseId === menu.databaseId);
  const childrenOf = (item: MenuItemRecord) =>
    store.menuItems.filter((child) => child.parentDatabaseId === item.databaseId);

  /** Menu item filters shared by RootQuery.menuItems and Menu.menuItems. */
  const filterMenuItems = (items: MenuItemRecord[], where: MenuItemWhere = {}) => {
    let result = items;
    if (where.id != null) result = result.filter((item) => item.databaseId === where.id);
    if (where.location != null) {
      const location = menuLocationFor(where.location, where.language);
      const menu = visibleMenus().find((m) => (m.locations as string[]).includes(location));
      result = menu ? result.filter((item) => item.menuDatabaseId === menu.databaseId) : [];
    }
    const parent =
      where.parentDatabaseId ??
      (where.parentId != null
        ? (parseDatabaseId(where.parentId) ?? fromGlobalId("post", where.parentId) ?? -1)
        : undefined);
    if (parent !== undefined) {
      result = result.filter((item) => (item.parentDatabaseId ?? 0) === parent);
    }
    return result;
  };

  const content = createContentNodeResolvers(store, (post, args) =>
    terms.categoriesOfPost(post, args),
  );
  const terms = createTermResolvers(store, content.postObjects);
  const users = createUserResolvers(store, content.postObjects);
  const settings = createSettingsResolvers(store);

  const resolveNodeType = (record: { kind: string }) =>
    ({
      page: "Page",
      post: "Post",
      category: "Category",
      media: "MediaItem",
      menu: "Menu",
      menuItem: "MenuItem",
      user: "User",
      contentType: "ContentType",
      generalSettings: "GeneralSettings",
      siteOptions: "SiteOptions",
      readingSettings: "ReadingSettings",
      ...CUSTOM_POST_TYPE_NAMES,
    })[record.kind] ?? null;
  const abstractType = { __resolveType: resolveNodeType };

  return {
    Node: abstractType,
    UniformResourceIdentifiable: abstractType,
    ContentNode: abstractType,
    DatabaseIdentifier: abstractType,
    HierarchicalNode: abstractType,
    HierarchicalContentNode: abstractType,
    HierarchicalTermNode: abstractType,
    MenuItemLinkable: abstractType,
    TermNode: abstractType,
    NodeWithTemplate: abstractType,
    NodeWithTitle: abstractType,
    NodeWithContentEditor: abstractType,
    NodeWithExcerpt: abstractType,
    NodeWithAuthor: abstractType,
    NodeWithFeaturedImage: abstractType,
    NodeWithComments: abstractType,
    NodeWithPageAttributes: abstractType,
    Previewable: abstractType,
    ContentTemplate: {
      __resolveType: (template: { __typename: string }) => template.__typename,
    },

    RootQuery: {
      ...content.rootFields,
      ...terms.rootFields,
      ...users.rootFields,
      ...settings.rootFields,
      seo: () => siteSeo(store),
      menu: (_: unknown, { id, idType }: { id: string; idType?: string | null }) => {
        const menus = visibleMenus();
        switch (idType ?? "ID") {
          case "ID": {
            const databaseId = fromGlobalId("term", id);
            return menus.find((menu) => menu.databaseId === databaseId) ?? null;
          }
          case "DATABASE_ID":
            return menus.find((menu) => menu.databaseId === parseDatabaseId(id)) ?? null;
          case "LOCATION": {
            const menu = menus.find((m) => m.locations.includes(id as MenuLocation));
            if (!menu) throw createGraphQLError("No menu set for the provided location");
            return menu;
          }
          case "NAME":
            return menus.find((menu) => menu.name === id) ?? null;
          case "SLUG":
            return menus.find((menu) => menu.slug === id) ?? null;
          default:
            throw createGraphQLError(`Unsupported idType: ${idType}`);
        }
      },
      menus: (
        _: unknown,
        args: ConnectionArgs & {
          where?: { id?: number | null; location?: MenuLocation | null; slug?: string | null };
        },
      ) => {
        const where = args.where ?? {};
        const menus = visibleMenus().filter(
          (menu) =>
            (where.id == null || menu.databaseId === where.id) &&
            (where.location == null || menu.locations.includes(where.location)) &&
            (where.slug == null || menu.slug === where.slug),
        );
        return connect(menus, args);
      },
      menuItem: (_: unknown, { id, idType }: { id: string; idType?: string | null }) => {
        const databaseId =
          idType === "DATABASE_ID" ? parseDatabaseId(id) : fromGlobalId("post", id);
        const visible = new Set(visibleMenus().map((menu) => menu.databaseId));
        return (
          store.menuItems.find(
            (item) => item.databaseId === databaseId && visible.has(item.menuDatabaseId),
          ) ?? null
        );
      },
      menuItems: (_: unknown, args: ConnectionArgs & { where?: MenuItemWhere }) => {
        const visible = new Set(visibleMenus().map((menu) => menu.databaseId));
        const items = store.menuItems.filter((item) => visible.has(item.menuDatabaseId));
        return connect(filterMenuItems(items, args.where ?? {}), args);
      },
      nodeByUri: (_: unknown, { uri }: { uri: string }, context: RequestContext) =>
        content.nodeForUri(uri, context),
      node: (_: unknown, { id }: { id?: string | null }) => {
        if (!id) return null;
        const postId = fromGlobalId("post", id);
        if (postId !== null) {
          return (
            store.index.contentById.get(postId) ?? store.index.customPostById.get(postId) ?? null
          );
        }
        const termId = fromGlobalId("term", id);
        if (termId !== null) {
          return (
            store.index.categoryById.get(termId) ??
            visibleMenus().find((menu) => menu.databaseId === termId) ??
            null
          );
        }
        const userId = fromGlobalId("user", id);
        if (userId !== null) return store.index.userById.get(userId) ?? null;
        const typeName = contentTypeNameFromGlobalId(id);
        return typeName === null ? null : contentTypeNamed(typeName);
      },
      redirection: (_: unknown, { url }: { url: string }) => {
        let requested: string;
        try {
          requested = normalizePath(url);
        } catch {
          return null;
        }
        const rule = store.redirects.find((r) => r.enabled && r.origin === requested);
        return rule ? { target: rule.target, origin: rule.origin, code: rule.code } : null;
      },
    },

    ...content.types,
    ...terms.types,
    ...users.types,

    Menu: {
      id: (menu: MenuRecord) => toGlobalId("term", menu.databaseId),
      menuId: (menu: MenuRecord) => menu.databaseId,
      count: (menu: MenuRecord) => itemsOfMenu(menu).length,
      isRestricted: () => false,
      menuItems: (menu: MenuRecord, args: ConnectionArgs & { where?: MenuItemWhere }) =>
        connect(filterMenuItems(itemsOfMenu(menu), args.where ?? {}), args),
    },
    MenuItem: {
      id: (item: MenuItemRecord) => toGlobalId("post", item.databaseId),
      menuItemId: (item: MenuItemRecord) => item.databaseId,
      // WordPress keeps a top-level item's parent as 0 (and so no parent's global id).
      parentDatabaseId: (item: MenuItemRecord) => item.parentDatabaseId ?? 0,
      parentId: (item: MenuItemRecord) =>
        item.parentDatabaseId === null ? null : toGlobalId("post", item.parentDatabaseId),
      // The URL without the home URL: a site path, or an external item's whole URL.
      uri: (item: MenuItemRecord) => item.url.replace(homeUrlPattern, ""),
      linkRelationship: () => null,
      isRestricted: () => false,
      locations: (item: MenuItemRecord) => menuById(item.menuDatabaseId)?.locations ?? [],
      menu: (item: MenuItemRecord) => {
        const menu = menuById(item.menuDatabaseId);
        return menu ? { cursor: toGlobalId("term", menu.databaseId), node: menu } : null;
      },
      connectedNode: (item: MenuItemRecord) => {
        const linked: UriRecord | undefined = item.url.startsWith(store.homeUrl)
          ? store.byUri.get(item.path)
          : undefined;
        // Only posts, pages and categories can be a menu item's object in WordPress.
        const node =
          linked && (linked.kind === "page" || linked.kind === "post" || linked.kind === "category")
            ? linked
            : null;
        return edgeTo(
          node,
          toGlobalId(node?.kind === "category" ? "term" : "post", node?.databaseId ?? 0),
        );
      },
      childItems: (item: MenuItemRecord, args: ConnectionArgs & { where?: MenuItemWhere }) =>
        connect(filterMenuItems(childrenOf(item), args.where ?? {}), args),
    },
  };
}

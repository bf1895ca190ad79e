// Resolvers for the WPGraphQL subset in schema/*.graphql, reading the ContentStore.
import { createGraphQLError } from "graphql-yoga";
import type {
  CategoryRecord,
  ContentStore,
  MediaRecord,
  MenuItemRecord,
  MenuLocation,
  MenuRecord,
  PageRecord,
  PostRecord,
  UriRecord,
} from "../content/store.ts";
import { normalizePath } from "@corus/redirect-rules";
import { connect, type ConnectionArgs } from "./connection.ts";
import { CUSTOM_POST_TYPE_NAMES } from "./custom-post-types.ts";
import { fromGlobalId, parseDatabaseId, toGlobalId } from "./ids.ts";
import { seoFor } from "./seo.ts";
import { escapeHtml } from "./html.ts";
import { siteTimeToGmt } from "./site-time.ts";

type ContentRecord = PageRecord | PostRecord;
type Format = "RAW" | "RENDERED" | null | undefined;

interface MenuItemWhere {
  id?: number | null;
  location?: MenuLocation | null;
  parentId?: string | null;
  parentDatabaseId?: number | null;
}

interface OrderbyInput {
  field: "DATE" | "MODIFIED" | "TITLE" | "MENU_ORDER";
  order: "ASC" | "DESC";
}

/** WPGraphQL's type for a page template: Template_ and the name without spaces. */
function templateTypeName(templateName: string): string {
  return templateName === "Default"
    ? "DefaultTemplate"
    : `Template_${templateName.replace(/[^A-Za-z0-9]/g, "")}`;
}

export function createResolvers(store: ContentStore) {
  const timeZone = store.generalSettings.timezone;

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
    const location = where.location;
    if (location != null) {
      const menu = visibleMenus().find((m) => m.locations.includes(location));
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

  const contentByDatabaseId = (databaseId: number): ContentRecord | undefined =>
    store.pages.find((p) => p.databaseId === databaseId) ??
    store.posts.find((p) => p.databaseId === databaseId);

  const nodeForUri = (uri: string): UriRecord | null => {
    let value = uri.trim();
    if (value.startsWith(store.homeUrl)) value = value.slice(store.homeUrl.length);
    else if (/^https?:\/\//i.test(value)) return null;
    return store.byUri.get(normalizePath(value)) ?? null;
  };

  const findContent = (
    id: string,
    idType: string,
    kinds: ContentRecord["kind"][],
  ): ContentRecord | null => {
    let record: ContentRecord | UriRecord | undefined | null;
    switch (idType) {
      case "ID": {
        const databaseId = fromGlobalId("post", id);
        record = databaseId === null ? null : contentByDatabaseId(databaseId);
        break;
      }
      case "DATABASE_ID": {
        const databaseId = parseDatabaseId(id);
        record = databaseId === null ? null : contentByDatabaseId(databaseId);
        break;
      }
      case "URI":
        record = nodeForUri(id);
        break;
      case "SLUG":
        record = store.posts.find((post) => post.slug === id);
        break;
      default:
        throw createGraphQLError(`Unsupported idType: ${idType}`);
    }
    if (!record || record.kind === "category" || !kinds.includes(record.kind)) return null;
    return record;
  };

  const ordered = <T extends ContentRecord>(records: T[], orderby?: OrderbyInput[] | null) => {
    if (!orderby?.length) return records;
    const keyOf = (record: T, field: OrderbyInput["field"]): string | number => {
      if (field === "DATE") return record.date;
      if (field === "MODIFIED") return record.modified;
      if (field === "TITLE") return record.title.toLowerCase();
      return record.kind === "page" ? record.menuOrder : 0;
    };
    return [...records].sort((a, b) => {
      for (const { field, order } of orderby) {
        const x = keyOf(a, field);
        const y = keyOf(b, field);
        if (x !== y) return (x < y ? -1 : 1) * (order === "ASC" ? 1 : -1);
      }
      return 0;
    });
  };

  const matchesSearch = (record: ContentRecord, search?: string | null) =>
    !search ||
    `${record.title} ${record.content}`.toLowerCase().includes(search.trim().toLowerCase());

  const excerptHtml = (text: string) => (text ? `<p>${escapeHtml(text)}</p>\n` : "");

  /** Fields every content node (Page, Post) resolves the same way. */
  const contentNodeFields = {
    id: (record: ContentRecord) => toGlobalId("post", record.databaseId),
    dateGmt: (record: ContentRecord) => siteTimeToGmt(record.date, timeZone),
    modifiedGmt: (record: ContentRecord) => siteTimeToGmt(record.modified, timeZone),
    status: () => "publish",
    link: (record: ContentRecord) => `${store.homeUrl}${record.uri}`,
    template: (record: ContentRecord) => {
      const templateName = record.kind === "page" ? record.template : "Default";
      return { __typename: templateTypeName(templateName), templateName };
    },
    contentTypeName: (record: ContentRecord) => record.kind,
    isPreview: () => false,
    isContentNode: () => true,
    isTermNode: () => false,
    isFrontPage: (record: ContentRecord) => record.kind === "page" && record.isFrontPage,
    isPostsPage: () => false,
    title: (record: ContentRecord, { format }: { format?: Format }) =>
      format === "RAW" ? record.title : escapeHtml(record.title),
    content: (record: ContentRecord) => record.content,
    excerpt: (record: ContentRecord, { format }: { format?: Format }) =>
      format === "RAW" ? record.excerpt : excerptHtml(record.excerpt),
    featuredImage: (record: ContentRecord) =>
      record.featuredImage
        ? {
            cursor: toGlobalId("post", record.featuredImage.databaseId),
            node: record.featuredImage,
          }
        : null,
    featuredImageDatabaseId: (record: ContentRecord) => record.featuredImage?.databaseId ?? null,
    seo: (record: ContentRecord) => seoFor(record, store),
  };

  const termFields = {
    id: (record: CategoryRecord) => toGlobalId("term", record.databaseId),
    link: (record: CategoryRecord) => `${store.homeUrl}${record.uri}`,
    count: (record: CategoryRecord) =>
      store.posts.filter((post) => post.categoryIds.includes(record.databaseId)).length,
    isContentNode: () => false,
    isTermNode: () => true,
    isFrontPage: () => false,
    isPostsPage: () => false,
  };

  const resolveNodeType = (record: { kind: string }) =>
    ({
      page: "Page",
      post: "Post",
      category: "Category",
      media: "MediaItem",
      menu: "Menu",
      menuItem: "MenuItem",
      ...CUSTOM_POST_TYPE_NAMES,
    })[record.kind] ?? null;

  return {
    Node: { __resolveType: resolveNodeType },
    UniformResourceIdentifiable: { __resolveType: resolveNodeType },
    ContentNode: { __resolveType: resolveNodeType },
    DatabaseIdentifier: { __resolveType: resolveNodeType },
    ContentTemplate: {
      __resolveType: (template: { __typename: string }) => template.__typename,
    },
    PageInfo: { __resolveType: () => "WPPageInfo" },

    RootQuery: {
      menu: (_: unknown, { id, idType }: { id: string; idType: string }) => {
        const menus = visibleMenus();
        switch (idType) {
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
      menuItem: (_: unknown, { id, idType }: { id: string; idType: string }) => {
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
      nodeByUri: (_: unknown, { uri }: { uri: string }) => nodeForUri(uri),
      node: (_: unknown, { id }: { id?: string | null }) => {
        if (!id) return null;
        const postId = fromGlobalId("post", id);
        if (postId !== null) {
          return (
            contentByDatabaseId(postId) ??
            store.media.find((item) => item.databaseId === postId) ??
            Object.values(store.customPosts)
              .flat()
              .find((record) => record.databaseId === postId) ??
            null
          );
        }
        const termId = fromGlobalId("term", id);
        return (
          store.categories.find((category) => category.databaseId === termId) ??
          visibleMenus().find((menu) => menu.databaseId === termId) ??
          null
        );
      },
      page: (_: unknown, { id, idType }: { id: string; idType: string }) =>
        findContent(id, idType, ["page"]),
      post: (_: unknown, { id, idType }: { id: string; idType: string }) =>
        findContent(id, idType, ["post"]),
      contentNode: (
        _: unknown,
        { id, idType, contentType }: { id: string; idType: string; contentType?: string | null },
      ) => {
        const kinds: ContentRecord["kind"][] =
          contentType === "PAGE" ? ["page"] : contentType === "POST" ? ["post"] : ["page", "post"];
        return findContent(id, idType, kinds);
      },
      pages: (
        _: unknown,
        args: ConnectionArgs & {
          where?: { parent?: string | null; search?: string | null; orderby?: OrderbyInput[] };
        },
      ) => {
        const where = args.where ?? {};
        let pages = ordered(
          [...store.pages].sort((a, b) => b.date.localeCompare(a.date)),
          where.orderby,
        ).filter((page) => matchesSearch(page, where.search));
        if (where.parent != null) {
          const parent = parseDatabaseId(where.parent) ?? fromGlobalId("post", where.parent) ?? -1;
          pages = pages.filter((page) => (page.parentDatabaseId ?? 0) === parent);
        }
        return connect(pages, args);
      },
      posts: (
        _: unknown,
        args: ConnectionArgs & {
          where?: {
            categoryName?: string | null;
            categoryId?: number | null;
            search?: string | null;
            orderby?: OrderbyInput[];
          };
        },
      ) => {
        const where = args.where ?? {};
        const category =
          where.categoryName != null
            ? store.categories.find((c) => c.slug === where.categoryName)
            : where.categoryId != null
              ? store.categories.find((c) => c.databaseId === where.categoryId)
              : undefined;
        if ((where.categoryName != null || where.categoryId != null) && !category) {
          return connect([], args);
        }
        const posts = ordered(store.posts, where.orderby).filter(
          (post) =>
            (!category || post.categoryIds.includes(category.databaseId)) &&
            matchesSearch(post, where.search),
        );
        return connect(posts, args);
      },
      categories: (_: unknown, args: ConnectionArgs) => connect(store.categories, args),
      mediaItem: (_: unknown, { id, idType }: { id: string; idType: string }) => {
        switch (idType) {
          case "ID":
            return store.media.find((m) => m.databaseId === fromGlobalId("post", id)) ?? null;
          case "DATABASE_ID":
            return store.media.find((m) => m.databaseId === parseDatabaseId(id)) ?? null;
          case "SOURCE_URL":
            return store.media.find((m) => m.sourceUrl === id) ?? null;
          default:
            throw createGraphQLError(`Unsupported idType: ${idType}`);
        }
      },
      generalSettings: () => store.generalSettings,
      siteOptions: () => store.siteOptions,
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

    Page: {
      ...contentNodeFields,
      pageId: (record: PageRecord) => record.databaseId,
      parentId: (record: PageRecord) =>
        record.parentDatabaseId === null ? null : toGlobalId("post", record.parentDatabaseId),
    },
    Post: {
      ...contentNodeFields,
      postId: (record: PostRecord) => record.databaseId,
      categories: (record: PostRecord, args: ConnectionArgs) =>
        connect(
          store.categories.filter((category) => record.categoryIds.includes(category.databaseId)),
          args,
        ),
    },
    Category: termFields,

    MediaItem: {
      id: (media: MediaRecord) => toGlobalId("post", media.databaseId),
      title: (media: MediaRecord, { format }: { format?: Format }) =>
        format === "RAW" ? media.title : escapeHtml(media.title),
      caption: (media: MediaRecord, { format }: { format?: Format }) =>
        format === "RAW" ? media.caption : excerptHtml(media.caption),
      mediaItemUrl: (media: MediaRecord) => media.sourceUrl,
      // Only raster images have resized copies; an SVG or a document has none.
      srcSet: (media: MediaRecord) =>
        media.width === null || media.mimeType === "image/svg+xml"
          ? null
          : `${media.sourceUrl} ${media.width}w`,
      sizes: (media: MediaRecord) =>
        media.width === null ? null : `(max-width: ${media.width}px) 100vw, ${media.width}px`,
      mediaDetails: (media: MediaRecord) => ({
        width: media.width,
        height: media.height,
        file: media.file,
      }),
    },

    Menu: {
      id: (menu: MenuRecord) => toGlobalId("term", menu.databaseId),
      menuId: (menu: MenuRecord) => menu.databaseId,
      count: (menu: MenuRecord) => itemsOfMenu(menu).length,
      menuItems: (menu: MenuRecord, args: ConnectionArgs & { where?: MenuItemWhere }) =>
        connect(filterMenuItems(itemsOfMenu(menu), args.where ?? {}), args),
    },
    MenuItem: {
      id: (item: MenuItemRecord) => toGlobalId("post", item.databaseId),
      menuItemId: (item: MenuItemRecord) => item.databaseId,
      parentId: (item: MenuItemRecord) =>
        item.parentDatabaseId === null ? null : toGlobalId("post", item.parentDatabaseId),
      uri: (item: MenuItemRecord) => (item.url.startsWith(store.homeUrl) ? item.path : null),
      linkRelationship: () => null,
      locations: (item: MenuItemRecord) => menuById(item.menuDatabaseId)?.locations ?? [],
      menu: (item: MenuItemRecord) => {
        const menu = menuById(item.menuDatabaseId);
        return menu ? { cursor: toGlobalId("term", menu.databaseId), node: menu } : null;
      },
      childItems: (item: MenuItemRecord, args: ConnectionArgs) => connect(childrenOf(item), args),
    },
  };
}

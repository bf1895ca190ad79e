// Categories (WPGraphQL's Category, a hierarchical term node) and the root fields that find
// and list them (the root list with wp-graphql-polylang's language filter).
import { createGraphQLError } from "graphql-yoga";
import type { CategoryRecord, ContentStore, PostRecord } from "../content/records.ts";
import { connect, edgeTo, type ConnectionArgs } from "./connection.ts";
import { databaseIdOf, fromGlobalId, parseDatabaseId, toGlobalId } from "./ids.ts";
import { inLanguages, languagesWanted, type LanguageWhere } from "./language-filter.ts";
import type { createPostObjects, PostObjectWhere } from "./post-objects.ts";
import { taxonomySeoFor } from "./seo.ts";

export interface CategoryWhere extends LanguageWhere {
  childOf?: number | null;
  childless?: boolean | null;
  exclude?: readonly (string | null)[] | null;
  hideEmpty?: boolean | null;
  include?: readonly (string | null)[] | null;
  name?: readonly (string | null)[] | null;
  nameLike?: string | null;
  order?: "ASC" | "DESC" | null;
  orderby?:
    "COUNT" | "DESCRIPTION" | "NAME" | "SLUG" | "TERM_GROUP" | "TERM_ID" | "TERM_ORDER" | null;
  parent?: number | null;
  search?: string | null;
  slug?: readonly (string | null)[] | null;
}

type CategoryConnectionArgs = ConnectionArgs & { where?: CategoryWhere | null };

export function createTermResolvers(
  store: ContentStore,
  postObjects: ReturnType<typeof createPostObjects>,
) {
  const { index } = store;
  const countOf = (category: CategoryRecord) =>
    index.postsInCategory.get(category.databaseId)?.length ?? 0;

  const descendantsOf = (categoryId: number): Set<number> => {
    const found = new Set<number>();
    const pending = [categoryId];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      for (const child of index.childCategoriesOf.get(next) ?? []) {
        found.add(child.databaseId);
        pending.push(child.databaseId);
      }
    }
    return found;
  };

  /** get_terms' arguments; WPGraphQL's defaults: empty terms included, ordered by name. */
  function queryCategories(
    categories: CategoryRecord[],
    where: CategoryWhere = {},
  ): CategoryRecord[] {
    const ids = (list: CategoryWhere["include"]) =>
      list ? new Set(list.map((id) => databaseIdOf("term", id))) : null;
    const include = ids(where.include);
    const exclude = ids(where.exclude);
    const names = where.name ? new Set(where.name) : null;
    const slugs = where.slug ? new Set(where.slug) : null;
    const below = where.childOf != null ? descendantsOf(where.childOf) : null;
    const search = where.search?.toLowerCase();
    const languages = languagesWanted(where);
    const matches = categories.filter(
      (category) =>
        inLanguages(category, languages) &&
        (!include || include.has(category.databaseId)) &&
        !exclude?.has(category.databaseId) &&
        (!names || names.has(category.name)) &&
        (!slugs || slugs.has(category.slug)) &&
        (where.nameLike == null ||
          category.name.toLowerCase().includes(where.nameLike.toLowerCase())) &&
        (where.parent == null || (category.parentDatabaseId ?? 0) === where.parent) &&
        (!below || below.has(category.databaseId)) &&
        (!where.childless || !index.childCategoriesOf.has(category.databaseId)) &&
        (!where.hideEmpty || countOf(category) > 0) &&
        (!search || category.name.toLowerCase().includes(search) || category.slug.includes(search)),
    );
    const keyOf = (category: CategoryRecord): string | number => {
      switch (where.orderby ?? "NAME") {
        case "COUNT":
          return countOf(category);
        case "DESCRIPTION":
          return category.description.toLowerCase();
        case "SLUG":
          return category.slug;
        case "TERM_ID":
        case "TERM_GROUP":
        case "TERM_ORDER":
          return category.databaseId;
        case "NAME":
          return category.name.toLowerCase();
      }
    };
    const direction = where.order === "DESC" ? -1 : 1;
    return [...matches].sort((a, b) => {
      const x = keyOf(a);
      const y = keyOf(b);
      return x === y ? a.databaseId - b.databaseId : (x < y ? -1 : 1) * direction;
    });
  }

  const findCategory = ({ id, idType }: { id: string; idType?: string | null }) => {
    switch (idType ?? "ID") {
      case "ID":
        return index.categoryById.get(fromGlobalId("term", id) ?? -1) ?? null;
      case "DATABASE_ID":
        return index.categoryById.get(parseDatabaseId(id) ?? -1) ?? null;
      case "SLUG":
        return index.categoryBySlug.get(id) ?? null;
      case "NAME":
        return store.categories.find((category) => category.name === id) ?? null;
      case "URI": {
        const found = store.byUri.get(id.startsWith("/") ? id : `/${id}`);
        return found?.kind === "category" ? found : null;
      }
      default:
        throw createGraphQLError(`Unsupported idType: ${idType}`);
    }
  };

  const ancestorsOf = (category: CategoryRecord): CategoryRecord[] => {
    const ancestors: CategoryRecord[] = [];
    let parentId = category.parentDatabaseId;
    while (parentId !== null) {
      const parent = index.categoryById.get(parentId);
      if (!parent) break;
      ancestors.push(parent);
      parentId = parent.parentDatabaseId;
    }
    return ancestors;
  };

  return {
    /** Post.categories: the categories a post is filed in. */
    categoriesOfPost: (post: PostRecord, args: CategoryConnectionArgs) =>
      connect(
        queryCategories(
          post.categoryIds.flatMap((id) => index.categoryById.get(id) ?? []),
          args.where ?? {},
        ),
        args,
      ),
    types: {
      Category: {
        id: (category: CategoryRecord) => toGlobalId("term", category.databaseId),
        categoryId: (category: CategoryRecord) => category.databaseId,
        // WPGraphQL answers an empty description and the default term group (0) as null.
        description: (category: CategoryRecord) => category.description || null,
        termGroupId: () => null,
        termTaxonomyId: (category: CategoryRecord) => category.databaseId,
        taxonomyName: () => "category",
        link: (category: CategoryRecord) => `${store.homeUrl}${category.uri}`,
        count: (category: CategoryRecord) => countOf(category) || null,
        isComment: () => false,
        isContentNode: () => false,
        isTermNode: () => true,
        isFrontPage: () => false,
        isPostsPage: () => false,
        isRestricted: () => false,
        parentId: (category: CategoryRecord) =>
          category.parentDatabaseId === null ? null : toGlobalId("term", category.parentDatabaseId),
        parent: (category: CategoryRecord) => {
          const parent =
            category.parentDatabaseId === null
              ? undefined
              : index.categoryById.get(category.parentDatabaseId);
          return edgeTo(parent, toGlobalId("term", parent?.databaseId ?? 0));
        },
        ancestors: (category: CategoryRecord, args: ConnectionArgs) =>
          connect(ancestorsOf(category), args),
        children: (category: CategoryRecord, args: CategoryConnectionArgs) =>
          connect(
            queryCategories(
              index.childCategoriesOf.get(category.databaseId) ?? [],
              args.where ?? {},
            ),
            args,
          ),
        posts: (
          category: CategoryRecord,
          args: ConnectionArgs & { where?: PostObjectWhere | null },
        ) =>
          connect(
            postObjects.query(
              postObjects.postsInCategoryTree(category.databaseId),
              args.where ?? {},
            ),
            args,
          ),
        seo: (category: CategoryRecord) => taxonomySeoFor(category, store),
      },
    },
    rootFields: {
      category: (_: unknown, args: { id: string; idType?: string | null }) => findCategory(args),
      categories: (_: unknown, args: CategoryConnectionArgs) =>
        connect(queryCategories(store.categories, args.where ?? {}), args),
    },
  };
}

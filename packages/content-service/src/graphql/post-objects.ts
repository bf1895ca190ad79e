// WPGraphQL's post object connections (posts, pages, mediaItems, contentNodes, children, a
// category's or an author's posts, each custom post type's): the `where` filters, the search
// and the order, the same for every post type, over records that are all public already. The
// root lists of translated types take wp-graphql-polylang's language filter too.
import type { ContentStore, PostObjectRecord, PostRecord } from "../content/records.ts";
import { CONTENT_TYPE_ENUM, contentTypeNameOf } from "./content-types.ts";
import { databaseIdOf } from "./ids.ts";
import { inLanguages, languagesWanted, type LanguageWhere } from "./language-filter.ts";
import { matchesSearch, parseSearch, searchRank, type ParsedSearch } from "./search.ts";

type IdList = readonly (string | null)[] | null | undefined;

export interface OrderbyInput {
  field:
    "AUTHOR" | "DATE" | "IN" | "MENU_ORDER" | "MODIFIED" | "NAME_IN" | "PARENT" | "SLUG" | "TITLE";
  order: "ASC" | "DESC";
}

export interface PostObjectWhere extends LanguageWhere {
  author?: number | null;
  authorIn?: IdList;
  authorName?: string | null;
  authorNotIn?: IdList;
  categoryId?: number | null;
  categoryIn?: IdList;
  categoryName?: string | null;
  categoryNotIn?: IdList;
  contentTypes?: readonly (string | null)[] | null;
  hasPassword?: boolean | null;
  id?: number | null;
  in?: IdList;
  name?: string | null;
  nameIn?: readonly (string | null)[] | null;
  notIn?: IdList;
  orderby?: readonly (OrderbyInput | null)[] | null;
  parent?: string | null;
  parentIn?: IdList;
  parentNotIn?: IdList;
  search?: string | null;
  stati?: readonly (string | null)[] | null;
  status?: string | null;
  title?: string | null;
}

/** The statuses asked for, lower case: a connection's default unless `status`/`stati` say. */
const statiOf = (where: PostObjectWhere, byDefault: string[]) =>
  new Set(
    (where.stati?.length ? where.stati : where.status ? [where.status] : byDefault).flatMap(
      (status) => (status ? [status.toLowerCase()] : []),
    ),
  );

const idSet = (kind: "post" | "term" | "user", ids: IdList) =>
  ids ? new Set(ids.map((id) => databaseIdOf(kind, id))) : null;

export function createPostObjects(store: ContentStore) {
  const { index } = store;

  /** The category and its descendants: a category filter includes its children, as in WordPress. */
  const categoryTree = (categoryId: number): Set<number> => {
    const tree = new Set<number>([categoryId]);
    const pending = [categoryId];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      for (const child of index.childCategoriesOf.get(next) ?? []) {
        if (!tree.has(child.databaseId)) {
          tree.add(child.databaseId);
          pending.push(child.databaseId);
        }
      }
    }
    return tree;
  };

  const keyOf = (record: PostObjectRecord, input: OrderbyInput, where: PostObjectWhere) => {
    switch (input.field) {
      case "AUTHOR":
        return record.authorDatabaseId ?? 0;
      case "DATE":
        return record.date;
      case "IN":
        return (where.in ?? []).findIndex((id) => databaseIdOf("post", id) === record.databaseId);
      case "MENU_ORDER":
        return "menuOrder" in record ? record.menuOrder : 0;
      case "MODIFIED":
        return record.modified;
      case "NAME_IN":
        return (where.nameIn ?? []).indexOf(record.slug);
      case "PARENT":
        return record.parentDatabaseId ?? 0;
      case "SLUG":
        return record.slug;
      case "TITLE":
        return record.title.toLowerCase();
    }
  };

  /**
   * WordPress's default order is newest first, a search's is by relevance then newest first;
   * the id breaks ties, so cursors are stable.
   */
  const ordered = <T extends PostObjectRecord>(
    records: T[],
    where: PostObjectWhere,
    search: ParsedSearch | null,
  ): T[] => {
    const orderby = (where.orderby ?? []).filter((input): input is OrderbyInput => input !== null);
    const inputs: OrderbyInput[] = orderby.length ? orderby : [{ field: "DATE", order: "DESC" }];
    const ranks =
      search && !orderby.length
        ? new Map(records.map((record) => [record, searchRank(record, search)]))
        : null;
    return [...records].sort((a, b) => {
      const byRank = ranks ? (ranks.get(a) ?? 0) - (ranks.get(b) ?? 0) : 0;
      if (byRank !== 0) return byRank;
      for (const input of inputs) {
        const x = keyOf(a, input, where);
        const y = keyOf(b, input, where);
        if (x !== y) return (x < y ? -1 : 1) * (input.order === "ASC" ? 1 : -1);
      }
      return b.databaseId - a.databaseId;
    });
  };

  /** The records matching `where`, in order; `defaultStati` is the connection's status. */
  function query<T extends PostObjectRecord>(
    records: T[],
    where: PostObjectWhere = {},
    defaultStati: string[] = ["publish"],
    viewer: { authenticated: boolean } = { authenticated: false },
  ): T[] {
    const stati = statiOf(where, defaultStati);
    const types = where.contentTypes?.length
      ? new Set(where.contentTypes.flatMap((type) => (type ? [CONTENT_TYPE_ENUM[type]] : [])))
      : null;
    const include = idSet("post", where.in);
    const exclude = idSet("post", where.notIn);
    const names = where.nameIn ? new Set(where.nameIn) : null;
    const parents = idSet("post", where.parentIn);
    const notParents = idSet("post", where.parentNotIn);
    const parent = where.parent != null ? databaseIdOf("post", where.parent) : undefined;
    const authors = idSet("user", where.authorIn);
    const notAuthors = idSet("user", where.authorNotIn);
    const authorBySlug =
      where.authorName != null ? (index.userBySlug.get(where.authorName)?.databaseId ?? -1) : null;
    const inCategory = categoryFilter(where);
    const categoriesIn = idSet("term", where.categoryIn);
    const categoriesNotIn = idSet("term", where.categoryNotIn);
    const search = parseSearch(where.search);
    const languages = languagesWanted(where);

    const matches = (record: T) => {
      if (!stati.has(record.status)) return false;
      if (!inLanguages(record, languages)) return false;
      if (types && !types.has(contentTypeNameOf(record))) return false;
      const hasPassword = "password" in record && Boolean(record.password);
      if (where.hasPassword != null && hasPassword !== where.hasPassword) return false;
      // WordPress's search leaves password-protected posts to who is logged in.
      if (search && hasPassword && !viewer.authenticated) return false;
      if (where.id != null && record.databaseId !== where.id) return false;
      if (include && !include.has(record.databaseId)) return false;
      if (exclude?.has(record.databaseId)) return false;
      if (where.name != null && record.slug !== where.name) return false;
      if (names && !names.has(record.slug)) return false;
      if (where.title != null && record.title !== where.title) return false;
      const parentId = record.parentDatabaseId ?? 0;
      if (parent !== undefined && parentId !== parent) return false;
      if (parents && !parents.has(parentId)) return false;
      if (notParents?.has(parentId)) return false;
      const author = record.authorDatabaseId ?? 0;
      if (where.author != null && author !== where.author) return false;
      if (authorBySlug !== null && author !== authorBySlug) return false;
      if (authors && !authors.has(author)) return false;
      if (notAuthors?.has(author)) return false;
      if (inCategory || categoriesIn || categoriesNotIn) {
        const categoryIds = record.kind === "post" ? record.categoryIds : [];
        if (inCategory && !categoryIds.some((id) => inCategory.has(id))) return false;
        if (categoriesIn && !categoryIds.some((id) => categoriesIn.has(id))) return false;
        if (categoriesNotIn && categoryIds.some((id) => categoriesNotIn.has(id))) return false;
      }
      return matchesSearch(record, search);
    };
    return ordered(records.filter(matches), where, search);
  }

  /** categoryId / categoryName: the category with its children, or an empty set if unknown. */
  function categoryFilter(where: PostObjectWhere): Set<number> | null {
    if (where.categoryId == null && where.categoryName == null) return null;
    const category =
      where.categoryId != null
        ? index.categoryById.get(where.categoryId)
        : index.categoryBySlug.get(where.categoryName ?? "");
    return category ? categoryTree(category.databaseId) : new Set();
  }

  /** Posts filed in the category or any of its children (Category.posts). */
  const postsInCategoryTree = (categoryId: number): PostRecord[] => {
    const tree = categoryTree(categoryId);
    const posts = new Set<PostRecord>();
    for (const id of tree) for (const post of index.postsInCategory.get(id) ?? []) posts.add(post);
    return [...posts];
  };

  return { query, postsInCategoryTree };
}

// Lookups the resolvers need on every request, built once: by database id, by parent, by
// category and by author, so that no request scans the whole store.
import type {
  CategoryRecord,
  ContentIndex,
  CustomPostRecord,
  CustomPostTypes,
  MediaRecord,
  PageRecord,
  PostRecord,
  UserRecord,
} from "./records.ts";

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

export function buildIndex(
  pages: PageRecord[],
  posts: PostRecord[],
  media: MediaRecord[],
  categories: CategoryRecord[],
  users: UserRecord[],
  customPosts: CustomPostTypes,
): ContentIndex {
  const index: ContentIndex = {
    contentById: new Map(),
    customPostById: new Map(
      Object.values(customPosts)
        .flat()
        .map((record: CustomPostRecord) => [record.databaseId, record]),
    ),
    childrenOf: new Map(),
    categoryById: new Map(categories.map((category) => [category.databaseId, category])),
    categoryBySlug: new Map(categories.map((category) => [category.slug, category])),
    childCategoriesOf: new Map(),
    postsInCategory: new Map(),
    userById: new Map(users.map((user) => [user.databaseId, user])),
    userBySlug: new Map(users.map((user) => [user.slug, user])),
    contentByAuthor: new Map(),
  };
  for (const record of [...pages, ...posts, ...media]) {
    index.contentById.set(record.databaseId, record);
    if (record.parentDatabaseId !== null) push(index.childrenOf, record.parentDatabaseId, record);
    if (record.authorDatabaseId !== null) {
      push(index.contentByAuthor, record.authorDatabaseId, record);
    }
  }
  for (const post of posts) {
    for (const categoryId of post.categoryIds) push(index.postsInCategory, categoryId, post);
  }
  for (const category of categories) {
    if (category.parentDatabaseId !== null) {
      push(index.childCategoriesOf, category.parentDatabaseId, category);
    }
  }
  return index;
}

// The press-release lists' data, for the press-releases and category templates and the front
// page's latest releases: one numbered page of posts from WPGraphQL's cursor pagination, and
// the categories a visitor can narrow the list to. Every post is a press release: the
// press-release list is every published post, newest first, whatever its categories.
import type { VariablesOf } from "@graphql-typed-document-node/core";
import { decodeHTML } from "entities";
import { CATEGORIES_TAG, POSTS_TAG, postListTag } from "@/lib/cms/cache-tags";
import type { CmsSession } from "@/lib/cms/reader";
import { CATEGORIES_QUERY } from "@/lib/graphql/categories-query";
import { postCard } from "@/templates/shared/content-view";
import type { PostCard } from "@/templates/shared/types";
import type { CategoryLink } from "./CategoryFilter";
import { languageCode, type Locale } from "@/lib/i18n/locale";
import { POSTS_CURSOR_QUERY, POSTS_QUERY } from "./query";

export const POSTS_PER_PAGE = 10;
/**
 * The deepest listing page served: reaching page N costs about N/10 CMS requests (cursors,
 * not offsets), so a crawler asking for page 999999 must not set that many off.
 */
export const MAX_LISTING_PAGE = 200;
const MAX_PAGE_SIZE = 100;
/** A list of the posts of a category (or all): what a post joining or leaving it purges. */
const listingTags = (categoryName: string | null) => [POSTS_TAG, postListTag(categoryName)];

export interface PostListPage {
  posts: PostCard[];
  page: number;
  hasNextPage: boolean;
}

/**
 * Page `page` (from 1) of a category's posts, or of every post (`null`), in `locale`; null
 * past the end.
 */
export async function loadPostListPage(
  cms: CmsSession,
  page: number,
  categoryName: string | null,
  locale: Locale,
): Promise<PostListPage | null> {
  const language = languageCode(locale);
  if (page > MAX_LISTING_PAGE) return null;
  // Skip to where the page starts: WPGraphQL has cursors, not offsets.
  let after: string | null = null;
  let toSkip = (page - 1) * POSTS_PER_PAGE;
  while (toSkip > 0) {
    const first = Math.min(toSkip, MAX_PAGE_SIZE);
    const pageInfo = await cursorAfter(cms, { first, after, categoryName, language });
    if (!pageInfo?.endCursor || !pageInfo.hasNextPage) return null;
    after = pageInfo.endCursor;
    toSkip -= first;
  }
  const { data } = await cms.query(
    POSTS_QUERY,
    { first: POSTS_PER_PAGE, after, categoryName, language },
    { tags: listingTags(categoryName), pageState: true },
  );
  const posts = data?.posts?.nodes ?? [];
  if (posts.length === 0 && page > 1) return null;
  return {
    posts: posts.map((post) => postCard(post, locale)),
    page,
    hasNextPage: data?.posts?.pageInfo.hasNextPage ?? false,
  };
}

async function cursorAfter(
  cms: CmsSession,
  variables: VariablesOf<typeof POSTS_CURSOR_QUERY>,
): Promise<{ endCursor: string | null; hasNextPage: boolean } | undefined> {
  const { data } = await cms.query(POSTS_CURSOR_QUERY, variables, {
    tags: listingTags(variables.categoryName ?? null),
  });
  return data?.posts?.pageInfo;
}

/** The categories of `locale` a visitor can narrow press releases to: those with posts. */
export async function categoryLinks(cms: CmsSession, locale: Locale): Promise<CategoryLink[]> {
  const { data } = await cms.query(
    CATEGORIES_QUERY,
    { language: languageCode(locale) },
    { tags: [CATEGORIES_TAG], pageState: true },
  );
  return (data?.categories?.nodes ?? []).flatMap((category) =>
    category.uri && category.name && category.count
      ? [{ name: decodeHTML(category.name), uri: category.uri }]
      : [],
  );
}

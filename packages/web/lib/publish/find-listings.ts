// Where a change shows besides its own URIs, for the CDN's path fallback (a distribution
// without cache tags: invalidation-paths.ts): the listing pages, worked out from the CMS
// rather than taken from the sender. Pages with the "Press Releases" template list every post;
// a category's archive lists its posts; a page with that
// template is a listing itself. A sender's `listedAt` only adds to them (a hint of where a
// post was before an edit). The changed nodes come read already, as the site showed them and
// as they are now (changed-nodes.ts); the categories and the pages' templates are read now. A
// post neither read finds has no categories to go by: every listing is taken.
import type { CmsSession } from "../cms/reader";
import { CATEGORIES_TAG, SITEMAP_TAG } from "../cms/cache-tags";
import { allNodes } from "../cms/all-nodes";
import { CATEGORIES_QUERY } from "../graphql/categories-query";
import { PAGE_TEMPLATES_QUERY } from "../graphql/page-templates-query";
import { templateCandidates } from "../../templates/hierarchy";
import type { NodeTemplateName } from "../../templates/components";
import { MAX_LISTING_PAGE, POSTS_PER_PAGE } from "../../templates/post-list/load";
import type { PublishChange } from "./change";
import type { ChangedNodes, ShownNode } from "./change-tags";
import type { Listing } from "./invalidation-paths";

const PRESS_RELEASE_LIST: NodeTemplateName = "template-press-releases";

type ContentChange = Extract<PublishChange, { uris: string[] }>;

interface Category {
  uri: string;
  slug: string;
  count: number;
}

/** The listings of `changes`, reading the CMS as it is now (`cms` past the cache). */
export async function findListings(
  cms: CmsSession,
  changes: readonly PublishChange[],
  nodes: ChangedNodes,
): Promise<Listing[]> {
  const content: ContentChange[] = [];
  const shown: (ShownNode | null)[][] = [];
  const now: (ShownNode | null)[][] = [];
  for (const [index, change] of changes.entries()) {
    if (change.type !== "post" && change.type !== "page") continue;
    content.push(change);
    shown.push((nodes[index] ?? []).map((node) => node.shown));
    now.push((nodes[index] ?? []).map((node) => node.now));
  }
  // A site-wide change invalidates everything: no listing to look for.
  if (content.length === 0 || content.length < changes.length) return [];
  const [categories, pressReleaseLists] = await Promise.all([
    readCategories(cms),
    readPressReleaseLists(cms),
  ]);
  return listingsOf(content, [shown, now], categories, pressReleaseLists);
}

function listingsOf(
  changes: readonly ContentChange[],
  /** Each change's nodes, as the site showed them before the purge and as the CMS has them. */
  [shown, now]: [(ShownNode | null)[][], (ShownNode | null)[][]],
  categories: readonly Category[],
  pressReleaseLists: readonly string[],
): Listing[] {
  const bySlug = new Map(categories.map((category) => [category.slug, category]));
  const byUri = new Map(categories.map((category) => [category.uri, category]));
  // Every post, which WPGraphQL does not count: at most the sum of the categories' counts, as
  // WordPress files every post in one category at least (its default one when given none).
  const pressReleases = categories.reduce((sum, category) => sum + category.count, 0);

  const posts = new Map<string, number>();
  const listedAt = (uri: string, count: number) =>
    posts.set(uri, Math.max(posts.get(uri) ?? 0, count));
  const inPressReleaseLists = () =>
    pressReleaseLists.forEach((uri) => listedAt(uri, pressReleases));

  changes.forEach((change, index) => {
    const found = [...(shown[index] ?? []), ...(now[index] ?? [])];
    let post = false;
    for (const node of found) {
      if (node?.__typename === "Post") {
        post = true;
        inPressReleaseLists();
        for (const { slug } of node.categories?.nodes ?? []) {
          const category = slug ? bySlug.get(slug) : undefined;
          if (category) listedAt(category.uri, category.count);
        }
      } else if (node?.__typename === "Page" && isPressReleaseList(node)) {
        listedAt(node.uri, pressReleases);
      }
    }
    if (change.type === "post" && !post) {
      inPressReleaseLists();
      categories.forEach((category) => listedAt(category.uri, category.count));
    }
    for (const uri of change.listedAt) {
      listedAt(uri, byUri.get(uri)?.count ?? (pressReleaseLists.includes(uri) ? pressReleases : 0));
    }
  });
  return [...posts].map(([uri, count]) => ({ uri, pages: pagesToInvalidate(count) }));
}

/**
 * Its numbered pages (at least the first) and the one after (the page a removal empties), up
 * to the deepest served.
 */
function pagesToInvalidate(posts: number): number {
  return Math.min(Math.max(1, Math.ceil(posts / POSTS_PER_PAGE)) + 1, MAX_LISTING_PAGE);
}

async function readCategories(cms: CmsSession): Promise<Category[]> {
  // Every language's: a post's category archives are in its own.
  const { data } = await cms.query(
    CATEGORIES_QUERY,
    { language: "ALL" },
    { tags: [CATEGORIES_TAG] },
  );
  return (data?.categories?.nodes ?? []).flatMap(({ uri, slug, count }) =>
    uri && slug ? [{ uri, slug, count: count ?? 0 }] : [],
  );
}

/** The URIs of the pages that list press releases. */
async function readPressReleaseLists(cms: CmsSession): Promise<string[]> {
  // A list of every page, as the sitemap's: a page's publish purges it with them.
  const pages = await allNodes(cms, PAGE_TEMPLATES_QUERY, (data) => data.pages, [SITEMAP_TAG]);
  return pages.flatMap((page) => (page.uri && isPressReleaseList(page) ? [page.uri] : []));
}

/** What the front page shows is the front page's template, whatever template it was given. */
function isPressReleaseList(page: Parameters<typeof templateCandidates>[0]): boolean {
  return !page.isFrontPage && templateCandidates(page).includes(PRESS_RELEASE_LIST);
}

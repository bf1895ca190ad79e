// Every page and post the CMS publishes, fetched a connection page at a time with cursors.
import { SITEMAP_TAG } from "../cms/cache-tags";
import type { CmsSession } from "../cms/reader";
import { allNodes } from "../cms/all-nodes";
import {
  SITEMAP_PAGES_QUERY,
  SITEMAP_POSTS_QUERY,
  type SitemapNode,
} from "../graphql/sitemap-query";

const SITEMAP_TAGS = [SITEMAP_TAG];

export async function loadSitemapNodes(cms: CmsSession): Promise<SitemapNode[]> {
  const [pages, posts] = await Promise.all([
    allNodes(cms, SITEMAP_PAGES_QUERY, (data) => data.pages, SITEMAP_TAGS),
    allNodes(cms, SITEMAP_POSTS_QUERY, (data) => data.posts, SITEMAP_TAGS),
  ]);
  return [...pages, ...posts];
}

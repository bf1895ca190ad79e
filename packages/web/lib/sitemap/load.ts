// Every page and post the CMS publishes, fetched a connection page at a time with cursors.
import type { ApolloClient } from "@apollo/client";
import { allNodes } from "../graphql/all-nodes";
import {
  SITEMAP_PAGES_QUERY,
  SITEMAP_POSTS_QUERY,
  type SitemapNode,
} from "../graphql/sitemap-query";

export async function loadSitemapNodes(client: ApolloClient): Promise<SitemapNode[]> {
  const [pages, posts] = await Promise.all([
    allNodes(client, SITEMAP_PAGES_QUERY, (data) => data.pages),
    allNodes(client, SITEMAP_POSTS_QUERY, (data) => data.posts),
  ]);
  return [...pages, ...posts];
}

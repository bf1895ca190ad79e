// Every page and post the CMS publishes, fetched a connection page at a time with cursors.
import type { TypedDocumentNode } from "@apollo/client";
import type { CmsSession } from "../cms/reader";
import {
  SITEMAP_PAGES_QUERY,
  SITEMAP_POSTS_QUERY,
  type SitemapConnection,
  type SitemapNode,
  type SitemapQueryVariables,
} from "../graphql/sitemap-query";

/** WPGraphQL's largest page: asking for more still answers 100. */
const CONNECTION_PAGE_SIZE = 100;

export async function loadSitemapNodes(cms: CmsSession): Promise<SitemapNode[]> {
  const [pages, posts] = await Promise.all([
    allNodes(cms, SITEMAP_PAGES_QUERY, (data) => data.pages),
    allNodes(cms, SITEMAP_POSTS_QUERY, (data) => data.posts),
  ]);
  return [...pages, ...posts];
}

async function allNodes<TData>(
  cms: CmsSession,
  query: TypedDocumentNode<TData, SitemapQueryVariables>,
  connectionOf: (data: TData) => SitemapConnection | null,
): Promise<SitemapNode[]> {
  const nodes: SitemapNode[] = [];
  let page: SitemapConnection | null = await connectionPage(cms, query, connectionOf, null);
  while (page) {
    nodes.push(...page.nodes);
    const { hasNextPage, endCursor } = page.pageInfo;
    page =
      hasNextPage && endCursor ? await connectionPage(cms, query, connectionOf, endCursor) : null;
  }
  return nodes;
}

async function connectionPage<TData>(
  cms: CmsSession,
  query: TypedDocumentNode<TData, SitemapQueryVariables>,
  connectionOf: (data: TData) => SitemapConnection | null,
  after: string | null,
): Promise<SitemapConnection | null> {
  const { data } = await cms.query(
    query,
    { first: CONNECTION_PAGE_SIZE, after },
    { tags: { kinds: ["sitemap"] } },
  );
  return data ? connectionOf(data) : null;
}

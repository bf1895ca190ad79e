// Every page and post the CMS publishes, fetched a connection page at a time with cursors.
import type { ApolloClient, TypedDocumentNode } from "@apollo/client";
import {
  SITEMAP_PAGES_QUERY,
  SITEMAP_POSTS_QUERY,
  type SitemapConnection,
  type SitemapNode,
  type SitemapQueryVariables,
} from "../graphql/sitemap-query";

/** WPGraphQL's largest page: asking for more still answers 100. */
const CONNECTION_PAGE_SIZE = 100;

export async function loadSitemapNodes(client: ApolloClient): Promise<SitemapNode[]> {
  const [pages, posts] = await Promise.all([
    allNodes(client, SITEMAP_PAGES_QUERY, (data) => data.pages),
    allNodes(client, SITEMAP_POSTS_QUERY, (data) => data.posts),
  ]);
  return [...pages, ...posts];
}

async function allNodes<TData>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, SitemapQueryVariables>,
  connectionOf: (data: TData) => SitemapConnection | null,
): Promise<SitemapNode[]> {
  const nodes: SitemapNode[] = [];
  let page: SitemapConnection | null = await connectionPage(client, query, connectionOf, null);
  while (page) {
    nodes.push(...page.nodes);
    const { hasNextPage, endCursor } = page.pageInfo;
    page =
      hasNextPage && endCursor
        ? await connectionPage(client, query, connectionOf, endCursor)
        : null;
  }
  return nodes;
}

async function connectionPage<TData>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, SitemapQueryVariables>,
  connectionOf: (data: TData) => SitemapConnection | null,
  after: string | null,
): Promise<SitemapConnection | null> {
  const { data } = await client.query({
    query,
    variables: { first: CONNECTION_PAGE_SIZE, after },
    // Thousands of nodes read once: keeping them in the client's cache would only cost memory.
    fetchPolicy: "no-cache",
  });
  return data ? connectionOf(data) : null;
}

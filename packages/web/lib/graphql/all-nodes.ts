// Every node of a WPGraphQL connection, a page of 100 at a time (WPGraphQL's largest page:
// asking for more still answers 100), following the cursors to the end.
import type { ApolloClient, TypedDocumentNode } from "@apollo/client";

export interface ConnectionPage<TNode> {
  nodes: TNode[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

export interface ConnectionPageVariables {
  first: number;
  after: string | null;
}

const CONNECTION_PAGE_SIZE = 100;

export async function allNodes<TData, TNode>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, ConnectionPageVariables>,
  connectionOf: (data: TData) => ConnectionPage<TNode> | null | undefined,
): Promise<TNode[]> {
  const nodes: TNode[] = [];
  let after: string | null = null;
  for (;;) {
    const page: ConnectionPage<TNode> | null = await connectionPage(
      client,
      query,
      connectionOf,
      after,
    );
    if (!page) return nodes;
    nodes.push(...page.nodes);
    if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) return nodes;
    after = page.pageInfo.endCursor;
  }
}

async function connectionPage<TData, TNode>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, ConnectionPageVariables>,
  connectionOf: (data: TData) => ConnectionPage<TNode> | null | undefined,
  after: string | null,
): Promise<ConnectionPage<TNode> | null> {
  const { data } = await client.query({
    query,
    variables: { first: CONNECTION_PAGE_SIZE, after },
    // Read whole for one page view and shown as HTML: kept out of the client's cache, so
    // they are not handed to the browser a second time as page state.
    fetchPolicy: "no-cache",
  });
  return (data ? connectionOf(data as TData) : null) ?? null;
}

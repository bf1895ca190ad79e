// Every node of a WPGraphQL connection, a page of 100 at a time (WPGraphQL's largest page:
// asking for more still answers 100), following the cursors to the end. `variables`: the
// query's own (a language, for a translated post type), the same for every page.
import type { TypedDocumentNode } from "@apollo/client";
import type { CacheTags } from "./cache";
import type { CmsSession } from "./reader";

export interface ConnectionPage<TNode> {
  nodes: TNode[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

export interface ConnectionPageVariables {
  first: number;
  after: string | null;
}

const CONNECTION_PAGE_SIZE = 100;

export async function allNodes<TData, TNode, TVariables extends object = object>(
  cms: CmsSession,
  query: TypedDocumentNode<TData, ConnectionPageVariables & TVariables>,
  connectionOf: (data: TData) => ConnectionPage<TNode> | null | undefined,
  tags: CacheTags,
  variables?: TVariables,
): Promise<TNode[]> {
  const nodes: TNode[] = [];
  let after: string | null = null;
  for (;;) {
    const page: ConnectionPage<TNode> | null = await connectionPage(
      cms,
      query,
      connectionOf,
      { ...variables, after } as ConnectionPageVariables & TVariables,
      tags,
    );
    if (!page) return nodes;
    nodes.push(...page.nodes);
    if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) return nodes;
    after = page.pageInfo.endCursor;
  }
}

async function connectionPage<TData, TNode, TVariables extends ConnectionPageVariables>(
  cms: CmsSession,
  query: TypedDocumentNode<TData, TVariables>,
  connectionOf: (data: TData) => ConnectionPage<TNode> | null | undefined,
  variables: TVariables,
  tags: CacheTags,
): Promise<ConnectionPage<TNode> | null> {
  // Read whole and shown as HTML: not handed to the browser as page state.
  const { data } = await cms.query(query, { ...variables, first: CONNECTION_PAGE_SIZE }, { tags });
  return (data ? connectionOf(data as TData) : null) ?? null;
}

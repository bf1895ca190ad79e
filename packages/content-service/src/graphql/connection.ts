// Cursor connections with WPGraphQL's rules: 10 items by default, at most 100, opaque
// cursors, and an error when both first and last are given. Errors use yoga's
// createGraphQLError so they reach clients unmasked.
import { createGraphQLError } from "graphql-yoga";

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

const cursorFor = (databaseId: number) =>
  Buffer.from(`arrayconnection:${databaseId}`).toString("base64");

function positionOf<T extends { databaseId: number }>(items: T[], cursor: string): number {
  const decoded = Buffer.from(cursor, "base64").toString("utf8");
  const match = /^arrayconnection:(\d+)$/.exec(decoded);
  const index = match ? items.findIndex((item) => item.databaseId === Number(match[1])) : -1;
  if (index === -1) throw createGraphQLError(`Invalid cursor: ${cursor}`);
  return index;
}

/** One page of `items` (already filtered and ordered) for the connection arguments. */
export function connect<T extends { databaseId: number }>(
  items: T[],
  args: ConnectionArgs,
): Connection<T> {
  const { first, last, after, before } = args;
  if (first != null && last != null) {
    throw createGraphQLError("Passing both first and last to paginate is not supported.");
  }
  if ((first != null && first < 0) || (last != null && last < 0)) {
    throw createGraphQLError("first and last must be positive integers.");
  }
  const amount = Math.min(first ?? last ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);

  let start = after ? positionOf(items, after) + 1 : 0;
  let end = before ? positionOf(items, before) : items.length;
  const window = Math.max(end - start, 0);
  if (last != null) start = Math.max(end - amount, start);
  else end = Math.min(start + amount, end);

  const page = items.slice(start, end);
  const edges = page.map((node) => ({ cursor: cursorFor(node.databaseId), node }));
  const taken = page.length;
  return {
    edges,
    nodes: page,
    pageInfo: {
      hasNextPage: last != null ? Boolean(before) : window > taken,
      hasPreviousPage: last != null ? window > taken : Boolean(after),
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

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
    seo: null;
  };
}

type CursorKey<T> = (item: T) => number | string;
const byDatabaseId = (item: { databaseId: number }) => item.databaseId;

const cursorFor = (key: number | string) =>
  Buffer.from(`arrayconnection:${key}`).toString("base64");

function positionOf<T>(items: T[], cursor: string, keyOf: CursorKey<T>): number {
  const decoded = Buffer.from(cursor, "base64").toString("utf8");
  const match = /^arrayconnection:(.+)$/.exec(decoded);
  const index = match ? items.findIndex((item) => String(keyOf(item)) === match[1]) : -1;
  if (index === -1) throw createGraphQLError(`Invalid cursor: ${cursor}`);
  return index;
}

/** One page of `items` (already filtered and ordered) for the connection arguments. */
export function connect<T extends { databaseId: number }>(
  items: T[],
  args: ConnectionArgs,
): Connection<T>;
export function connect<T>(items: T[], args: ConnectionArgs, keyOf: CursorKey<T>): Connection<T>;
export function connect<T>(
  items: T[],
  args: ConnectionArgs,
  keyOf: CursorKey<T> = byDatabaseId as unknown as CursorKey<T>,
): Connection<T> {
  const { first, last, after, before } = args;
  if (first != null && last != null) {
    throw createGraphQLError("Passing both first and last to paginate is not supported.");
  }
  if ((first != null && first < 0) || (last != null && last < 0)) {
    throw createGraphQLError("first and last must be positive integers.");
  }
  const amount = Math.min(first ?? last ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);

  let start = after ? positionOf(items, after, keyOf) + 1 : 0;
  let end = before ? positionOf(items, before, keyOf) : items.length;
  const window = Math.max(end - start, 0);
  if (last != null) start = Math.max(end - amount, start);
  else end = Math.min(start + amount, end);

  const page = items.slice(start, end);
  const edges = page.map((node) => ({ cursor: cursorFor(keyOf(node)), node }));
  const taken = page.length;
  return {
    edges,
    nodes: page,
    pageInfo: {
      hasNextPage: last != null ? Boolean(before) : window > taken,
      hasPreviousPage: last != null ? window > taken : Boolean(after),
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
      // Yoast's schema for an archive page: none for the stand-in's connections.
      seo: null,
    },
  };
}

/** A one-to-one connection ({From}To{To}ConnectionEdge), or null without a node. */
export function edgeTo<T>(
  node: T | null | undefined,
  cursor: string,
): { cursor: string; node: T } | null {
  return node ? { cursor, node } : null;
}

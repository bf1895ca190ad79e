// Page state handed from the server to the browser's one cache: the answers a page read with
// `pageState` (its lists), normalised as Apollo's cache holds them, then joined by the merge
// rule of lib/graphql/merge-state.ts in the browser (visit-cache.ts).
import { InMemoryCache, type OperationVariables } from "@apollo/client";
import type { DocumentNode } from "graphql";
import { mergePageState } from "./merge-state";
import { APOLLO_STATE_PROP, type CacheState, type PageStateProps } from "./page-state-props";
import generated from "./generated/possible-types";

/** An answer a page read with `pageState` (lib/cms/reader.ts), to hand to the browser. */
export interface PageStateRead {
  query: DocumentNode;
  variables: OperationVariables;
  data: unknown;
}

/** Each cached answer is normalised once, however many pages hand it over. */
const normalised = new WeakMap<object, CacheState>();

function normalise({ query, variables, data }: PageStateRead): CacheState {
  const answer = data as object;
  let state = normalised.get(answer);
  if (!state) {
    const cache = new InMemoryCache({ possibleTypes: generated.possibleTypes });
    cache.writeQuery({ query, variables, data });
    state = cache.extract() as CacheState;
    normalised.set(answer, state);
  }
  return state;
}

/** The page-state props for what the page read with `pageState`; none when it read nothing. */
export function pageStateFrom(reads: readonly PageStateRead[]): PageStateProps {
  if (reads.length === 0) return {};
  return { [APOLLO_STATE_PROP]: reads.map(normalise).reduce<CacheState>(mergePageState, {}) };
}

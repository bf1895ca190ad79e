// Page state handed from the server to the browser's one Apollo client: the answers a page
// read with `pageState` (its lists), normalised as Apollo's cache holds them, then joined by
// the merge rule of lib/graphql/merge-state.ts in the browser.
import { InMemoryCache } from "@apollo/client";
import type { PageStateRead } from "../cms/reader";
import { mergePageState } from "./merge-state";
import generated from "./generated/possible-types";

export const APOLLO_STATE_PROP = "__APOLLO_STATE__";
export const CMS_ENDPOINT_PROP = "__CMS_GRAPHQL_URL__";

export type CacheState = Record<string, unknown>;

export interface PageStateProps {
  [APOLLO_STATE_PROP]?: CacheState;
  [CMS_ENDPOINT_PROP]?: string;
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
export function pageStateFrom(
  reads: readonly PageStateRead[],
  cmsGraphqlUrl: string,
): PageStateProps {
  if (reads.length === 0) return {};
  const state = reads.map(normalise).reduce<CacheState>(mergePageState, {});
  return { [APOLLO_STATE_PROP]: state, [CMS_ENDPOINT_PROP]: cmsGraphqlUrl };
}

// Page state handed from the server's per-request client to the browser's one client.
import type { ApolloClient } from "@apollo/client";

export const APOLLO_STATE_PROP = "__APOLLO_STATE__";
export const CMS_ENDPOINT_PROP = "__CMS_GRAPHQL_URL__";

export type CacheState = Record<string, unknown>;

export interface PageStateProps {
  [APOLLO_STATE_PROP]?: CacheState;
  [CMS_ENDPOINT_PROP]?: string;
}

/** The request client's cache, when it holds anything worth sending to the browser. */
export function pageStateOf(client: ApolloClient, cmsGraphqlUrl: string): PageStateProps {
  const state = client.extract() as CacheState;
  const entries = Object.keys(state).filter((key) => key !== "ROOT_QUERY");
  const rootFields = Object.keys((state.ROOT_QUERY ?? {}) as object).filter(
    (k) => k !== "__typename",
  );
  if (entries.length === 0 && rootFields.length === 0) return {};
  return { [APOLLO_STATE_PROP]: state, [CMS_ENDPOINT_PROP]: cmsGraphqlUrl };
}

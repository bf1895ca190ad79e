// The browser's one Apollo Client for the whole visit (a new one for each server render),
// with the state each page supplies merged into its cache by the spec's rule.
import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client";
import { Defer20220824Handler } from "@apollo/client/incremental";
import { useMemo } from "react";
import { mergePageState } from "./merge-state";
import { APOLLO_STATE_PROP, CMS_ENDPOINT_PROP, type PageStateProps } from "./page-state";
import { possibleTypes } from "./possible-types";

let browserClient: ApolloClient | undefined;

function createBrowserClient(cmsGraphqlUrl: string | undefined): ApolloClient {
  return new ApolloClient({
    ssrMode: typeof window === "undefined",
    link: new HttpLink({ uri: cmsGraphqlUrl ?? "/graphql", credentials: "include" }),
    cache: new InMemoryCache({ possibleTypes }),
    incrementalHandler: new Defer20220824Handler(),
  });
}

export function clientWithPageState(pageProps: PageStateProps): ApolloClient {
  const isServer = typeof window === "undefined";
  const client = (!isServer && browserClient) || createBrowserClient(pageProps[CMS_ENDPOINT_PROP]);
  const state = pageProps[APOLLO_STATE_PROP];
  if (state) {
    client.cache.restore(mergePageState(client.extract() as object, state));
  }
  if (!isServer) browserClient = client;
  return client;
}

/** The client for this render; its cache takes in the page's state when the page changes. */
export function useApolloClient(pageProps: PageStateProps): ApolloClient {
  const state = pageProps[APOLLO_STATE_PROP];
  const endpoint = pageProps[CMS_ENDPOINT_PROP];
  // eslint-disable-next-line react-hooks/exhaustive-deps -- re-merge only when the state changes
  return useMemo(() => clientWithPageState(pageProps), [state, endpoint]);
}

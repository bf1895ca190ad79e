// The browser's one Apollo Client for the whole visit, holding the state pages hand over, merged
// by lib/graphql/merge-state.ts (page arrays first, equal existing items dropped). Loaded only
// when a page hands state over (lib/graphql/use-page-state.ts), so Apollo stays out of the first
// load of every page.
import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client";
import { Defer20220824Handler } from "@apollo/client/incremental";
import { mergePageState } from "./merge-state";
import type { CacheState } from "./page-state";
import generated from "./generated/possible-types";

let browserClient: ApolloClient | undefined;

function createBrowserClient(cmsGraphqlUrl: string | undefined): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: cmsGraphqlUrl ?? "/graphql", credentials: "include" }),
    cache: new InMemoryCache({ possibleTypes: generated.possibleTypes }),
    incrementalHandler: new Defer20220824Handler(),
    // Registers the client where Apollo's developer tools (and the browser tests) find it.
    devtools: { enabled: true },
  });
}

/** Merges a page's state into the visit's client (made on first use) and returns the client. */
export function mergeIntoBrowserClient(
  state: CacheState,
  cmsGraphqlUrl: string | undefined,
): ApolloClient {
  browserClient ??= createBrowserClient(cmsGraphqlUrl);
  browserClient.cache.restore(mergePageState(browserClient.extract() as object, state));
  return browserClient;
}

// Bundled by the benchmark (scripts/bench/cms-client-cost.ts) and imported in a fresh Node
// process: Apollo Client as the site sets it up (lib/graphql/client.ts: the design's retry, error
// and HTTP links, the cache with the CMS's possible types), making the two reads a content page
// makes on a cold start, the shell and the node, at once. Its import and its top-level await are
// what the process pays for them. The site's own error logging and settings are left out (they
// load Powertools and zod): this is Apollo Client's share alone.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { Defer20220824Handler } from "@apollo/client/incremental";
import { ErrorLink } from "@apollo/client/link/error";
import { RetryLink } from "@apollo/client/link/retry";
import generated from "@/lib/graphql/generated/possible-types";
import { cmsFetch } from "@/lib/graphql/links/cms-fetch";
import { isRetryable, MAX_ATTEMPTS, retryDelayMs } from "@/lib/graphql/links/retry-policy";
import { NODE_BY_URI_QUERY } from "@/lib/graphql/node-query";
import { SHELL_QUERY } from "@/lib/graphql/shell-query";

const client = new ApolloClient({
  ssrMode: true,
  link: ApolloLink.from([
    // The site's retry policy and time-limited fetch; its error link logs through Powertools,
    // so a plain one stands in.
    new RetryLink({
      attempts: { max: MAX_ATTEMPTS, retryIf: isRetryable },
      delay: (retry) => retryDelayMs(retry),
    }),
    new ErrorLink(({ error }) => {
      console.error(error);
    }),
    new HttpLink({ uri: process.env.CMS_GRAPHQL_URL, fetch: cmsFetch(10_000) }),
  ]),
  cache: new InMemoryCache({ possibleTypes: generated.possibleTypes }),
  incrementalHandler: new Defer20220824Handler(),
});
const [shell, node] = await Promise.all([
  client.query({ query: SHELL_QUERY, variables: { language: "EN" }, fetchPolicy: "no-cache" }),
  client.query({
    query: NODE_BY_URI_QUERY,
    variables: { uri: process.env.PROBE_URI ?? "/" },
    fetchPolicy: "no-cache",
  }),
]);
if (!shell.data?.generalSettings || !node.data?.nodeByUri) {
  throw new Error("the CMS client's probe got no shell or no node");
}

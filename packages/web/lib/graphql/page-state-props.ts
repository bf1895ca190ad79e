// The props a page hands its state to the browser in (lib/graphql/page-state.ts makes them on
// the server, use-page-state.ts takes them in the browser): apart from the server's code, so
// the browser's bundle gets these names and nothing of the server's normalising.

export const APOLLO_STATE_PROP = "__APOLLO_STATE__";

/** A page's state as Apollo's cache holds it: normalised entities by cache id. */
export type CacheState = Record<string, unknown>;

export interface PageStateProps {
  [APOLLO_STATE_PROP]?: CacheState;
}

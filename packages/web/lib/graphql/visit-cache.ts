// The browser's one cache for the visit: the state each page hands over (page-state.ts), in
// Apollo's normalised form, merged page by page (merge-state.ts). No code in the browser queries
// the CMS, so no GraphQL client holds it: Apollo Client and graphql-js stay out of the browser
// (about 50 KB gzipped, and 50 ms of a phone's main thread to evaluate). Browser code that comes
// to need a client restores it into one: `new InMemoryCache().restore(visitCache.extract())`.
// Registered on the window under VISIT_CACHE_KEY, where the browser tests and a developer's
// console read it.
import { mergePageState } from "./merge-state";
import type { CacheState } from "./page-state-props";

export const VISIT_CACHE_KEY = Symbol.for("corus.visit-cache");

let state: CacheState = {};

export const visitCache = {
  /** The merged state so far. */
  extract: (): CacheState => state,
  /** Joins a page's state: its array items first, equal existing items dropped. */
  merge(fromPage: CacheState): void {
    state = mergePageState(state, fromPage);
  },
};

(window as unknown as Record<symbol, typeof visitCache>)[VISIT_CACHE_KEY] = visitCache;

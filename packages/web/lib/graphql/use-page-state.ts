// Hands each page's state to the browser's one cache for the visit (visit-cache.ts). Its code
// (the merge rule and its two small libraries) is loaded on the first page that has state to
// hand over, not before, and once the browser is idle: it should hold up neither the page's
// own start nor the visitor's first input.
import { useEffect } from "react";
import { APOLLO_STATE_PROP, type PageStateProps } from "./page-state-props";

/** The hand-overs so far, chained: pages merge in the order they were shown (merge-state.ts). */
let handOvers: Promise<void> = Promise.resolve();

export function usePageState(pageProps: PageStateProps) {
  const state = pageProps[APOLLO_STATE_PROP];
  useEffect(() => {
    if (!state) return;
    handOvers = handOvers
      .then(async () => {
        await browserIdle();
        const { visitCache } = await import("./visit-cache");
        visitCache.merge(state);
      })
      .catch((error: unknown) => console.error("The page's state was not handed over", error));
  }, [state]);
}

/** Resolves when the browser is idle, or after a second at most. */
function browserIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === "function") {
      window.requestIdleCallback(() => resolve(), { timeout: 1000 });
    } else {
      window.setTimeout(resolve, 1);
    }
  });
}

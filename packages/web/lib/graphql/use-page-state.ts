// Hands each page's state to the browser's one Apollo client. The client is loaded on the first
// page that has state to hand over, not before, and only once the browser is idle: its code
// takes a phone's main thread about 50 ms to evaluate, which should hold up neither the page's
// own start nor the visitor's first input.
import { useEffect } from "react";
import { APOLLO_STATE_PROP, CMS_ENDPOINT_PROP, type PageStateProps } from "./page-state";

/** The hand-overs so far, chained: pages merge in the order they were shown (merge-state.ts). */
let handOvers: Promise<void> = Promise.resolve();

export function usePageState(pageProps: PageStateProps) {
  const state = pageProps[APOLLO_STATE_PROP];
  const endpoint = pageProps[CMS_ENDPOINT_PROP];
  useEffect(() => {
    if (!state) return;
    handOvers = handOvers
      .then(async () => {
        await browserIdle();
        const { mergeIntoBrowserClient } = await import("./browser-client");
        // Evaluating the client's code and merging the state: two tasks, not one long one.
        await new Promise((resolve) => setTimeout(resolve, 0));
        mergeIntoBrowserClient(state, endpoint);
      })
      .catch((error: unknown) => console.error("The page's state was not handed over", error));
  }, [state, endpoint]);
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

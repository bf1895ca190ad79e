// The route-change progress bar: it starts with every client-side route change and finishes
// when the change completes or fails; a change cancelled by another fails first, so the bar
// finishes and the next change starts it again.
import NProgress from "nprogress";
import { useEffect } from "react";
import type { RouterEvents } from "./router";

/** The bar's look: shown at 18% at once, 500 ms steps, eased out, no spinner. */
export const PROGRESS_BAR_OPTIONS = {
  minimum: 0.18,
  speed: 500,
  easing: "ease-out",
  showSpinner: false,
} as const;

/** Drives the bar from the router's events; returns the unsubscribe. */
export function showProgressOnRouteChanges(events: RouterEvents): () => void {
  NProgress.configure(PROGRESS_BAR_OPTIONS);
  const start = () => NProgress.start();
  const done = () => NProgress.done();
  events.on("routeChangeStart", start);
  events.on("routeChangeComplete", done);
  events.on("routeChangeError", done);
  return () => {
    events.off("routeChangeStart", start);
    events.off("routeChangeComplete", done);
    events.off("routeChangeError", done);
  };
}

export function useRouteProgress(events: RouterEvents): void {
  useEffect(() => showProgressOnRouteChanges(events), [events]);
}

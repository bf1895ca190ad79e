// The route-change progress bar: it starts with every client-side route change and finishes
// when the change completes or fails; a change cancelled by another fails first, so the bar
// finishes and the next change starts it again. No route changes before the page is
// interactive, so the bar's code (nprogress) is no part of the page's first load: it loads once
// the page has loaded and the browser is idle, or at the first route change if that is sooner.
import type NProgressBar from "nprogress";
import { useEffect } from "react";
import { whenWindowLoaded } from "./window-loaded";
import type { RouterEvents } from "./router";

/** The bar's look: shown at 18% at once, 500 ms steps, eased out, no spinner. */
export const PROGRESS_BAR_OPTIONS = {
  minimum: 0.18,
  speed: 500,
  easing: "ease-out",
  showSpinner: false,
} as const;

let loaded: Promise<typeof NProgressBar> | undefined;

function progressBar(): Promise<typeof NProgressBar> {
  loaded ??= import("nprogress").then(({ default: bar }) => bar.configure(PROGRESS_BAR_OPTIONS));
  return loaded;
}

/** Drives the bar from the router's events; returns the unsubscribe. */
export function showProgressOnRouteChanges(events: RouterEvents): () => void {
  // Whether a change is under way: one that ended before the bar's code came shows no bar.
  let changing = false;
  const start = () => {
    changing = true;
    void progressBar().then((bar) => {
      if (changing) bar.start();
    });
  };
  const done = () => {
    changing = false;
    void progressBar().then((bar) => bar.done());
  };
  events.on("routeChangeStart", start);
  events.on("routeChangeComplete", done);
  events.on("routeChangeError", done);
  const cancelPreload = whenWindowLoaded(() => {
    const preload = () => void progressBar();
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(preload);
    else window.setTimeout(preload, 1);
  });
  return () => {
    cancelPreload();
    events.off("routeChangeStart", start);
    events.off("routeChangeComplete", done);
    events.off("routeChangeError", done);
  };
}

export function useRouteProgress(events: RouterEvents): void {
  useEffect(() => showProgressOnRouteChanges(events), [events]);
}

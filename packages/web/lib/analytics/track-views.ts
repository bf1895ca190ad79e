// When a view is counted: once when the window finishes loading, then once per completed
// route change. A failed or cancelled change completes nothing, so it counts nothing.
import type { RouterEvents } from "../navigation/router";

export interface ViewTracking {
  events: RouterEvents;
  /** Calls back once the window has finished loading (at once if it has); returns a cancel. */
  whenWindowLoaded: (callback: () => void) => () => void;
  /** Reports one view of the page on screen now. */
  sendView: () => void;
  /**
   * Reports one view of the page a route change just completed to, once that page is fully
   * on screen (its <title> may be set only after routeChangeComplete).
   */
  sendViewOfNewPage: () => void;
  /**
   * Whether the first page's view is still to be sent. Kept by the caller, so that an effect
   * that runs twice (React's development remount) does not send it twice.
   */
  initialView: { pending: boolean };
}

/** Starts counting views; returns the stop. */
export function trackViews({
  events,
  whenWindowLoaded,
  sendView,
  sendViewOfNewPage,
  initialView,
}: ViewTracking): () => void {
  const sendInitialView = () => {
    if (!initialView.pending) return;
    initialView.pending = false;
    sendView();
  };
  const cancelLoadWait = whenWindowLoaded(sendInitialView);
  // A visitor who leaves the first page before the window finishes loading still viewed it:
  // count it while it is still the page on screen.
  events.on("routeChangeStart", sendInitialView);
  events.on("routeChangeComplete", sendViewOfNewPage);
  return () => {
    cancelLoadWait();
    events.off("routeChangeStart", sendInitialView);
    events.off("routeChangeComplete", sendViewOfNewPage);
  };
}

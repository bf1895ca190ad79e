// Sends the view events (lib/analytics/track-views.ts) from the browser; renders nothing. What
// a view says of the page is read when the view is counted; the code that makes the event
// loads with the first view (the window's load), not with the page, and events keep their order.
import { useEffect, useRef, useState } from "react";
import { pageOnScreen } from "@/lib/analytics/page-on-screen";
import { trackViews } from "@/lib/analytics/track-views";
import { whenWindowLoaded } from "@/lib/navigation/window-loaded";
import type { LiveRouter } from "@/lib/navigation/router";

/** The views sent so far, chained: each waits for the one before it. */
let sent: Promise<void> = Promise.resolve();

function sendView(router: LiveRouter): void {
  const page = pageOnScreen(router);
  if (!page) return;
  sent = sent
    .then(async () => (await import("@/lib/analytics/send-view")).sendView(page))
    .catch((error: unknown) => console.error("view event not sent", error));
}

export function Analytics({ router }: { router: LiveRouter }) {
  const initialView = useRef({ pending: true });
  // The view of a new page is sent once that page is committed, <title> included: a state
  // change renders this component again, and the effect below runs after that render.
  const [completedChanges, setCompletedChanges] = useState(0);

  useEffect(
    () =>
      trackViews({
        events: router.events,
        whenWindowLoaded,
        sendView: () => sendView(router),
        sendViewOfNewPage: () => setCompletedChanges((count) => count + 1),
        initialView: initialView.current,
      }),
    [router],
  );

  useEffect(() => {
    if (completedChanges > 0) sendView(router);
  }, [completedChanges, router]);

  return null;
}

// Sends the view events (lib/analytics/track-views.ts) from the browser; renders nothing.
import { useEffect, useRef, useState } from "react";
import { sendView } from "@/lib/analytics/send-view";
import { trackViews } from "@/lib/analytics/track-views";
import { whenWindowLoaded } from "@/lib/analytics/window-loaded";
import type { LiveRouter } from "@/lib/navigation/router";

export function Analytics({ router }: { router: LiveRouter }) {
  const initialView = useRef({ pending: true });
  // Next fires routeChangeComplete before the new page's effects have set its <title>. A state
  // change renders this component again, and React runs those effects before that render, so
  // the effect below sees the new title.
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

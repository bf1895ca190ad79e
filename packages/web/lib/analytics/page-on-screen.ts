// What a view event says of the page on screen, read the moment the view is counted (the router
// may move on while the event's code loads: lib/analytics/send-view.ts); none when the visitor's
// consent says so (lib/consent/state.ts).
import { viewEventsAllowed } from "../consent/state";
import { currentConsent } from "../consent/store";
import { readPreviousPage } from "../navigation/previous-page";
import { currentPath, type LiveRouter } from "../navigation/router";
import type { PageOnScreen } from "./view-event";

export function pageOnScreen(router: LiveRouter): PageOnScreen | null {
  if (!viewEventsAllowed(currentConsent())) return null;
  return { path: currentPath(router), title: document.title, previousPage: readPreviousPage() };
}

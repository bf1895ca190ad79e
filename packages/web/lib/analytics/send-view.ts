// One view event for the page on screen: the app's identity from the document, the path from
// the router, the title, and the previous page from its session memory; none when the visitor's
// consent says so (lib/consent/state.ts).
import { viewEventsAllowed } from "../consent/state";
import { currentConsent } from "../consent/store";
import { readPreviousPage } from "../navigation/previous-page";
import { currentPath, type LiveRouter } from "../navigation/router";
import { APP_IDENTITY_ELEMENT_ID, readAppIdentity } from "./app-identity";
import { pushToDataLayer } from "./data-layer";
import { viewEvent } from "./view-event";

export function sendView(router: LiveRouter): void {
  if (!viewEventsAllowed(currentConsent())) return;
  const app = readAppIdentity(document);
  if (!app) {
    console.error(`view event not sent: no app identity in #${APP_IDENTITY_ELEMENT_ID}`);
    return;
  }
  pushToDataLayer(
    viewEvent(app, {
      path: currentPath(router),
      title: document.title,
      previousPage: readPreviousPage(),
    }),
  );
}

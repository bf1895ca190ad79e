// One view event for a page on screen (lib/analytics/page-on-screen.ts): with the app's identity
// from the document. Loaded when the first view is sent (the window's load), not with the page.
import { APP_IDENTITY_ELEMENT_ID, readAppIdentity } from "./app-identity";
import { pushToDataLayer } from "../tag-manager/data-layer";
import { viewEvent, type PageOnScreen } from "./view-event";

export function sendView(page: PageOnScreen): void {
  const app = readAppIdentity(document);
  if (!app) {
    console.error(`view event not sent: no app identity in #${APP_IDENTITY_ELEMENT_ID}`);
    return;
  }
  pushToDataLayer(viewEvent(app, page));
}

// The view event the tag manager receives for every page view.
import type { AppIdentity } from "../settings";

export const VIEW_EVENT_NAME = "page_view";

export interface PageOnScreen {
  path: string;
  title: string;
  previousPage: string | null;
}

export interface ViewEvent {
  event: typeof VIEW_EVENT_NAME;
  pagePath: string;
  pageTitle: string;
  previousPage: string | null;
  appVersion: string;
  appPlatform: string;
  appName: string;
  appBrand: string;
}

export function viewEvent(app: AppIdentity, page: PageOnScreen): ViewEvent {
  return {
    event: VIEW_EVENT_NAME,
    pagePath: page.path,
    pageTitle: page.title,
    previousPage: page.previousPage,
    appVersion: app.version,
    appPlatform: app.platform,
    appName: app.name,
    appBrand: app.brand,
  };
}

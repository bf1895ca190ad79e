// After a visitor withdraws consent for a tool this page has already run, the tool's code is
// still in the page: only leaving the page stops it. From then on every navigation is a full
// page load: links are left to the browser (client-links.ts asks fullLoadsRequired), back and
// forward load the page they land on, and this page, if the browser kept it in its back-forward
// cache, is loaded again rather than restored with the tools running.
import type { NextRouter } from "next/router";

let required = false;

export function fullLoadsRequired(): boolean {
  return required;
}

export type FullLoadsRouter = Pick<NextRouter, "beforePopState" | "events">;

export function requireFullLoads(router: FullLoadsRouter): void {
  if (required) return;
  required = true;
  router.beforePopState(() => {
    window.location.reload();
    return false;
  });
  // The routes the app pushes itself (the search form, the brand filter): load them in full.
  router.events.on("routeChangeStart", (url: string) => window.location.assign(url));
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) window.location.reload();
  });
}

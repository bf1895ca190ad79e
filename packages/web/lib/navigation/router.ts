// What the route-change features need of Next's router: its events and the live current path.
import type { NextRouter } from "next/router";

export type RouterEvents = NextRouter["events"];

/**
 * The router instance itself (AppProps["router"]), not useRouter()'s per-render copy, whose
 * asPath would be stale by the time an event handler reads it.
 */
export interface LiveRouter {
  readonly events: RouterEvents;
  readonly asPath: string;
}

/** The path (with its query) of the page on screen, without the #fragment. */
export function currentPath(router: LiveRouter): string {
  return router.asPath.split("#")[0] || "/";
}

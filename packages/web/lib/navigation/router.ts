// What the route-change features need of Next's router: its events and the live current path.
import { RouterContext } from "next/dist/shared/lib/router-context.shared-runtime";
import type { NextRouter } from "next/router";
import { useContext } from "react";

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

/**
 * next/router's useRouter, from the context it reads. Importing next/router into page code
 * makes the bundler split Next's router out of its framework chunk into a chunk of its own,
 * which costs every page about 0.8 KB (gzipped) more of the same code.
 */
export function useRouter(): NextRouter {
  const router = useContext(RouterContext);
  if (!router) throw new Error("useRouter: Next's router is not mounted");
  return router;
}

// Client-side navigation for every link to a page of this site, from one click listener on
// the document. The site's links are plain <a> elements: next/link resolves its href and runs
// hooks for each link on every server render, and the shell alone has some seventy links
// (measured: a fifth of a warm page render). Pages share one route, so next/link's prefetch
// would fetch nothing the first page did not already load.
import type { NextRouter } from "next/router";
import { useEffect } from "react";
import { fullLoadsRequired } from "./full-loads";

export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface AnchorLike {
  /** The resolved href (HTMLAnchorElement.href). */
  href: string;
  target: string;
  download: boolean;
}

/** Paths the browser must load itself: files, API routes, Next's own and the CMS's uploads. */
const NOT_A_PAGE = /^\/(?:api|_next|wp-content)\/|\.[a-z0-9]+$/i;

/** A French page's path (Polylang's directory for the language). */
const FRENCH = /^\/fr(\/|$)/;

/**
 * The route a click on `anchor` navigates to inside the app, or null to leave it to the
 * browser: modified or non-primary clicks, new windows, downloads, other origins, files,
 * jumps within the current page, and links into the other language.
 */

export function clientRouteFor(click: ClickLike, anchor: AnchorLike, current: URL): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.download) return null;
  const url = new URL(anchor.href, current);
  if (url.origin !== current.origin || NOT_A_PAGE.test(url.pathname)) return null;
  // Into the other language: a new document, whose <html lang> the server writes (WCAG 3.1.1).
  if (FRENCH.test(url.pathname) !== FRENCH.test(current.pathname)) return null;
  if (url.pathname === current.pathname && url.search === current.search && url.hash) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function useClientSideLinks(router: NextRouter) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const route = clientRouteFor(
        event,
        { href: anchor.href, target: anchor.target, download: anchor.hasAttribute("download") },
        new URL(window.location.href),
      );
      if (route === null || fullLoadsRequired()) return;
      event.preventDefault();
      void router.push(route);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [router]);
}

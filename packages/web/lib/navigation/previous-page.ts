// The previous-page memory: before each history change (a link, back, forward) the path being
// left is kept in session storage, where analytics and the browser tests read it.
import { useEffect } from "react";
import { currentPath, type LiveRouter } from "./router";

export const PREVIOUS_PAGE_KEY = "previousPage";

/** Storage can be disabled or full; the navigation must go on, so only a warning is left. */
export function storePreviousPage(path: string): void {
  try {
    window.sessionStorage.setItem(PREVIOUS_PAGE_KEY, path);
  } catch (error) {
    console.warn("previous page not stored: session storage refused it:", error);
  }
}

/** Nothing remembered: the next view has no previous page. */
export function forgetPreviousPage(): void {
  try {
    window.sessionStorage.removeItem(PREVIOUS_PAGE_KEY);
  } catch (error) {
    console.warn("previous page not forgotten: session storage refused it:", error);
  }
}

export function readPreviousPage(): string | null {
  try {
    return window.sessionStorage.getItem(PREVIOUS_PAGE_KEY);
  } catch (error) {
    console.warn("previous page unknown: session storage is not readable:", error);
    return null;
  }
}

/**
 * Kept when a route change starts, while the router still holds the page being left: Next
 * starts one for a link before it pushes the new history entry, and for back and forward
 * before it renders the page the browser moved to.
 * Earlier than beforeHistoryChange on purpose: when Next falls back to a full page load (the
 * page's data could not be fetched), the new page still finds where the visitor came from.
 */
export function usePreviousPageMemory(router: LiveRouter & { readonly isPreview: boolean }): void {
  useEffect(() => {
    // A page left in a preview is an editor's draft (its /preview/<id>/ path, or a page's
    // unreleased state): the first public view after the preview must not name it.
    const remember = () =>
      router.isPreview ? forgetPreviousPage() : storePreviousPage(currentPath(router));
    router.events.on("routeChangeStart", remember);
    return () => router.events.off("routeChangeStart", remember);
  }, [router]);
}

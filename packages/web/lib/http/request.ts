// Reading the parts of a page request the site acts on.
import { isInteger } from "@/lib/rules/integer";

/** Catch-all segments to the WordPress URI: undefined -> "/", ["a", "b"] -> "/a/b/". */
export function uriFromSegments(segments: string | string[] | undefined): string {
  const parts = Array.isArray(segments) ? segments : segments ? [segments] : [];
  if (parts.length === 0) return "/";
  return `/${parts.map(encodeURIComponent).join("/")}/`;
}

const MAX_PAGE_NUMBER = 999_999;

/** ?page=N for listings: 1 when absent, null (not found) when not a whole number from 1. */
export function parsePageNumber(value: string | string[] | undefined): number | null {
  if (value === undefined) return 1;
  if (!isInteger(value)) return null;
  const page = Number(value);
  // One spelling per page ("01" is not page 1), so each listing page has one URL to cache.
  if (String(page) !== value || page < 1 || page > MAX_PAGE_NUMBER) return null;
  return page;
}

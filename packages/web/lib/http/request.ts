// Reading the parts of a page request the site acts on.

/** Catch-all segments to the WordPress URI: undefined -> "/", ["a", "b"] -> "/a/b/". */
export function uriFromSegments(segments: string | string[] | undefined): string {
  const parts = Array.isArray(segments) ? segments : segments ? [segments] : [];
  if (parts.length === 0) return "/";
  return `/${parts.map(encodeURIComponent).join("/")}/`;
}

/** ?page=N for listings: 1 when absent, null (not found) when not a whole number from 1. */
export function parsePageNumber(value: string | string[] | undefined): number | null {
  if (value === undefined) return 1;
  if (Array.isArray(value) || !/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}

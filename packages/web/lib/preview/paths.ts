// Where previews live on the site. A draft has no URI yet, so it gets a path of its own; a
// published page previews at its own URI. Both are served only in draft mode.

const PREVIEW_PATH = /^\/preview\/(\d{1,12})\/$/;

export function previewPathFor(databaseId: number): string {
  return `/preview/${databaseId}/`;
}

/** The database id a preview path names, or null for any other URI. */
export function previewIdFromUri(uri: string): number | null {
  const match = PREVIEW_PATH.exec(uri);
  return match ? Number(match[1]) : null;
}

/**
 * A path on this site to send the visitor back to: an absolute path with no scheme, host or
 * backslash trickery ("//evil.example", "/\\evil.example"); anything else is the front page.
 */
export function sameSitePath(candidate: unknown): string {
  if (typeof candidate !== "string" || candidate.length > 2048) return "/";
  if (!candidate.startsWith("/") || candidate.startsWith("//")) return "/";
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (/[\\\u0000-\u001f\u007f]/.test(candidate)) return "/";
  const url = new URL(candidate, "http://site.invalid");
  return url.origin === "http://site.invalid" ? `${url.pathname}${url.search}` : "/";
}

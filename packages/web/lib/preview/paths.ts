// Where previews live on the site. A draft has no URI yet, so it gets a path of its own, in
// its language's directory (so the preview's words and <html lang> are its language's); a
// published page previews at its own URI. Both are served only to the editor whose preview
// names that post.
import { sitePathOf } from "@corus/site-rules/redirects";
import { homePathOf, localeOfPath, type Locale } from "../i18n/locale";

const PREVIEW_PATH = /^(?:\/fr)?\/preview\/(\d{1,12})\/$/;

export function previewPathFor(databaseId: number, locale: Locale): string {
  return `${homePathOf(locale)}preview/${databaseId}/`;
}

/** The database id a preview path names, or null for any other URI. */
export function previewIdFromUri(uri: string): number | null {
  const match = PREVIEW_PATH.exec(uri);
  return match ? Number(match[1]) : null;
}

/**
 * Where the preview banner's exit goes from `uri`, asked for as `requestUrl` (path and query):
 * back to the same address (a listing's ?page=, a search's ?s=); a draft's preview path means
 * nothing outside draft mode, so from there to its language's front page.
 */
export function previewExitHref(uri: string, requestUrl: string): string {
  const back = previewIdFromUri(uri) === null ? requestUrl : homePathOf(localeOfPath(uri));
  return `/api/exit-preview/?to=${encodeURIComponent(back)}`;
}

/**
 * A path on this site to send the visitor back to, as a browser would resolve it (see
 * @corus/site-rules/redirects' sitePathOf); anything else is the front page.
 */
export function sameSitePath(candidate: unknown): string {
  return sitePathOf(candidate) ?? "/";
}

// What to do with a redirection record the CMS returned for a request. Pure: the site's
// server-side lookup and the edge handler both call it, so they always agree.
import { normalizePath } from "./normalize.ts";
import { sitePathOf, UNSAFE_CHARACTERS } from "./site-path.ts";

export const REDIRECT_STATUS_CODES = [301, 302, 303, 307, 308] as const;
export type RedirectStatus = (typeof REDIRECT_STATUS_CODES)[number];

/** The CMS's `Redirection { target origin code }`, as it arrives. */
export interface RedirectionRecord {
  target?: string | null;
  origin?: string | null;
  code?: number | null;
}

export type RedirectDecision =
  | { kind: "redirect"; status: RedirectStatus; location: string }
  | { kind: "none" }
  | { kind: "ignored"; reason: string };

export interface DecideOptions {
  /** The site's public origin: an absolute target there is checked for a loop too. */
  siteOrigin?: string | undefined;
}

/**
 * Decides the response for `requestUrl` (path and query, as requested) given the record.
 * Query strings: the lookup matches the path only; the visitor's query string is carried
 * over to a target that has none of its own (so campaign parameters survive a redirect).
 */
export function decideRedirect(
  record: RedirectionRecord | null | undefined,
  requestUrl: string,
  options: DecideOptions = {},
): RedirectDecision {
  if (!record) return { kind: "none" };
  const { code, target } = record;
  if (!isRedirectStatus(code)) return { kind: "ignored", reason: `code ${code} is not a redirect` };
  if (!target) return { kind: "ignored", reason: "the record has no target" };
  if (UNSAFE_CHARACTERS.test(target)) {
    return {
      kind: "ignored",
      reason: "the target holds control characters, spaces or backslashes",
    };
  }
  const absolute = /^https?:\/\//i.test(target);
  // A site path as a browser resolves it ("/.//evil.example" would leave the site otherwise).
  const sitePath = absolute ? null : sitePathOf(target);
  if (!absolute && sitePath === null) {
    return { kind: "ignored", reason: "the target is neither an http(s) URL nor a site path" };
  }
  if (absolute && !URL.canParse(target)) {
    return { kind: "ignored", reason: "the target is not a valid URL" };
  }
  const location = sitePath ?? target;
  const onThisSite =
    sitePath !== null ||
    (options.siteOrigin !== undefined && new URL(target).origin === options.siteOrigin);
  if (onThisSite && normalizePath(location) === normalizePath(requestUrl)) {
    return { kind: "ignored", reason: "the target is the requested URL (a loop)" };
  }
  return {
    kind: "redirect",
    status: code,
    location: asHeaderValue(withQuery(location, requestUrl)),
  };
}

export function isRedirectStatus(code: unknown): code is RedirectStatus {
  return REDIRECT_STATUS_CODES.includes(code as RedirectStatus);
}

/** The path the CMS lookup is asked about: the requested path without its query. */
export function lookupPath(requestUrl: string): string {
  return requestUrl.replace(/[?#].*$/, "") || "/";
}

/** Location must be ASCII: characters past it (an editor's "/café/") are percent-encoded. */
function asHeaderValue(location: string): string {
  return location.replace(/[^\x21-\x7e]/gu, (character) => encodeURIComponent(character));
}

function withQuery(target: string, requestUrl: string): string {
  const query = /\?[^#]*/.exec(requestUrl)?.[0];
  if (!query || query === "?" || target.includes("?")) return target;
  const hash = target.indexOf("#");
  return hash === -1
    ? `${target}${query}`
    : `${target.slice(0, hash)}${query}${target.slice(hash)}`;
}

/**
 * Set on a request by the edge handler once it has looked the URL up and found nothing, so
 * the origin does not ask the CMS again. A visitor who sends it only skips redirects.
 */
export const REDIRECT_CHECKED_HEADER = "x-redirect-checked";

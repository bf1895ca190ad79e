// What makes a string a path on this site: the one check behind every Location the site writes
// from a value it was given (the preview banner's exit, a CMS redirect record's site path).

const BASE = "http://site.invalid";
const MAX_LENGTH = 2048;
// Control characters (header injection), whitespace and backslashes (browsers read "\" as "/",
// so "/\evil.example" names another host) are never part of a path worth following.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\s\\]/;

/**
 * `candidate` as an absolute path on this site (path, query and fragment), or null when it is
 * not one. Dot segments are resolved first, as a browser would ("/a/../b/" is "/b/"), and only
 * then are leading slashes folded: "/.//evil.example", "/%2e//evil.example" and
 * "/a/..//evil.example" all resolve to "//evil.example", which a browser reads as another
 * host, so they come out as "/evil.example".
 */
export function sitePathOf(candidate: unknown): string | null {
  if (typeof candidate !== "string" || candidate.length > MAX_LENGTH) return null;
  if (!candidate.startsWith("/") || candidate.startsWith("//")) return null;
  if (UNSAFE_CHARACTERS.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname.replace(/^\/+/, "/")}${url.search}${url.hash}`;
  // However it was spelled, what a browser makes of the answer must still be this site.
  return new URL(path, BASE).origin === BASE ? path : null;
}

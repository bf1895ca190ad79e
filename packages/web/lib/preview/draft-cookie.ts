// The cookie Next.js sets for draft mode, with one value for every editor of a build. SST's
// viewer-request CloudFront Function puts that value into the cache key (x-open-next-cache-key),
// so every request carrying it shares one CloudFront cache entry per address: whatever such a
// request is answered must never be kept, or one editor's answer (a preview that has ended and
// answers 404, another post's published page) would be the next editor's preview, for as long as
// CloudFront keeps it. Next decides whether the request is in draft mode; this only reads whether
// the cookie came, whatever its value.
export const DRAFT_MODE_COOKIE = "__prerender_bypass";

export const carriesDraftModeCookie = (cookies: Partial<Record<string, string>>): boolean =>
  cookies[DRAFT_MODE_COOKIE] !== undefined;

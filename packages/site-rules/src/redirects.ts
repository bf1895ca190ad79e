// The redirect rules, as their readers import them: the site's server-side lookup, the
// Lambda@Edge handler and the content service decide, look up and normalize alike.
export {
  decideRedirect,
  type DecideOptions,
  isRedirectStatus,
  lookupPath,
  REDIRECT_CHECKED_HEADER,
  REDIRECT_STATUS_CODES,
  type RedirectDecision,
  type RedirectionRecord,
  type RedirectStatus,
} from "./decide.ts";
export { fetchRedirection, REDIRECTION_QUERY, type FetchRedirectionOptions } from "./lookup.ts";
export { normalizePath } from "./normalize.ts";
export { sitePathOf } from "./site-path.ts";

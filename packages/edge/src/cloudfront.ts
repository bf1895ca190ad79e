// CloudFront's shapes for an origin-request function: the visitor's URL out of a request,
// the request marked (or unmarked) for the origin, and a generated redirect response.
import { REDIRECT_CHECKED_HEADER, type RedirectStatus } from "@corus/site-rules/redirects";
import type { CloudFrontRequest, CloudFrontResultResponse } from "aws-lambda";

/**
 * Generated redirects are never cached by CloudFront. It would cache one under the request's
 * cache key, which leaves out most query strings (stacks/server-cache.ts), and serve it for
 * every variant: a visit to /old/?utm_source=mail would get the Location of /old/, without its
 * query string (or another visitor's). The container's own cache spares the CMS instead.
 */
export const REDIRECT_CACHE_CONTROL = "private, no-store";

/** Path and query as requested, e.g. "/old/?utm_source=mail" (CloudFront keeps them encoded). */
export function requestUrl(request: CloudFrontRequest): string {
  return request.querystring ? `${request.uri}?${request.querystring}` : request.uri;
}

/** Tells the origin this URL was looked up and has no redirect, so it need not ask again. */
export function markChecked(request: CloudFrontRequest): CloudFrontRequest {
  request.headers[REDIRECT_CHECKED_HEADER] = [{ key: REDIRECT_CHECKED_HEADER, value: "1" }];
  return request;
}

/** Leaves the lookup to the origin, whatever the visitor sent. */
export function unmarkChecked(request: CloudFrontRequest): CloudFrontRequest {
  Reflect.deleteProperty(request.headers, REDIRECT_CHECKED_HEADER);
  return request;
}

export function redirectResponse(
  status: RedirectStatus,
  location: string,
): CloudFrontResultResponse {
  return {
    status: String(status),
    headers: {
      location: [{ key: "Location", value: location }],
      "cache-control": [{ key: "Cache-Control", value: REDIRECT_CACHE_CONTROL }],
    },
  };
}

// CloudFront's shapes for an origin-request function: the visitor's URL out of a request,
// the request marked (or unmarked) for the origin, and a generated redirect response.
import { REDIRECT_CHECKED_HEADER, type RedirectStatus } from "@corus/redirect-rules";
import type { CloudFrontRequest, CloudFrontResultResponse } from "aws-lambda";

/**
 * CloudFront caches a generated response under the request's cache key, and most query
 * strings are not part of that key (see stacks/). A redirect that carries the visitor's query
 * string is therefore never cached, or one visitor's campaign parameters would reach others.
 */
export const CACHED_REDIRECT = "public, max-age=0, s-maxage=300";
export const UNCACHED_REDIRECT = "private, no-store";

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
  cacheControl: string,
): CloudFrontResultResponse {
  return {
    status: String(status),
    headers: {
      location: [{ key: "Location", value: location }],
      "cache-control": [{ key: "Cache-Control", value: cacheControl }],
    },
  };
}

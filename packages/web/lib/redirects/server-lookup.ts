// The server-side redirect step of every page request: ask the CMS (AppQuery, shared with the edge
// handler) about the requested URL and follow the shared rules on what to do with its answer.
import {
  decideRedirect,
  lookupPath,
  REDIRECT_CHECKED_HEADER,
  type RedirectionRecord,
  type RedirectStatus,
} from "@corus/site-rules/redirects";
import { loggableUrl } from "@corus/site-rules/loggable-url";
import type { IncomingHttpHeaders } from "node:http";
import { REDIRECTS_TAG, uriTag } from "../cms/cache-tags";
import { describeError } from "../cms/errors";
import type { CmsSession } from "../cms/reader";
import { log } from "../observability/log";
// The document is REDIRECTION_QUERY of @corus/site-rules/redirects (the edge sends it too),
// precompiled by codegen.
import { AppQueryDocument } from "../graphql/generated/graphql";

export interface Redirect {
  destination: string;
  statusCode: RedirectStatus;
}

/**
 * The redirect for `requestUrl` (path and query), or null to render the page. A failed
 * lookup renders the page (fail open) and logs why; so does a record the rules refuse.
 */
export async function findRedirect(
  cms: CmsSession,
  requestUrl: string,
  headers: IncomingHttpHeaders,
  siteOrigin: string,
): Promise<Redirect | null> {
  const path = lookupPath(requestUrl);
  const tags = [uriTag(path), REDIRECTS_TAG];
  if (headers[REDIRECT_CHECKED_HEADER]) {
    // The edge looked the URL up and found none; the page still shows that there is none.
    cms.addTags(tags);
    return null;
  }
  let record: RedirectionRecord | null | undefined;
  try {
    const { data } = await cms.query(AppQueryDocument, { url: path }, { tags });
    record = data?.redirection;
  } catch (error) {
    // The path and the query's parameter names: never what a visitor searched for.
    log.error("redirects: lookup failed, rendering the page", {
      ...loggableUrl(requestUrl),
      error: describeError(error),
    });
    return null;
  }
  const decision = decideRedirect(record, requestUrl, { siteOrigin });
  if (decision.kind === "ignored") {
    log.warn("redirects: ignoring the CMS record", {
      ...loggableUrl(requestUrl),
      reason: decision.reason,
    });
  }
  return decision.kind === "redirect"
    ? { destination: decision.location, statusCode: decision.status }
    : null;
}

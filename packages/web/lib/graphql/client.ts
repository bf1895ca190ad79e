// The Apollo Client the site talks to the CMS with, over one link chain; the server makes two
// (lib/cms/setup.ts): the public one, without credentials, and the editor's, for previews.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { Defer20220824Handler } from "@apollo/client/incremental";
import { RetryLink } from "@apollo/client/link/retry";
import type { CmsCredentials } from "./links/credentials";
import type { Log } from "../observability/log";
import type { SiteSettings } from "../settings";
import { createAuthLink } from "./links/auth-link";
import { cmsFetch } from "./links/cms-fetch";
import { createErrorLink } from "./links/error-link";
import { isRetryable, MAX_ATTEMPTS, retryDelayMs } from "./links/retry-policy";
import generated from "./generated/possible-types";

export interface CmsLinkOptions {
  /** The site's WordPress credentials: only the editor's link (previews) has them. */
  credentials?: CmsCredentials | undefined;
  fetch?: typeof fetch;
  /** Where errors are logged (lib/observability/log.ts unless a test listens). */
  log?: Pick<Log, "error">;
}

/** auth -> retry -> error logging -> HTTP (POST with JSON unless GET is configured). */
export function createCmsLink(settings: SiteSettings, options: CmsLinkOptions = {}): ApolloLink {
  const links: ApolloLink[] = [];
  if (options.credentials) links.push(createAuthLink(options.credentials));
  links.push(
    new RetryLink({
      attempts: { max: MAX_ATTEMPTS, retryIf: isRetryable },
      delay: (retry) => retryDelayMs(retry),
    }),
    createErrorLink(options.credentials, options.log),
    new HttpLink({
      uri: settings.cmsGraphqlUrl,
      credentials: "include",
      useGETForQueries: settings.cmsUseGetForQueries,
      fetch: cmsFetch(settings.cmsTimeoutMs, options.fetch),
    }),
  );
  return ApolloLink.from(links);
}

export function createCmsClient(settings: SiteSettings, link: ApolloLink): ApolloClient {
  return new ApolloClient({
    ssrMode: typeof window === "undefined",
    link,
    cache: new InMemoryCache({ possibleTypes: generated.possibleTypes }),
    // The CMS answers @defer with multipart/mixed in the 2022-08-24 incremental format.
    incrementalHandler: new Defer20220824Handler(),
    clientAwareness: {
      name: settings.cmsClientName,
      version: settings.cmsClientVersion,
    },
  });
}

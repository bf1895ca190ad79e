// The server's shared CMS pieces, made once per process: the link chain (with the token
// source, whose token serves every request) and the shell cache. Clients are per request.
import type { ApolloClient } from "@apollo/client";
import { createCmsClient, createCmsLink } from "../graphql/client";
import { cmsFetch } from "../graphql/links/cms-fetch";
import { siteSettings } from "../settings";
import { createShellCache } from "./shell";
import { clientCredentialsTokenSource } from "./token-source";

const settings = siteSettings();
const tokens = settings.cmsAuth
  ? clientCredentialsTokenSource({ ...settings.cmsAuth, fetch: cmsFetch(settings.cmsTimeoutMs) })
  : undefined;
const link = createCmsLink(settings, { tokens });

/** A fresh client for one server request. */
export function cmsClientForRequest(): ApolloClient {
  return createCmsClient(settings, link);
}

export const getShell = createShellCache({ ttlMs: settings.shellCacheSeconds * 1000 });

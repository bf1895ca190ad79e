// The Apollo Client the site talks to the CMS with: a new one for every server request, so
// no visitor's data reaches another's.
import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client";
import type { SiteSettings } from "../settings";
import { possibleTypes } from "./possible-types";

export function createCmsClient(settings: SiteSettings): ApolloClient {
  return new ApolloClient({
    ssrMode: typeof window === "undefined",
    link: new HttpLink({ uri: settings.cmsGraphqlUrl, credentials: "include" }),
    cache: new InMemoryCache({ possibleTypes }),
  });
}

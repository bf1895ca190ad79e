// Adds the site's WordPress credentials to every operation of the editor's link.
import { SetContextLink } from "@apollo/client/link/context";
import type { CmsCredentials } from "./credentials";

export function createAuthLink(credentials: CmsCredentials) {
  return new SetContextLink(async (context) => ({
    headers: { ...context.headers, authorization: await credentials.authorization() },
  }));
}

// Adds the CMS bearer token to every operation, when the CMS needs one.
import { SetContextLink } from "@apollo/client/link/context";
import type { TokenSource } from "../../cms/token-source";

export function createAuthLink(tokens: TokenSource) {
  return new SetContextLink(async (context) => ({
    headers: { ...context.headers, authorization: `Bearer ${await tokens.current()}` },
  }));
}

// WordPress's Application Passwords (core since 5.6), as WPGraphQL sees them: a request with
// `Authorization: Basic <login:password>` naming the configured user and password is that
// user's, an editor's (drafts, scheduled and private posts, pending changes, raw fields).
// Anything else (no header, a wrong password, another scheme) is answered as anonymous, never
// refused: WordPress has no 401 for a GraphQL read, it answers what the public may see.
import { timingSafeEqual } from "node:crypto";
import { createGraphQLError, type Plugin } from "graphql-yoga";
import type { ContentStore } from "./content/records.ts";

export interface AuthOptions {
  /** The WordPress user's login. */
  user: string;
  /** The Application Password WordPress generated for the site (spaces optional). */
  appPassword: string;
}

/** WordPress shows the password in groups of four and ignores all but letters and digits. */
const canonical = (password: string) => password.replace(/[^a-z\d]/gi, "");

export function createAuth(options: AuthOptions) {
  const expected = Buffer.from(`${options.user}:${canonical(options.appPassword)}`);
  // Test controls: the next authenticated requests answer UNAUTHENTICATED, as an
  // authentication plugin in front of WPGraphQL would for credentials it stopped accepting.
  let refuseNext = 0;

  const isAuthenticated = (request: Request): boolean => {
    const basic = /^Basic ([A-Za-z0-9+/=]+)$/.exec(request.headers.get("authorization") ?? "")?.[1];
    if (!basic) return false;
    const decoded = Buffer.from(basic, "base64").toString();
    const separator = decoded.indexOf(":");
    if (separator < 0) return false;
    const given = Buffer.from(
      `${decoded.slice(0, separator)}:${canonical(decoded.slice(separator + 1))}`,
    );
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  const plugin: Plugin = {
    onExecute({ args, setResultAndStopExecution }) {
      const request = (args.contextValue as { request?: Request }).request;
      if (refuseNext === 0 || !request || !isAuthenticated(request)) return;
      refuseNext -= 1;
      setResultAndStopExecution({
        errors: [
          createGraphQLError("You must be logged in to see this content.", {
            extensions: { code: "UNAUTHENTICATED" },
          }),
        ],
      });
    },
  };

  return {
    plugin,
    isAuthenticated,
    /** The next `count` authenticated requests answer UNAUTHENTICATED (test controls). */
    refuseNext: (count: number) => {
      refuseNext = count;
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;

/** In WordPress an Application Password belongs to an existing user. */
export function assertAccount(store: ContentStore, options: AuthOptions) {
  if (!store.accounts.some((account) => account.slug === options.user)) {
    throw new Error(
      `CONTENT_SERVICE_AUTH_USER: no user "${options.user}" in content/users.yaml (an Application Password belongs to a WordPress user)`,
    );
  }
}

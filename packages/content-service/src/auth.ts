// Optional auth mode, as a WordPress with an authentication plugin has it: an OAuth2
// client-credentials token endpoint issuing short-lived bearer tokens. A request without a
// token is anonymous and sees what the public sees; one with a valid token is an editor's
// (drafts, pending changes, raw fields); one with a bad or expired token is answered
// UNAUTHENTICATED (HTTP 200, as WPGraphQL does), so the client can get a fresh one.
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createGraphQLError, type Plugin } from "graphql-yoga";

export interface AuthOptions {
  clientId: string;
  clientSecret: string;
  tokenTtlSeconds: number;
  now?: () => number;
}

export const TOKEN_PATH = "/oauth/token";

export function createAuth(options: AuthOptions) {
  const now = options.now ?? Date.now;
  const tokens = new Map<string, number>();

  const sameSecret = (given: string, expected: string) => {
    const a = Buffer.from(given);
    const b = Buffer.from(expected);
    return a.length === b.length && timingSafeEqual(a, b);
  };

  const isValid = (authorization: string | null | undefined) => {
    const token = /^Bearer (\S+)$/.exec(authorization ?? "")?.[1];
    const expiresAt = token ? tokens.get(token) : undefined;
    return expiresAt !== undefined && now() < expiresAt;
  };

  /** POST /oauth/token with HTTP Basic client credentials and grant_type=client_credentials. */
  async function handleTokenRequest(req: IncomingMessage, res: ServerResponse) {
    const json = (status: number, body: object) =>
      res
        .writeHead(status, { "content-type": "application/json", "cache-control": "no-store" })
        .end(JSON.stringify(body));
    if (req.method !== "POST") return json(405, { error: "invalid_request" });
    let body = "";
    for await (const chunk of req) body += chunk;
    if (new URLSearchParams(body).get("grant_type") !== "client_credentials") {
      return json(400, { error: "unsupported_grant_type" });
    }
    const basic = /^Basic (\S+)$/.exec(req.headers.authorization ?? "")?.[1];
    const [id, secret] = basic ? Buffer.from(basic, "base64").toString().split(":") : [];
    if (
      !sameSecret(id ?? "", options.clientId) ||
      !sameSecret(secret ?? "", options.clientSecret)
    ) {
      return json(401, { error: "invalid_client" });
    }
    const token = randomBytes(24).toString("base64url");
    tokens.set(token, now() + options.tokenTtlSeconds * 1000);
    return json(200, {
      access_token: token,
      token_type: "Bearer",
      expires_in: options.tokenTtlSeconds,
    });
  }

  /** True for a request carrying a valid token. */
  const isAuthenticated = (request: Request) => isValid(request.headers.get("authorization"));

  const plugin: Plugin = {
    onExecute({ args, setResultAndStopExecution }) {
      const request = (args.contextValue as { request?: Request }).request;
      const authorization = request?.headers.get("authorization");
      if (!authorization || isValid(authorization)) return;
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
    handleTokenRequest,
    plugin,
    isAuthenticated,
    /** Ends every issued token: the next request with one is UNAUTHENTICATED. */
    expireAllTokens: () => tokens.clear(),
  };
}

export type Auth = ReturnType<typeof createAuth>;

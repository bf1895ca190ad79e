// Optional auth mode, to test the site's token handling: an OAuth2 client-credentials
// token endpoint issuing short-lived bearer tokens, and a GraphQL plugin that answers
// UNAUTHENTICATED (HTTP 200, as WPGraphQL does) when the token is missing or expired.
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

  const plugin: Plugin = {
    onExecute({ args, setResultAndStopExecution }) {
      const request = (args.contextValue as { request?: Request }).request;
      if (isValid(request?.headers.get("authorization"))) return;
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
    /** Ends every issued token: the next request with one is UNAUTHENTICATED. */
    expireAllTokens: () => tokens.clear(),
  };
}

export type Auth = ReturnType<typeof createAuth>;

// Where the CMS bearer token comes from. The client asks for the current token on every
// request and for a fresh one when the CMS answers UNAUTHENTICATED.

export interface TokenSource {
  /** The token to send now (cached until shortly before it expires). */
  current(): Promise<string>;
  /** Drops the cached token and obtains a new one. */
  refresh(): Promise<string>;
}

interface ClientCredentialsOptions {
  tokenUrl: string;
  clientId: string;
  /** Asked for each new token: deployed stages read it from SSM once (lib/secrets.ts). */
  clientSecret: () => Promise<string>;
  /** The CMS fetch (lib/graphql/links/cms-fetch.ts): time limit and named network errors. */
  fetch?: typeof fetch;
  now?: () => number;
}

/** Renew this long before the CMS says a token expires, so none expires in flight. */
const EXPIRY_MARGIN_MS = 30_000;

/** OAuth2 client credentials: POST grant_type=client_credentials with HTTP Basic auth. */
export function clientCredentialsTokenSource(options: ClientCredentialsOptions): TokenSource {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  let cached: { token: string; renewAt: number } | undefined;
  let pending: Promise<string> | undefined;

  const obtain = () => {
    pending ??= (async () => {
      const clientSecret = await options.clientSecret();
      const basic = Buffer.from(`${options.clientId}:${clientSecret}`).toString("base64");
      const response = await doFetch(options.tokenUrl, {
        method: "POST",
        headers: {
          authorization: `Basic ${basic}`,
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
        },
        body: "grant_type=client_credentials",
      });
      if (!response.ok) {
        throw new Error(`CMS token endpoint answered HTTP ${response.status}`);
      }
      const body = (await response.json()) as { access_token?: string; expires_in?: number };
      if (!body.access_token) throw new Error("CMS token endpoint answered without access_token");
      const lifetimeMs = (body.expires_in ?? 300) * 1000;
      cached = {
        token: body.access_token,
        renewAt: now() + Math.max(lifetimeMs - EXPIRY_MARGIN_MS, lifetimeMs / 2),
      };
      return body.access_token;
    })().finally(() => {
      pending = undefined;
    });
    return pending;
  };

  return {
    current: async () => (cached && now() < cached.renewAt ? cached.token : obtain()),
    refresh: () => {
      cached = undefined;
      return obtain();
    },
  };
}

// The redirection lookup as one GraphQL document (AppQuery, the site's one redirect operation),
// plus a plain-fetch lookup for runtimes without Apollo (the Lambda@Edge handler). The magic
// comment lets the site's code generator and the WordPress contract test find the document.
import type { RedirectionRecord } from "./decide.ts";

export const REDIRECTION_QUERY = /* GraphQL */ `
  query AppQuery($url: String!) {
    redirection(url: $url) {
      target
      origin
      code
    }
  }
`;

export interface FetchRedirectionOptions {
  endpoint: string;
  url: string;
  /** Abort after this many milliseconds. */
  timeoutMs: number;
  fetch?: typeof fetch;
  headers?: Record<string, string>;
}

/** Asks the CMS for the record of `url`; throws on a network, HTTP or GraphQL failure. */
export async function fetchRedirection(
  options: FetchRedirectionOptions,
): Promise<RedirectionRecord | null> {
  const doFetch = options.fetch ?? fetch;
  const response = await doFetch(options.endpoint, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", ...options.headers },
    body: JSON.stringify({
      query: REDIRECTION_QUERY,
      operationName: "AppQuery",
      variables: { url: options.url },
    }),
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  if (!response.ok) throw new Error(`redirection lookup answered HTTP ${response.status}`);
  const answer = (await response.json()) as {
    data?: { redirection: RedirectionRecord | null };
    errors?: { message?: string }[];
  };
  if (answer.errors?.length) {
    throw new Error(`redirection lookup failed: ${answer.errors.map((e) => e.message).join("; ")}`);
  }
  return answer.data?.redirection ?? null;
}

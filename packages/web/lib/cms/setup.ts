// Builds the server's CMS pieces from the settings: one Apollo client over the link chain
// (its token serves every request), the cache of CMS answers, the circuit breaker, and the
// reader that puts them together. The process makes one set (lib/cms/index.ts); tests make
// their own against a real content service.
import { createCmsClient, createCmsLink } from "../graphql/client";
import { cmsFetch } from "../graphql/links/cms-fetch";
import { createSecretReader, type SecretReader } from "../secrets";
import type { SiteSettings } from "../settings";
import { createCmsCache } from "./cache";
import { createCircuitBreaker } from "./circuit-breaker";
import { isCmsUnavailable } from "./errors";
import { createCmsReader, type CmsSession } from "./reader";
import { clientCredentialsTokenSource } from "./token-source";

// Three outages in a row (each already retried by the link chain) open the circuit for five
// seconds: long enough to spare a failing CMS, short enough to notice its return at once.
const CIRCUIT_FAILURE_THRESHOLD = 3;
const CIRCUIT_OPEN_MS = 5000;

export interface ServerCmsOptions {
  /** The HTTP fetch under the link chain (tests record the wire with it). */
  fetch?: typeof fetch;
  log?: Pick<Console, "info" | "error">;
  /** Where secrets given as SSM parameters are read (lib/secrets.ts). */
  secrets?: SecretReader;
}

export function createServerCms(settings: SiteSettings, options: ServerCmsOptions = {}) {
  const log = options.log ?? console;
  const secrets = options.secrets ?? createSecretReader();
  const auth = settings.cmsAuth;
  const tokens = auth
    ? clientCredentialsTokenSource({
        tokenUrl: auth.tokenUrl,
        clientId: auth.clientId,
        clientSecret: () => secrets.secret(auth.clientSecret),
        fetch: cmsFetch(settings.cmsTimeoutMs, options.fetch),
      })
    : undefined;
  const { cmsCache: limits } = settings;
  const cache = createCmsCache({
    ttlMs: limits.ttlSeconds * 1000,
    swrMs: limits.swrSeconds * 1000,
    maxStaleMs: limits.maxStaleSeconds * 1000,
    maxEntries: limits.maxEntries,
    maxBytes: limits.maxMegabytes * 1024 * 1024,
    isOutage: isCmsUnavailable,
  });
  const breaker = createCircuitBreaker({
    failureThreshold: CIRCUIT_FAILURE_THRESHOLD,
    openMs: CIRCUIT_OPEN_MS,
    isOutage: isCmsUnavailable,
    onStateChange: (state) =>
      log.error(
        state === "open"
          ? `cms: circuit open: the CMS is failing; not calling it for ${CIRCUIT_OPEN_MS / 1000} s`
          : "cms: circuit closed: the CMS answers again",
      ),
  });
  const session = createCmsReader({
    client: createCmsClient(
      settings,
      createCmsLink(settings, { tokens, ...(options.fetch && { fetch: options.fetch }) }),
    ),
    cache,
    breaker,
    log,
  });
  return {
    cache,
    breaker,
    /** The CMS for one page request; `preview` reads drafts and bypasses the cache. */
    session: ({ preview = false }: { preview?: boolean } = {}): CmsSession => session({ preview }),
  };
}

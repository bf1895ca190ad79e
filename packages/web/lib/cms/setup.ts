// Builds the server's CMS pieces from the settings: the public Apollo client (no credentials:
// what every visitor's page reads), the editor's (the site's WordPress Application Password,
// for previews only), the cache of CMS answers, the circuit breaker, and the reader that puts
// them together. The process makes one set (lib/cms/index.ts); tests make their own against a
// real content service.
import { createCmsClient, createCmsLink } from "../graphql/client";
import { createSecretReader, type SecretReader } from "../secrets";
import type { SiteSettings } from "../settings";
import { createCmsCache, type PurgeSelector } from "./cache";
import { contentTags } from "./cache-tags";
import { createCircuitBreaker } from "./circuit-breaker";
import { createCmsHealth } from "./health";
import { isCmsUnavailable } from "./errors";
import { createCmsReader, type CmsSession } from "./reader";
import type { PurgeLog } from "../storage/purge-log";
import { dynamoPurgeLog } from "../storage/purge-log/dynamodb";
import { createPurgeSync } from "./purge-sync";
import { applicationPassword } from "../graphql/links/credentials";
import { log as serverLog, type Log } from "../observability/log";

// Three outages in a row (each already retried by the link chain) open the circuit for five
// seconds: long enough to spare a failing CMS, short enough to notice its return at once.
const CIRCUIT_FAILURE_THRESHOLD = 3;
const CIRCUIT_OPEN_MS = 5000;

/**
 * How often a server instance looks for purges made by others (lib/storage/purge-log);
 * the publish webhook waits PURGE_PROPAGATION_MS before it invalidates CloudFront.
 */
export const PURGE_CHECK_INTERVAL_MS = 1000;
export const PURGE_PROPAGATION_MS = 2 * PURGE_CHECK_INTERVAL_MS;

export interface ServerCmsOptions {
  /** The HTTP fetch under the link chain (tests record the wire with it). */
  fetch?: typeof fetch;
  /** The log of purges shared by server instances; default: the settings' table, if any. */
  purgeLog?: PurgeLog<PurgeSelector>;
  log?: Pick<Log, "info" | "warn" | "error">;
  /** Where secrets given as SSM parameters are read (lib/secrets.ts). */
  secrets?: SecretReader;
}

export function createServerCms(settings: SiteSettings, options: ServerCmsOptions = {}) {
  const log = options.log ?? serverLog;
  const secrets = options.secrets ?? createSecretReader();
  const auth = settings.cmsAuth;
  const credentials =
    auth &&
    applicationPassword({
      user: auth.user,
      password: (fresh) => secrets.secret(auth.appPassword, { fresh }),
    });
  const { cmsCache: limits } = settings;
  const cache = createCmsCache({
    ttlMs: limits.ttlSeconds * 1000,
    swrMs: limits.swrSeconds * 1000,
    maxStaleMs: limits.maxStaleSeconds * 1000,
    maxEntries: limits.maxEntries,
    maxBytes: limits.maxMegabytes * 1024 * 1024,
    isOutage: isCmsUnavailable,
    contentTags,
  });
  const breaker = createCircuitBreaker({
    failureThreshold: CIRCUIT_FAILURE_THRESHOLD,
    openMs: CIRCUIT_OPEN_MS,
    isOutage: isCmsUnavailable,
    onStateChange: (state) =>
      state === "open"
        ? log.error("cms: circuit open: the CMS is failing; not calling it for a while", {
            open_seconds: CIRCUIT_OPEN_MS / 1000,
          })
        : log.error("cms: circuit closed: the CMS answers again"),
  });
  const purgeLog =
    options.purgeLog ??
    (settings.publish.purgeLogTable
      ? dynamoPurgeLog<PurgeSelector>({ table: settings.publish.purgeLogTable })
      : undefined);
  const purgeSync =
    purgeLog &&
    createPurgeSync({
      log: purgeLog,
      purge: (selector) => cache.purge(selector),
      intervalMs: PURGE_CHECK_INTERVAL_MS,
      onError: (error) =>
        log.error("cms: the purge log cannot be read, serving what is cached", {
          error: error instanceof Error ? error.message : String(error),
        }),
    });
  // Every attempt of either client tells whether the CMS is failing.
  const health = createCmsHealth();
  const fetchOption = {
    fetch: health.watch(options.fetch ?? ((input, init) => fetch(input, init))),
  };
  const session = createCmsReader({
    client: createCmsClient(settings, createCmsLink(settings, { ...fetchOption })),
    editorClient:
      credentials &&
      createCmsClient(settings, createCmsLink(settings, { credentials, ...fetchOption })),
    cache,
    breaker,
    health,
    ...(purgeSync && { beforeCachedRead: () => purgeSync.catchUp() }),
    log,
  });
  return {
    cache,
    breaker,
    health,
    purgeLog,
    /**
     * The CMS for one request; `preview` and `fresh` bypass the cache; `waitMs` and
     * `coldWaitMs` bound how long it waits for answers not cached (see SessionOptions).
     */
    session: ({
      preview = false,
      fresh = false,
      waitMs,
      coldWaitMs,
    }: {
      preview?: boolean;
      fresh?: boolean;
      waitMs?: number;
      coldWaitMs?: number;
    } = {}): CmsSession => session({ preview, fresh, waitMs, coldWaitMs }),
  };
}

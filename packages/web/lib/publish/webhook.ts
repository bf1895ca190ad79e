// The publish webhook, free of Next.js: verify the delivery, purge the server's cache of CMS
// answers, invalidate the CDN, answer what was done. pages/api/revalidate.ts feeds it requests.
//
// Answers: 405 wrong method, 503 no secret configured (or unreadable), 413 body too large,
// 401 anything wrong with the signature or a replayed delivery (no detail: the log says which),
// 400 a signed body that is not the documented JSON (saying what is wrong), 200 done,
// 503 with Retry-After when the CDN refused (the cache is purged; the sender retries).
//
// Imports carry ".ts": the plugin's tests (tests/wordpress-plugin, NodeNext) load this too.
import type { PurgeSelector } from "../cms/cache.ts";
import { ChangeError, parseChanges } from "./change.ts";
import { invalidationPathsFor } from "./invalidation-paths.ts";
import type { InvalidationResult, Invalidator } from "./invalidator.ts";
import { purgeSelectorFor } from "./purge-plan.ts";
import type { ReplayGuard } from "./replay-guard.ts";
import { verifyDelivery } from "./signature.ts";

/** Bodies larger than this are refused unread (a publish names a few dozen URIs at most). */
export const MAX_BODY_BYTES = 64 * 1024;
/** When the CDN refused: the sender's retry comes after its back-off anyway. */
const RETRY_AFTER_SECONDS = 60;

export interface WebhookRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  /** The raw body, or "too-large" when it passed MAX_BODY_BYTES. */
  body: Buffer | "too-large";
}

export interface WebhookResponse {
  status: number;
  headers?: Record<string, string>;
  body: Record<string, unknown>;
}

export interface WebhookDependencies {
  /** The shared secret, or undefined when none is configured. Rejects when unreadable. */
  secret: () => Promise<string | undefined>;
  purge: (selector: PurgeSelector) => number;
  invalidator: Invalidator;
  /** The build's id: page-data twins are cached under it. */
  buildId: () => string;
  replayGuard: ReplayGuard;
  now?: () => number;
  log?: Pick<Console, "info" | "warn" | "error">;
}

export async function handleWebhook(
  request: WebhookRequest,
  deps: WebhookDependencies,
): Promise<WebhookResponse> {
  const log = deps.log ?? console;
  const now = deps.now ?? Date.now;
  if (request.method !== "POST") {
    return { status: 405, headers: { allow: "POST" }, body: { error: "use POST" } };
  }
  let secret: string | undefined;
  try {
    secret = await deps.secret();
  } catch (error) {
    log.error(`revalidate: refused: the webhook secret cannot be read: ${message(error)}`);
    return unavailable();
  }
  if (!secret) {
    log.error(
      "revalidate: refused: no webhook secret configured (CMS_WEBHOOK_SECRET or CMS_WEBHOOK_SECRET_PARAMETER); unsigned calls are never accepted",
    );
    return unavailable();
  }
  if (request.body === "too-large") {
    log.warn(`revalidate: refused: body larger than ${MAX_BODY_BYTES} bytes`);
    return { status: 413, body: { error: `the body is larger than ${MAX_BODY_BYTES} bytes` } };
  }
  const verification = verifyDelivery(secret, request.headers, request.body, now());
  if (!verification.ok) {
    log.warn(`revalidate: refused: ${verification.reason}`);
    return unauthorized();
  }
  const { deliveryId, timestamp } = verification;
  if (!deps.replayGuard.firstDelivery(deliveryId, timestamp, now())) {
    log.warn(`revalidate: refused delivery ${deliveryId}: delivery id seen before (replay)`);
    return unauthorized();
  }
  let changes;
  try {
    changes = parseChanges(request.body.toString("utf8"));
  } catch (error) {
    if (!(error instanceof ChangeError)) throw error;
    log.warn(`revalidate: delivery ${deliveryId}: bad body: ${error.message}`);
    return { status: 400, body: { error: error.message } };
  }

  const selector = purgeSelectorFor(changes);
  const entries = deps.purge(selector);
  const purged = { ...selector, entries };
  const paths = invalidationPathsFor(changes, deps.buildId());
  let invalidation: InvalidationResult | null;
  try {
    invalidation = await deps.invalidator.invalidate(paths, `publish:${timestamp}:${deliveryId}`);
  } catch (error) {
    log.error(
      `revalidate: delivery ${deliveryId}: purged ${entries} cached answers, but the CDN invalidation failed: ${message(error)}`,
    );
    return {
      status: 503,
      headers: { "retry-after": String(RETRY_AFTER_SECONDS) },
      body: { deliveryId, purged, invalidation: { error: "the CDN invalidation failed" } },
    };
  }
  log.info(
    `revalidate: delivery ${deliveryId}: ${changes.map((change) => change.type).join(", ")}; purged ${entries} cached answers; ` +
      (invalidation
        ? `invalidation ${invalidation.id} of ${invalidation.paths.length} paths${invalidation.fallback ? " (fallback)" : ""}`
        : "no CDN to invalidate"),
  );
  return {
    status: 200,
    body: {
      deliveryId,
      purged,
      invalidation: invalidation ?? { skipped: `CDN: ${deps.invalidator.target}`, paths },
    },
  };
}

const unauthorized = (): WebhookResponse => ({ status: 401, body: { error: "unauthorized" } });

const unavailable = (): WebhookResponse => ({
  status: 503,
  body: { error: "the publish webhook is not available" },
});

function message(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

// The publish webhook, free of Next.js: verify the delivery, read what changed, purge the
// server's cache of CMS answers and the CDN by the tags of what changed (change-tags.ts), and
// answer what was done.
// pages/api/revalidate.ts feeds it requests.
//
// Answers: 405 wrong method, 503 no secret configured (or unreadable), 413 body too large,
// 401 anything wrong with the signature or a replayed delivery, to this or another server
// instance (no detail: the log says which),
// 400 a signed body that is not the documented JSON (saying what is wrong), 200 done,
// 503 with Retry-After when the CDN refused (the cache is purged), the purge or the delivery
// could not be recorded for the other server instances, or the CMS could not say where the
// change is listed (the sender retries).
//
// Imports carry ".ts": the plugin's tests (tests/wordpress-plugin, NodeNext) load this too.
import {
  METRIC,
  type WebhookFailureReason,
  type WebhookRefusalReason,
} from "@corus/site-rules/metrics";
import { TIMESTAMP_TOLERANCE_SECONDS, verifyDelivery } from "@corus/site-rules/webhook-signature";
import type { PurgeSelector } from "../cms/cache.ts";
import { log as serverLog, type Log } from "../observability/log.ts";
import { count } from "../observability/metrics.ts";
import type { CacheTag } from "../cms/cache-tags.ts";
import { ChangeError, parseChanges, type PublishChange } from "./change.ts";
import type { InvalidationPlan } from "./invalidation-paths.ts";
import { changeTags } from "./change-tags.ts";
import type { ChangedNodes } from "./change-tags.ts";
import type { InvalidationResult, Invalidator } from "./invalidator.ts";
import type { DeliveryLedger } from "../storage/delivery-ledger/index.ts";
import type { PurgeLog } from "../storage/purge-log/index.ts";
import type { ReplayGuard } from "../storage/replay-guard/index.ts";

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
  /**
   * Where the purge is recorded for the other server instances (deployed: many Lambda
   * containers, each with its own cache), which apply it within `propagationMs`; none in a
   * single process.
   */
  purgeLog?: {
    log: PurgeLog<PurgeSelector>;
    propagationMs: number;
    sleep?: (ms: number) => Promise<void>;
  };
  /** The nodes the changes name, as the site showed them and as the CMS has them (changed-nodes.ts). */
  readChangedNodes: (changes: readonly PublishChange[]) => Promise<ChangedNodes>;
  /**
   * What to ask of the CDN: the changes' tags (a distribution with CacheTagConfig), or the
   * paths that show them (the fallback: invalidation-paths.ts).
   */
  planInvalidation: (
    changes: readonly PublishChange[],
    tags: CacheTag[] | "everything",
    nodes: ChangedNodes,
  ) => Promise<InvalidationPlan>;
  invalidator: Invalidator;
  /** Delivery ids this process accepted: refuses a replay to the same process at once. */
  replayGuard: ReplayGuard;
  /**
   * Delivery ids every server instance accepted (deployed: the purge-log table); none in a
   * single process, where the replay guard knows every delivery.
   */
  deliveries?: DeliveryLedger | undefined;
  now?: () => number;
  log?: Pick<Log, "info" | "warn" | "error">;
}

export async function handleWebhook(
  request: WebhookRequest,
  deps: WebhookDependencies,
): Promise<WebhookResponse> {
  const log = deps.log ?? serverLog;
  const now = deps.now ?? Date.now;
  if (request.method !== "POST") {
    return { status: 405, headers: { allow: "POST" }, body: { error: "use POST" } };
  }
  let secret: string | undefined;
  try {
    secret = await deps.secret();
  } catch (error) {
    log.error("revalidate: refused: the webhook secret cannot be read", { error: message(error) });
    refused("no-secret");
    return unavailable();
  }
  if (!secret) {
    log.error(
      "revalidate: refused: no webhook secret configured (CMS_WEBHOOK_SECRET or CMS_WEBHOOK_SECRET_PARAMETER); unsigned calls are never accepted",
    );
    refused("no-secret");
    return unavailable();
  }
  if (request.body === "too-large") {
    log.warn("revalidate: refused: body too large", { max_bytes: MAX_BODY_BYTES });
    refused("too-large");
    return { status: 413, body: { error: `the body is larger than ${MAX_BODY_BYTES} bytes` } };
  }
  const verification = verifyDelivery(secret, request.headers, request.body, now());
  if (!verification.ok) {
    log.warn("revalidate: refused: the signature does not verify", {
      reason: verification.reason,
    });
    refused("signature");
    return unauthorized();
  }
  const { deliveryId, timestamp } = verification;
  // Remembered as long as its timestamp would be accepted.
  const rememberUntil = (timestamp + TIMESTAMP_TOLERANCE_SECONDS) * 1000;
  if (!deps.replayGuard.firstUse(deliveryId, rememberUntil, now())) {
    log.warn("revalidate: refused: delivery id seen before (replay)", { delivery_id: deliveryId });
    refused("replay");
    return unauthorized();
  }
  if (deps.deliveries) {
    let first: boolean;
    try {
      first = await deps.deliveries.claim(deliveryId, rememberUntil);
    } catch (error) {
      log.error(
        "revalidate: refused: cannot tell whether another server instance took the delivery",
        { delivery_id: deliveryId, error: message(error) },
      );
      purgeFailed("ledger");
      return retryLater({ deliveryId, error: "the delivery could not be checked for replay" });
    }
    if (!first) {
      log.warn("revalidate: refused: delivery id seen before by another server instance (replay)", {
        delivery_id: deliveryId,
      });
      refused("replay");
      return unauthorized();
    }
  }
  let changes;
  try {
    changes = parseChanges(request.body.toString("utf8"));
  } catch (error) {
    if (!(error instanceof ChangeError)) throw error;
    log.warn("revalidate: refused: bad body", { delivery_id: deliveryId, error: error.message });
    refused("bad-body");
    return { status: 400, body: { error: error.message } };
  }

  // What changed: the named nodes as the site showed them and as the CMS has them now.
  let plan: InvalidationPlan;
  let selector: PurgeSelector;
  try {
    const nodes = await deps.readChangedNodes(changes);
    const tags = changeTags(changes, nodes);
    selector = tags === "everything" ? { all: true } : { tags };
    plan = await deps.planInvalidation(changes, tags, nodes);
  } catch (error) {
    log.error("revalidate: nothing purged: the CMS cannot say what the change shows on", {
      delivery_id: deliveryId,
      error: message(error),
    });
    purgeFailed("cms");
    return retryLater({ deliveryId, error: "the CMS could not be asked what the change shows on" });
  }

  const entries = deps.purge(selector);
  const purged = { ...selector, entries };
  if (deps.purgeLog) {
    // Other instances must drop their copies before the CDN asks them for the page again.
    const { log: purgeLog, propagationMs, sleep = wait } = deps.purgeLog;
    try {
      await purgeLog.append({ id: deliveryId, at: now(), selector });
    } catch (error) {
      log.error("revalidate: purged here, but the purge log cannot be written", {
        delivery_id: deliveryId,
        purged_entries: entries,
        error: message(error),
      });
      purgeFailed("purge-log");
      return retryLater({ deliveryId, purged, error: "other server instances could not be told" });
    }
    await sleep(propagationMs);
  }
  let invalidation: InvalidationResult | null;
  try {
    invalidation = await deps.invalidator.invalidate(plan, `publish:${timestamp}:${deliveryId}`);
  } catch (error) {
    log.error("revalidate: purged, but the CDN invalidation failed", {
      delivery_id: deliveryId,
      purged_entries: entries,
      error: message(error),
    });
    count(METRIC.invalidationsFailed);
    purgeFailed("cdn");
    return retryLater({
      deliveryId,
      purged,
      invalidation: { error: "the CDN invalidation failed" },
    });
  }
  log.info("revalidate: purged", {
    delivery_id: deliveryId,
    changes: changes.map(describeChange),
    purged_entries: entries,
    invalidation: invalidation
      ? {
          id: invalidation.id,
          items: invalidation.paths.length,
          ...(invalidation.fallback && { fallback: "exact paths only" }),
        }
      : "no CDN to invalidate",
  });
  count(METRIC.webhookAccepted);
  if (invalidation) {
    count(METRIC.invalidationsSent);
    count(METRIC.invalidatedItems, invalidation.paths.length);
  }
  return {
    status: 200,
    body: {
      deliveryId,
      purged,
      invalidation: invalidation ?? {
        skipped: `CDN: ${deps.invalidator.target}`,
        paths: plan.paths,
      },
    },
  };
}

const describeChange = (change: PublishChange) =>
  change.type === "record"
    ? `${change.postType} ${change.ids.join(" ")}`
    : "because" in change && change.because
      ? `${change.type} (${change.because})`
      : change.type;

/** Counted once per delivery, in all and by why (@corus/site-rules/metrics). */
const refused = (reason: WebhookRefusalReason) => count(METRIC.webhookRefused, 1, { reason });
const purgeFailed = (reason: WebhookFailureReason) =>
  count(METRIC.webhookPurgeFailed, 1, { reason });

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const unauthorized = (): WebhookResponse => ({ status: 401, body: { error: "unauthorized" } });

/** Refused for now: the sender tries again (with a new delivery id) after its back-off. */
const retryLater = (body: Record<string, unknown>): WebhookResponse => ({
  status: 503,
  headers: { "retry-after": String(RETRY_AFTER_SECONDS) },
  body,
});

const unavailable = (): WebhookResponse => ({
  status: 503,
  body: { error: "the publish webhook is not available" },
});

function message(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

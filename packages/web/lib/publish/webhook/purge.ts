// The webhook's purging steps: this server's cache, then the other server instances' (the
// purge recorded in the shared purge log, lib/storage, and time for them to apply it), then
// the CDN. Each failure answers 503 with Retry-After and says what was purged already.
//
// Imports carry ".ts": the plugin's tests (tests/wordpress-plugin, NodeNext) load the webhook.
import { METRIC } from "@corus/site-rules/metrics";
import type { PurgeSelector } from "../../cms/cache.ts";
import { count } from "../../observability/metrics.ts";
import type { PurgeLog } from "../../storage/purge-log/index.ts";
import type { InvalidationResult, Invalidator } from "../invalidator.ts";
import type { PurgePlan } from "./plan.ts";
import {
  answerNow,
  goOn,
  message,
  purgeFailed,
  retryLater,
  type SignedDelivery,
  type Step,
  type StepContext,
} from "./step.ts";

export interface PurgeDependencies {
  /** Purges this process's cache of CMS answers; answers how many entries went. */
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
  invalidator: Invalidator;
}

/** What the server caches dropped: the selector, and this process's entries that matched. */
export type Purged = PurgeSelector & { entries: number };

export async function purgeServers(
  { selector }: PurgePlan,
  { deliveryId }: SignedDelivery,
  { purge, purgeLog, log, now }: PurgeDependencies & StepContext,
): Promise<Step<Purged>> {
  const entries = purge(selector);
  const purged = { ...selector, entries };
  if (!purgeLog) return goOn(purged);
  // Other instances must drop their copies before the CDN asks them for the page again.
  const { propagationMs, sleep = wait } = purgeLog;
  try {
    await purgeLog.log.append({ id: deliveryId, at: now(), selector });
  } catch (error) {
    log.error("revalidate: purged here, but the purge log cannot be written", {
      delivery_id: deliveryId,
      purged_entries: entries,
      error: message(error),
    });
    purgeFailed("purge-log");
    return answerNow(
      retryLater({ deliveryId, purged, error: "other server instances could not be told" }),
    );
  }
  await sleep(propagationMs);
  return goOn(purged);
}

/** Resolves null when there is no CDN (the invalidator's own answer). */
export async function invalidateCdn(
  { invalidation }: PurgePlan,
  purged: Purged,
  { deliveryId, timestamp }: SignedDelivery,
  { invalidator, log }: PurgeDependencies & StepContext,
): Promise<Step<InvalidationResult | null>> {
  try {
    return goOn(await invalidator.invalidate(invalidation, `publish:${timestamp}:${deliveryId}`));
  } catch (error) {
    log.error("revalidate: purged, but the CDN invalidation failed", {
      delivery_id: deliveryId,
      purged_entries: purged.entries,
      error: message(error),
    });
    count(METRIC.invalidationsFailed);
    purgeFailed("cdn");
    return answerNow(
      retryLater({ deliveryId, purged, invalidation: { error: "the CDN invalidation failed" } }),
    );
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

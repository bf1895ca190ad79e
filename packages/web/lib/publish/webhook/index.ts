// The publish webhook, free of Next.js, as its steps (webhook/): verify the delivery, take it
// once, read what changed, decide what that purges (the tags of what changed: change-tags.ts),
// purge the server caches and the CDN, and answer what was done.
// pages/api/revalidate.ts feeds it requests.
//
// Answers: 405 wrong method, 503 no secret configured (or unreadable), 413 body too large,
// 401 anything wrong with the signature or a replayed delivery, to this or another server
// instance (no detail: the log says which),
// 400 a signed body that is not the documented JSON (saying what is wrong), 200 done,
// 503 with Retry-After when the CDN refused (the cache is purged), the purge or the delivery
// could not be recorded for the other server instances, or the CMS could not say where the
// change is listed (the sender retries). The bodies are documented in docs/publishing.md.
//
// Imports carry ".ts": the plugin's tests (tests/wordpress-plugin, NodeNext) load this too.
import { METRIC } from "@corus/site-rules/metrics";
import { log as serverLog } from "../../observability/log.ts";
import { count } from "../../observability/metrics.ts";
import type { PublishChange } from "../change.ts";
import type { InvalidationResult, Invalidator } from "../invalidator.ts";
import { authenticate, type AuthenticateDependencies } from "./authenticate.ts";
import { planPurge, readChanges, type PlanDependencies, type PurgePlan } from "./plan.ts";
import { invalidateCdn, purgeServers, type PurgeDependencies, type Purged } from "./purge.ts";
import { takeOnce, type ReplayDependencies } from "./replay.ts";
import type { SignedDelivery, StepContext, WebhookRequest, WebhookResponse } from "./step.ts";

export { MAX_BODY_BYTES } from "./authenticate.ts";
export type { WebhookRequest, WebhookResponse } from "./step.ts";

export interface WebhookDependencies
  extends
    AuthenticateDependencies,
    ReplayDependencies,
    PlanDependencies,
    PurgeDependencies,
    Partial<StepContext> {}

export async function handleWebhook(
  request: WebhookRequest,
  dependencies: WebhookDependencies,
): Promise<WebhookResponse> {
  const deps = {
    ...dependencies,
    log: dependencies.log ?? serverLog,
    now: dependencies.now ?? Date.now,
  };
  const delivery = await authenticate(request, deps);
  if (!delivery.ok) return delivery.answer;
  const taken = await takeOnce(delivery.value, deps);
  if (!taken.ok) return taken.answer;
  const changes = readChanges(delivery.value, deps);
  if (!changes.ok) return changes.answer;
  const plan = await planPurge(changes.value, delivery.value, deps);
  if (!plan.ok) return plan.answer;
  const purged = await purgeServers(plan.value, delivery.value, deps);
  if (!purged.ok) return purged.answer;
  const invalidation = await invalidateCdn(plan.value, purged.value, delivery.value, deps);
  if (!invalidation.ok) return invalidation.answer;
  return answerPurged(
    { delivery: delivery.value, changes: changes.value, plan: plan.value },
    { purged: purged.value, invalidation: invalidation.value },
    deps,
  );
}

/** The last step: log and count the delivery taken, and say what it purged. */
function answerPurged(
  {
    delivery,
    changes,
    plan,
  }: { delivery: SignedDelivery; changes: PublishChange[]; plan: PurgePlan },
  { purged, invalidation }: { purged: Purged; invalidation: InvalidationResult | null },
  { invalidator, log }: { invalidator: Invalidator } & StepContext,
): WebhookResponse {
  const { deliveryId } = delivery;
  log.info("revalidate: purged", {
    delivery_id: deliveryId,
    changes: changes.map(describeChange),
    purged_entries: purged.entries,
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
        skipped: `CDN: ${invalidator.target}`,
        paths: plan.invalidation.paths,
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

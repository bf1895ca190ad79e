// The webhook's middle steps: read the signed body as the documented changes (400 saying what
// is wrong), then decide what they purge: the named nodes as the site showed them and as the
// CMS has them now, their cache tags (../change-tags.ts) and what to ask of the CDN (503 with
// Retry-After when the CMS cannot say; nothing is purged then).
//
// Imports carry ".ts": the plugin's tests (tests/wordpress-plugin, NodeNext) load the webhook.
import type { PurgeSelector } from "../../cms/cache.ts";
import type { CacheTag } from "../../cms/cache-tags.ts";
import { ChangeError, parseChanges, type PublishChange } from "../change.ts";
import { changeTags, type ChangedNodes } from "../change-tags.ts";
import type { InvalidationPlan } from "../invalidation-paths.ts";
import {
  answerNow,
  goOn,
  message,
  purgeFailed,
  refused,
  retryLater,
  type SignedDelivery,
  type Step,
  type StepContext,
} from "./step.ts";

export interface PlanDependencies {
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
}

/** What a delivery purges: the server caches' entries, and the CDN's. */
export interface PurgePlan {
  selector: PurgeSelector;
  invalidation: InvalidationPlan;
}

export function readChanges(
  { deliveryId, body }: SignedDelivery,
  { log }: StepContext,
): Step<PublishChange[]> {
  try {
    return goOn(parseChanges(body.toString("utf8")));
  } catch (error) {
    if (!(error instanceof ChangeError)) throw error;
    log.warn("revalidate: refused: bad body", { delivery_id: deliveryId, error: error.message });
    refused("bad-body");
    return answerNow({ status: 400, body: { error: error.message } });
  }
}

export async function planPurge(
  changes: PublishChange[],
  { deliveryId }: SignedDelivery,
  { readChangedNodes, planInvalidation, log }: PlanDependencies & StepContext,
): Promise<Step<PurgePlan>> {
  try {
    const nodes = await readChangedNodes(changes);
    const tags = changeTags(changes, nodes);
    return goOn({
      selector: tags === "everything" ? { all: true } : { tags },
      invalidation: await planInvalidation(changes, tags, nodes),
    });
  } catch (error) {
    log.error("revalidate: nothing purged: the CMS cannot say what the change shows on", {
      delivery_id: deliveryId,
      error: message(error),
    });
    purgeFailed("cms");
    return answerNow(
      retryLater({ deliveryId, error: "the CMS could not be asked what the change shows on" }),
    );
  }
}

// The webhook's second step: a delivery is taken once. This process's replay guard refuses a
// delivery id it has seen; deployed, the id is also claimed in the stage's delivery ledger,
// which every Lambda container shares (lib/storage). Answers 401 to a replay, and 503 with
// Retry-After when the ledger cannot say.
//
// Imports carry ".ts": the plugin's tests (tests/wordpress-plugin, NodeNext) load the webhook.
import { TIMESTAMP_TOLERANCE_SECONDS } from "@corus/site-rules/webhook-signature";
import type { DeliveryLedger } from "../../storage/delivery-ledger/index.ts";
import type { ReplayGuard } from "../../storage/replay-guard/index.ts";
import {
  answerNow,
  goOn,
  message,
  purgeFailed,
  refused,
  retryLater,
  unauthorized,
  type SignedDelivery,
  type Step,
  type StepContext,
} from "./step.ts";

export interface ReplayDependencies {
  /** Delivery ids this process accepted: refuses a replay to the same process at once. */
  replayGuard: ReplayGuard;
  /**
   * Delivery ids every server instance accepted (deployed: the purge-log table); none in a
   * single process, where the replay guard knows every delivery.
   */
  deliveries?: DeliveryLedger | undefined;
}

export async function takeOnce(
  { deliveryId, timestamp }: SignedDelivery,
  { replayGuard, deliveries, log, now }: ReplayDependencies & StepContext,
): Promise<Step<void>> {
  // Remembered as long as its timestamp would be accepted.
  const rememberUntil = (timestamp + TIMESTAMP_TOLERANCE_SECONDS) * 1000;
  if (!replayGuard.firstUse(deliveryId, rememberUntil, now())) {
    log.warn("revalidate: refused: delivery id seen before (replay)", { delivery_id: deliveryId });
    refused("replay");
    return answerNow(unauthorized());
  }
  if (!deliveries) return goOn(undefined);
  let first: boolean;
  try {
    first = await deliveries.claim(deliveryId, rememberUntil);
  } catch (error) {
    log.error(
      "revalidate: refused: cannot tell whether another server instance took the delivery",
      { delivery_id: deliveryId, error: message(error) },
    );
    purgeFailed("ledger");
    return answerNow(
      retryLater({ deliveryId, error: "the delivery could not be checked for replay" }),
    );
  }
  if (!first) {
    log.warn("revalidate: refused: delivery id seen before by another server instance (replay)", {
      delivery_id: deliveryId,
    });
    refused("replay");
    return answerNow(unauthorized());
  }
  return goOn(undefined);
}

// What every step of the publish webhook (../webhook.ts) shares: the request and answer
// shapes, a step's outcome (go on with a value, or answer now), the log and clock, the
// answers more than one step gives, and the counters of refusals and failures.
//
// Imports carry ".ts": the plugin's tests (tests/wordpress-plugin, NodeNext) load the webhook.
import {
  METRIC,
  type WebhookFailureReason,
  type WebhookRefusalReason,
} from "@corus/site-rules/metrics";
import type { Log } from "../../observability/log.ts";
import { count } from "../../observability/metrics.ts";

/** When the delivery cannot be taken now: the sender's retry comes after its back-off anyway. */
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

/** A step's outcome: the next step goes on with `value`, or the webhook answers now. */
export type Step<T> = { ok: true; value: T } | { ok: false; answer: WebhookResponse };

export const goOn = <T>(value: T): Step<T> => ({ ok: true, value });
export const answerNow = (answer: WebhookResponse): Step<never> => ({ ok: false, answer });

export interface StepContext {
  log: Pick<Log, "info" | "warn" | "error">;
  now: () => number;
}

/** A delivery whose signature verified: who it is, and its exact body. */
export interface SignedDelivery {
  deliveryId: string;
  /** The signed X-Webhook-Timestamp, in seconds. */
  timestamp: number;
  body: Buffer;
}

/** Counted once per delivery, in all and by why (@corus/site-rules/metrics). */
export const refused = (reason: WebhookRefusalReason) =>
  count(METRIC.webhookRefused, 1, { reason });
export const purgeFailed = (reason: WebhookFailureReason) =>
  count(METRIC.webhookPurgeFailed, 1, { reason });

export const unauthorized = (): WebhookResponse => ({
  status: 401,
  body: { error: "unauthorized" },
});

/** Refused for now: the sender tries again (with a new delivery id) after its back-off. */
export const retryLater = (body: Record<string, unknown>): WebhookResponse => ({
  status: 503,
  headers: { "retry-after": String(RETRY_AFTER_SECONDS) },
  body,
});

export function message(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

// The webhook's first step: a POST, signed with the configured secret (constant-time check of
// the signature, a timestamp within tolerance: @corus/site-rules/webhook-signature), within
// the size limit. Answers 405, 503 (no secret, or unreadable), 413 or 401; no detail of a
// failed check reaches the sender, the log names it.
//
// Imports carry ".ts": the plugin's tests (tests/wordpress-plugin, NodeNext) load the webhook.
import type { WebhookRefusalReason } from "@corus/site-rules/metrics";
import { verifyDelivery, type VerificationFailure } from "@corus/site-rules/webhook-signature";
import {
  answerNow,
  goOn,
  message,
  refused,
  unauthorized,
  type SignedDelivery,
  type Step,
  type StepContext,
  type WebhookRequest,
  type WebhookResponse,
} from "./step.ts";

/**
 * How a failed check is counted: anyone's stray POST (no signature, or a malformed one) apart
 * from what only a misconfiguration makes (another secret, a clock off: WebhookRefused's alarm).
 */
const REFUSAL_REASON: Record<VerificationFailure, WebhookRefusalReason> = {
  "missing signature headers": "unsigned",
  "malformed signature headers": "unsigned",
  "signature does not match": "signature",
  "timestamp outside the tolerance": "clock",
};

/** Bodies larger than this are refused unread (a publish names a few dozen URIs at most). */
export const MAX_BODY_BYTES = 64 * 1024;

export interface AuthenticateDependencies {
  /** The shared secret, or undefined when none is configured. Rejects when unreadable. */
  secret: () => Promise<string | undefined>;
}

export async function authenticate(
  request: WebhookRequest,
  { secret: readSecret, log, now }: AuthenticateDependencies & StepContext,
): Promise<Step<SignedDelivery>> {
  if (request.method !== "POST") {
    return answerNow({ status: 405, headers: { allow: "POST" }, body: { error: "use POST" } });
  }
  let secret: string | undefined;
  try {
    secret = await readSecret();
  } catch (error) {
    log.error("revalidate: refused: the webhook secret cannot be read", { error: message(error) });
    refused("no-secret");
    return answerNow(unavailable());
  }
  if (!secret) {
    log.error(
      "revalidate: refused: no webhook secret configured (CMS_WEBHOOK_SECRET or CMS_WEBHOOK_SECRET_PARAMETER); unsigned calls are never accepted",
    );
    refused("no-secret");
    return answerNow(unavailable());
  }
  if (request.body === "too-large") {
    log.warn("revalidate: refused: body too large", { max_bytes: MAX_BODY_BYTES });
    refused("too-large");
    return answerNow({
      status: 413,
      body: { error: `the body is larger than ${MAX_BODY_BYTES} bytes` },
    });
  }
  const verification = verifyDelivery(secret, request.headers, request.body, now());
  if (!verification.ok) {
    log.warn("revalidate: refused: the signature does not verify", {
      reason: verification.reason,
    });
    refused(REFUSAL_REASON[verification.reason]);
    return answerNow(unauthorized());
  }
  const { deliveryId, timestamp } = verification;
  return goOn({ deliveryId, timestamp, body: request.body });
}

const unavailable = (): WebhookResponse => ({
  status: 503,
  body: { error: "the publish webhook is not available" },
});

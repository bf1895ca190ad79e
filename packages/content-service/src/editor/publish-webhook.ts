// Sends the publish webhook to the site, as the WordPress plugin does: signed, a fresh delivery
// id and timestamp per attempt, with its body's SHA-256 as CloudFront's origin access control
// requires of a POST (site-rules' content-sha256.ts), retried a few times on failure, never in
// the way of the edit (the caller does not wait for it).
import { randomUUID } from "node:crypto";
import { CONTENT_SHA256_HEADER, contentSha256 } from "@corus/site-rules/content-sha256";
import {
  DELIVERY_ID_HEADER,
  SIGNATURE_HEADER,
  signDelivery,
  TIMESTAMP_HEADER,
} from "@corus/site-rules/webhook-signature";
import type { PublishChange } from "./changes.ts";

export interface PublishWebhookOptions {
  /** The site's webhook, e.g. http://127.0.0.1:3000/api/revalidate/ */
  url: string;
  secret: string;
  /** Waits before each retry. */
  retryDelaysMs?: readonly number[];
  log?: Pick<Console, "log" | "error">;
}

const RETRY_DELAYS_MS = [500, 2000, 5000];
const TIMEOUT_MS = 10_000;

export type PublishWebhook = (changes: PublishChange[]) => Promise<boolean>;

export function publishWebhook(options: PublishWebhookOptions): PublishWebhook {
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const log = options.log ?? console;
  return async (changes) => {
    const body = JSON.stringify({ changes });
    const what = changes.map((change) => ("uris" in change ? change.uris.join(" ") : change.type));
    for (let attempt = 0; ; attempt += 1) {
      let outcome: string;
      try {
        const response = await fetch(options.url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            [CONTENT_SHA256_HEADER]: contentSha256(body),
            ...signatureHeaders(options.secret, body),
          },
          body,
          redirect: "manual",
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (response.ok) {
          log.log(
            `content-service: published ${what.join(", ")}: the site answered ${response.status}`,
          );
          return true;
        }
        outcome = `HTTP ${response.status} ${await response.text()}`;
        // The site refuses what a retry would not fix: the secret, the body.
        if (response.status < 500 && response.status !== 429) {
          log.error(`content-service: the site refused the publish webhook: ${outcome}`);
          return false;
        }
      } catch (error) {
        outcome = error instanceof Error ? error.message : String(error);
      }
      const delay = delays[attempt];
      if (delay === undefined) {
        log.error(`content-service: gave up telling the site about ${what.join(", ")}: ${outcome}`);
        return false;
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  };
}

/** A fresh delivery id and timestamp, signed as the site verifies them. */
function signatureHeaders(secret: string, body: string): Record<string, string> {
  const deliveryId = randomUUID();
  const timestamp = Math.floor(Date.now() / 1000);
  return {
    [DELIVERY_ID_HEADER]: deliveryId,
    [TIMESTAMP_HEADER]: String(timestamp),
    [SIGNATURE_HEADER]: signDelivery(secret, timestamp, deliveryId, body),
  };
}

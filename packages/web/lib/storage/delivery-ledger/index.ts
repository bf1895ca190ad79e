// The one-time ids every server instance has accepted (the publish webhook's delivery ids, the
// nonces of editors' preview tokens), so a captured message replayed to another Lambda
// container while its signature is still accepted is refused there too (the replay guard,
// ../replay-guard, only knows its own process's). Backends: dynamodb.ts (the stage's table).
// One process alone needs no ledger: its replay guard knows every id.
//
// Imports carry ".ts": the plugin's tests (tests/wordpress-plugin, NodeNext) load the webhook.

export interface DeliveryLedger {
  /**
   * True when this call claimed `id` first; false when some server instance claimed it before.
   * Rejects when the ledger cannot tell (the webhook then refuses with a retryable 503).
   */
  claim(id: string, untilMs: number): Promise<boolean>;
}

/** What an id belongs to: a publish delivery's, or a preview token's nonce. */
export type OneTimeKind = "delivery" | "preview";

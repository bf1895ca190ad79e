// Ids of signed messages already accepted (publish webhook deliveries, preview tokens), so a
// captured message cannot be used again while its signature would still be accepted.
// Backends: memory.ts (this process's). On Lambda each warm container has its own, so a replay
// to another container passes this check: the webhook also claims each delivery id in the
// stage's delivery ledger (../delivery-ledger), which every container shares.
//
// Imports carry ".ts": the plugin's tests (tests/wordpress-plugin, NodeNext) load this too.

export interface ReplayGuard {
  /** True the first time `id` is offered; false while it is remembered (until `untilMs`). */
  firstUse(id: string, untilMs: number, nowMs: number): boolean;
}

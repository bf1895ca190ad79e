// Ids of signed messages already accepted (publish webhook deliveries, preview tokens), so a
// captured message cannot be used again while its signature would still be accepted. Kept in
// the server process: on Lambda each warm container has its own, so a replay to another
// container passes this check. The webhook also claims each delivery id in the stage's
// delivery ledger (publish/delivery-ledger.ts), which every container shares; a preview token
// is short-lived (5 minutes) and opens nothing the editor did not ask for.
//
// Imports carry ".ts": the plugin's tests (tests/wordpress-plugin, NodeNext) load this too.

export interface ReplayGuard {
  /** True the first time `id` is offered; false while it is remembered (until `untilMs`). */
  firstUse(id: string, untilMs: number, nowMs: number): boolean;
}

export function createReplayGuard({
  maxEntries = 10_000,
}: { maxEntries?: number } = {}): ReplayGuard {
  const expiries = new Map<string, number>();
  return {
    firstUse(id, untilMs, nowMs) {
      for (const [known, expiry] of expiries) if (expiry < nowMs) expiries.delete(known);
      if (expiries.has(id)) return false;
      expiries.set(id, untilMs);
      // Only signed messages get here: the bound guards memory, not the door.
      for (const oldest of expiries.keys()) {
        if (expiries.size <= maxEntries) break;
        expiries.delete(oldest);
      }
      return true;
    },
  };
}

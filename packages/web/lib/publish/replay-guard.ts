// Delivery ids already accepted, so a captured delivery cannot be sent again while its
// timestamp is still accepted. Kept in the server process: on Lambda each warm container has
// its own, so a replay to another container passes this check; it can only repeat a signed,
// idempotent purge, and CloudFront answers a repeated caller reference with the same
// invalidation.

export interface ReplayGuard {
  /** True the first time `deliveryId` is offered; false while it is remembered. */
  firstDelivery(deliveryId: string, timestampSeconds: number, nowMs: number): boolean;
}

export function createReplayGuard({
  toleranceSeconds,
  maxEntries = 10_000,
}: {
  /** A delivery id is remembered as long as its timestamp would be accepted. */
  toleranceSeconds: number;
  maxEntries?: number;
}): ReplayGuard {
  const expiries = new Map<string, number>();
  return {
    firstDelivery(deliveryId, timestampSeconds, nowMs) {
      for (const [id, expiry] of expiries) if (expiry < nowMs) expiries.delete(id);
      if (expiries.has(deliveryId)) return false;
      expiries.set(deliveryId, (timestampSeconds + toleranceSeconds) * 1000);
      // Only signed deliveries get here: the bound guards memory, not the door.
      for (const oldest of expiries.keys()) {
        if (expiries.size <= maxEntries) break;
        expiries.delete(oldest);
      }
      return true;
    },
  };
}

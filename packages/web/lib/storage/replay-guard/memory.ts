// The replay guard in this process's memory, bounded: only signed messages reach it, so the
// bound guards memory, not the door.
import type { ReplayGuard } from "./index.ts";

export function memoryReplayGuard({
  maxEntries = 10_000,
}: { maxEntries?: number } = {}): ReplayGuard {
  const expiries = new Map<string, number>();
  return {
    firstUse(id, untilMs, nowMs) {
      for (const [known, expiry] of expiries) if (expiry < nowMs) expiries.delete(known);
      if (expiries.has(id)) return false;
      expiries.set(id, untilMs);
      for (const oldest of expiries.keys()) {
        if (expiries.size <= maxEntries) break;
        expiries.delete(oldest);
      }
      return true;
    },
  };
}

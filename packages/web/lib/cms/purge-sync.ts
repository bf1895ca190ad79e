// Keeps this process's cache of CMS answers in step with purges made elsewhere (another
// Lambda container received the publish webhook: lib/storage/purge-log). Before a read,
// the log is asked for new purges at most once per `intervalMs`, by one request at a time;
// the others go on meanwhile. The webhook waits longer than `intervalMs` before invalidating
// CloudFront, so every container has applied the purge before the CDN asks again.
import type { LoggedPurge, PurgeLog } from "../storage/purge-log";
import type { PurgeSelector } from "./cache";

export interface PurgeSyncOptions {
  log: PurgeLog<PurgeSelector>;
  purge: (selector: PurgeSelector) => void;
  intervalMs: number;
  /**
   * How far back each look goes, past the last purge seen: a purge being written while the
   * log was read may carry an earlier time than one already seen. Purges seen before are
   * recognised by id and not applied twice.
   */
  lookbackMs?: number;
  /** Told when the log cannot be read (the cache serves what it has meanwhile). */
  onError?: (error: unknown) => void;
  now?: () => number;
}

export interface PurgeSync {
  /** Applies the purges recorded since the last look, if it is time to look. */
  catchUp(): Promise<void>;
}

export function createPurgeSync(options: PurgeSyncOptions): PurgeSync {
  const now = options.now ?? Date.now;
  const lookbackMs = options.lookbackMs ?? 10_000;
  // A new process has an empty cache: purges before it started concern nothing it holds.
  let since = now() - lookbackMs;
  let lookedAt = -Infinity;
  let looking: Promise<void> | undefined;
  const applied = new Map<string, number>();

  const apply = (purges: LoggedPurge<PurgeSelector>[], lookStartedAt: number) => {
    for (const purge of purges) {
      if (applied.has(purge.id)) continue;
      options.purge(purge.selector);
      applied.set(purge.id, purge.at);
    }
    // The next look starts a little before this one: anything earlier has been seen.
    since = Math.max(since, lookStartedAt - lookbackMs);
    for (const [id, at] of applied) if (at <= since) applied.delete(id);
  };

  return {
    async catchUp() {
      if (looking) return looking;
      if (now() - lookedAt < options.intervalMs) return;
      const startedAt = (lookedAt = now());
      looking = options.log
        .since(since)
        .then(
          (purges) => apply(purges, startedAt),
          (error: unknown) => {
            options.onError?.(error);
          },
        )
        .finally(() => {
          looking = undefined;
        });
      return looking;
    },
  };
}

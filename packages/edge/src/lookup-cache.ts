// This container's memory of redirection lookups: the CMS's answer per path, a record (hit)
// or none (miss), kept for a while. A container serves one request at a time, so there is
// nothing to lock; the entry count is bounded so a crawl of unique paths cannot grow it.
import type { RedirectionRecord } from "@corus/site-rules/redirects";

export interface LookupCache {
  /** The remembered answer, or undefined when there is none or it has expired. */
  get(path: string): { record: RedirectionRecord | null } | undefined;
  set(path: string, record: RedirectionRecord | null): void;
}

export interface LookupCacheOptions {
  ttlSeconds: number;
  maxEntries?: number;
  /** Milliseconds since the epoch; tests hand in their own clock. */
  now?: () => number;
}

export function createLookupCache({
  ttlSeconds,
  maxEntries = 1000,
  now = Date.now,
}: LookupCacheOptions): LookupCache {
  const entries = new Map<string, { record: RedirectionRecord | null; expiresAt: number }>();
  return {
    get(path) {
      const entry = entries.get(path);
      if (!entry) return undefined;
      if (now() >= entry.expiresAt) {
        entries.delete(path);
        return undefined;
      }
      return { record: entry.record };
    },
    set(path, record) {
      entries.delete(path);
      // A Map iterates in insertion order: the first key is the oldest entry.
      const oldest = entries.keys().next();
      if (entries.size >= maxEntries && !oldest.done) entries.delete(oldest.value);
      entries.set(path, { record, expiresAt: now() + ttlSeconds * 1000 });
    },
  };
}

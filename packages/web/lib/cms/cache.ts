// The server-side cache of CMS answers, shared by every request of a server process.
//
// An answer is fresh for `ttlMs`; then, for `swrMs` more, it is served at once while one
// background reload runs (stale-while-revalidate). Past that it is reloaded before answering,
// and if the CMS is out (network, 5xx, open circuit) the old answer is served anyway up to
// `maxStaleMs` of age. Concurrent reads of a key share one load (single-flight). Entries are
// bounded by count and by approximate bytes, least recently used first out. Every entry
// carries tags (what it shows: the reader's, and those `contentTags` finds in the answer) so
// a publish can purge precisely, and a page can name what it shows.
//
// Only public answers belong here: callers bypass the cache for preview and editor requests.
import type { CacheTag } from "./cache-tags.ts";

/** What an answer shows (lib/cms/cache-tags.ts): a publish purges by them. */
export type CacheTags = readonly CacheTag[];

/** What a purge removes: entries under any of the given keys or tags, or all. */
export interface PurgeSelector {
  keys?: readonly string[];
  tags?: readonly CacheTag[];
  all?: boolean;
}

/**
 * How an answer was served: `hit` fresh from the cache; `miss` loaded now; `refreshing` from
 * the cache past its time to live while a background reload runs (the ordinary
 * stale-while-revalidate of a healthy CMS); `stale` from the cache because the CMS failed (a
 * reload of the entry failed, in the background or now) or did not answer within the reader's
 * wait. Only `stale` says the CMS let the page down.
 */
export type CacheOutcome = "hit" | "miss" | "refreshing" | "stale";

/** Why a load runs: nothing usable is cached (`miss`), or a stale answer is being replaced. */
export type LoadReason = "miss" | "refresh";

/** How long a reader waits for a load (the load itself goes on, and fills the cache). */
export interface ReadWait {
  /** At most this long; 0 or less: only what is cached (fresh, or stale while the CMS is out). */
  waitMs: number;
  /**
   * Instead, when the cache holds no answer to serve stale: a reader with nothing else to show
   * may wait longer for the CMS. Default: `waitMs`.
   */
  coldWaitMs?: number;
  /**
   * Subscribes to what cuts a cold wait back to `waitMs` (from the read's start: at once, when
   * that has passed): the CMS starting to fail. Returns the call that unsubscribes.
   */
  cutColdWait?: (cut: () => void) => () => void;
}

/**
 * A load outlasted its reader's wait. It counts as an outage (a CMS that hangs is out): the
 * reader gets a stale answer if there is one, else this; the load carries on and stores its
 * answer for the next reader.
 */
export class LoadOutlastedWaitError extends Error {
  override name = "LoadOutlastedWaitError";
  constructor(readonly waitMs: number) {
    super(`the CMS did not answer within ${Math.max(0, Math.round(waitMs))} ms`);
  }
}

export interface CacheRead<T> {
  value: T;
  outcome: CacheOutcome;
  /** What the answer shows: the reader's tags and those found in the answer. */
  tags: CacheTags;
}

export interface CmsCacheOptions {
  ttlMs: number;
  /** After the TTL, how long an answer is served while it reloads in the background. */
  swrMs: number;
  /** The oldest answer served when the CMS is out. */
  maxStaleMs: number;
  maxEntries: number;
  /** Approximate: the length of the answer's JSON. */
  maxBytes: number;
  /** True for failures that mean the CMS is out (serve stale), false for bugs (rethrow). */
  isOutage: (error: unknown) => boolean;
  /** Tags an answer carries besides its reader's, found in the answer (none by default). */
  contentTags?: (value: unknown) => readonly CacheTag[];
  /** Told about background reloads that failed (the caller has already been answered). */
  onBackgroundError?: (key: string, error: unknown) => void;
  now?: () => number;
}

interface Entry {
  value: unknown;
  bytes: number;
  storedAt: number;
  tags: CacheTags;
  /** A background reload of it failed for an outage: what is served now is kept, not refreshed. */
  refreshFailed?: boolean;
}

interface Loaded<T> {
  value: T;
  tags: CacheTags;
}

interface Load {
  promise: Promise<Loaded<unknown>>;
  tags: CacheTags;
  /** Set by a purge that ran while the load was in flight: its answer predates the purge. */
  discarded: boolean;
}

export interface CmsCache {
  /**
   * The cached answer for `key`, or `load()`'s, stored under `tags`. `load` must resolve only
   * with answers fit to share between visitors (no errors, no preview content).
   */
  read<T>(
    key: string,
    tags: CacheTags,
    load: (reason: LoadReason) => Promise<T>,
    wait?: ReadWait,
  ): Promise<CacheRead<T>>;
  /** Removes the matching entries (and keeps loads in flight from storing); how many went. */
  purge(selector: PurgeSelector): number;
  stats(): { entries: number; bytes: number };
}

export function createCmsCache(options: CmsCacheOptions): CmsCache {
  const now = options.now ?? Date.now;
  const contentTags = options.contentTags ?? (() => []);
  // A Map iterates in insertion order: re-inserting on use keeps the least recent first.
  const entries = new Map<string, Entry>();
  const keysByTag = new Map<string, Set<string>>();
  const loads = new Map<string, Load>();
  let bytes = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) keysByTag.delete(tag);
    }
  }

  function store(key: string, value: unknown, tags: CacheTags) {
    remove(key);
    const size = JSON.stringify(value)?.length ?? 0;
    if (size > options.maxBytes || options.maxEntries < 1) return;
    entries.set(key, { value: deepFreeze(value), bytes: size, storedAt: now(), tags });
    bytes += size;
    for (const tag of tags) {
      let keys = keysByTag.get(tag);
      if (!keys) keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    for (const oldest of entries.keys()) {
      if (entries.size <= options.maxEntries && bytes <= options.maxBytes) break;
      remove(oldest);
    }
  }

  function startLoad<T>(key: string, tags: CacheTags, load: () => Promise<T>): Promise<Loaded<T>> {
    const existing = loads.get(key);
    if (existing) return existing.promise as Promise<Loaded<T>>;
    const record: Load = {
      promise: Promise.resolve({ value: null, tags }),
      tags,
      discarded: false,
    };
    record.promise = (async () => {
      try {
        const value = await load();
        const loaded = { value, tags: [...new Set([...tags, ...contentTags(value)])] };
        if (!record.discarded) store(key, value, loaded.tags);
        return loaded;
      } finally {
        if (loads.get(key) === record) loads.delete(key);
      }
    })();
    loads.set(key, record);
    return record.promise as Promise<Loaded<T>>;
  }

  function touch(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
  }

  return {
    async read<T>(
      key: string,
      tags: CacheTags,
      load: (reason: LoadReason) => Promise<T>,
      wait?: ReadWait,
    ): Promise<CacheRead<T>> {
      const entry = entries.get(key);
      const age = entry ? now() - entry.storedAt : Infinity;
      if (entry && age < options.ttlMs) {
        touch(key, entry);
        return { value: entry.value as T, outcome: "hit", tags: entry.tags };
      }
      if (entry && age < options.ttlMs + options.swrMs) {
        touch(key, entry);
        startLoad(key, tags, () => load("refresh")).catch((error: unknown) => {
          if (options.isOutage(error) && entries.get(key) === entry) entry.refreshFailed = true;
          options.onBackgroundError?.(key, error);
        });
        // Once a reload of it has failed, the answer is kept for a failing CMS: stale.
        const outcome = entry.refreshFailed ? "stale" : "refreshing";
        return { value: entry.value as T, outcome, tags: entry.tags };
      }
      const staleAtHand = entry !== undefined && age < options.maxStaleMs;
      try {
        const loaded = await within(
          startLoad(key, tags, () => load("miss")),
          wait && (staleAtHand ? { waitMs: wait.waitMs } : wait),
        );
        return { value: loaded.value, outcome: "miss", tags: loaded.tags };
      } catch (error) {
        // Read the entry again: a purge may have removed it while the load was failing.
        const last = entries.get(key);
        const out = error instanceof LoadOutlastedWaitError || options.isOutage(error);
        if (last && out && now() - last.storedAt < options.maxStaleMs) {
          return { value: last.value as T, outcome: "stale", tags: last.tags };
        }
        throw error;
      }
    },

    purge(selector) {
      const matching = new Set<string>();
      if (selector.all) {
        for (const key of entries.keys()) matching.add(key);
        for (const key of loads.keys()) matching.add(key);
      }
      for (const key of selector.keys ?? []) matching.add(key);
      const tags = selector.tags ?? [];
      for (const tag of tags) for (const key of keysByTag.get(tag) ?? []) matching.add(key);
      for (const [key, load] of loads) {
        if (load.tags.some((tag) => tags.includes(tag))) matching.add(key);
      }
      let purged = 0;
      for (const key of matching) {
        if (entries.has(key)) purged += 1;
        remove(key);
        const load = loads.get(key);
        if (load) {
          load.discarded = true;
          loads.delete(key);
        }
      }
      return purged;
    },

    stats: () => ({ entries: entries.size, bytes }),
  };
}

/**
 * `loading`, or LoadOutlastedWaitError once the wait has passed (the load goes on regardless):
 * `coldWaitMs` if given, until `cutColdWait` cuts it back to `waitMs`.
 */
function within<T>(loading: Promise<T>, wait: ReadWait | undefined): Promise<T> {
  if (!wait) return loading;
  // Nobody may await the load after this reader gives up: its failure is logged by the loader.
  loading.catch(() => {});
  const started = Date.now();
  return new Promise<T>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const giveUpAfter = (waitMs: number) => {
      clearTimeout(timer);
      timer = setTimeout(
        () => reject(new LoadOutlastedWaitError(waitMs)),
        Math.max(0, waitMs - (Date.now() - started)),
      );
    };
    giveUpAfter(wait.coldWaitMs ?? wait.waitMs);
    const unsubscribe =
      wait.coldWaitMs === undefined
        ? undefined
        : wait.cutColdWait?.(() => giveUpAfter(wait.waitMs));
    const settle = () => {
      clearTimeout(timer);
      unsubscribe?.();
    };
    loading.then(
      (value) => {
        settle();
        resolve(value);
      },
      (error: unknown) => {
        settle();
        reject(error);
      },
    );
  });
}

/** Answers are shared by every request: freezing them turns an accidental write into an error. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

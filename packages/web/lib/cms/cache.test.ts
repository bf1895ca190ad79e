import { describe, expect, it, vi } from "vitest";
import { createCmsCache, LoadOutlastedWaitError, type CmsCacheOptions } from "./cache";

class Outage extends Error {}

function setup(overrides: Partial<CmsCacheOptions> = {}) {
  const clock = { now: 0 };
  const backgroundErrors: unknown[] = [];
  const cache = createCmsCache({
    ttlMs: 1000,
    swrMs: 500,
    maxStaleMs: 10_000,
    maxEntries: 100,
    maxBytes: 1_000_000,
    isOutage: (error) => error instanceof Outage,
    onBackgroundError: (_key, error) => backgroundErrors.push(error),
    now: () => clock.now,
    ...overrides,
  });
  return { cache, clock, backgroundErrors };
}

/** A load that counts its calls and answers `{ n: <call number> }`. */
function counter() {
  const load = vi.fn(async () => ({ n: load.mock.calls.length }));
  return load;
}

/** A load that stays pending until released, to hold requests in flight. */
function gate<T>(value: T) {
  let release!: () => void;
  const opened = new Promise<void>((resolve) => (release = resolve));
  const load = vi.fn(async () => {
    await opened;
    return value;
  });
  return { load, release };
}

describe("createCmsCache: freshness", () => {
  it("loads on a miss, then answers from the cache until the TTL has passed", async () => {
    const { cache, clock } = setup();
    const load = counter();
    expect(await cache.read("k", [], load)).toMatchObject({ value: { n: 1 }, outcome: "miss" });
    clock.now = 999;
    expect(await cache.read("k", [], load)).toMatchObject({ value: { n: 1 }, outcome: "hit" });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("past the TTL, serves the old answer at once while one background reload runs", async () => {
    const { cache, clock } = setup();
    const load = counter();
    await cache.read("k", [], load);
    clock.now = 1000;
    const reads = await Promise.all([1, 2, 3].map(() => cache.read("k", [], load)));
    // Refreshing, not stale: the CMS has not let anyone down.
    expect(reads).toEqual(Array(3).fill({ value: { n: 1 }, outcome: "refreshing", tags: [] }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await Promise.resolve();
    expect(await cache.read("k", [], load)).toMatchObject({ value: { n: 2 }, outcome: "hit" });
  });

  it("past the TTL and the stale-while-revalidate window, reloads before answering", async () => {
    const { cache, clock } = setup();
    const load = counter();
    await cache.read("k", [], load);
    clock.now = 1500;
    expect(await cache.read("k", [], load)).toMatchObject({ value: { n: 2 }, outcome: "miss" });
  });

  it("keeps the old answer when a background reload fails, reports it, and calls what follows stale", async () => {
    const { cache, clock, backgroundErrors } = setup();
    await cache.read("k", [], async () => "good");
    clock.now = 1200;
    const failing = vi.fn(async (): Promise<string> => {
      throw new Outage("down");
    });
    expect(await cache.read("k", [], failing)).toMatchObject({
      value: "good",
      outcome: "refreshing",
    });
    await vi.waitFor(() => expect(backgroundErrors).toHaveLength(1));
    // Now the answer is kept because the CMS failed: stale, and a reload is tried again.
    expect(await cache.read("k", [], failing)).toMatchObject({ value: "good", outcome: "stale" });
    await vi.waitFor(() => expect(backgroundErrors).toHaveLength(2));
    // A reload that succeeds makes it fresh again.
    const better = async () => "better";
    await cache.read("k", [], better);
    await vi.waitFor(async () =>
      expect(await cache.read("k", [], better)).toMatchObject({ value: "better", outcome: "hit" }),
    );
  });
});

describe("createCmsCache: single flight", () => {
  it("shares one load among concurrent reads of a cold key", async () => {
    const { cache } = setup();
    const { load, release } = gate("answer");
    const reads = Promise.all(Array.from({ length: 30 }, () => cache.read("k", [], load)));
    release();
    expect((await reads).every((read) => read.value === "answer")).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("does not share loads between keys", async () => {
    const { cache } = setup();
    const load = counter();
    await Promise.all([cache.read("a", [], load), cache.read("b", [], load)]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("lets every waiter see a failed load fail, and tries again on the next read", async () => {
    const { cache } = setup();
    let calls = 0;
    const load = async () => {
      calls += 1;
      if (calls === 1) throw new Outage("down");
      return "back";
    };
    const results = await Promise.allSettled([
      cache.read("k", [], load),
      cache.read("k", [], load),
    ]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect((await cache.read("k", [], load)).value).toBe("back");
    expect(calls).toBe(2);
  });
});

describe("createCmsCache: when the CMS is out", () => {
  it("serves an answer past its TTL up to the maximum staleness, marked stale", async () => {
    const { cache, clock } = setup();
    await cache.read("k", [], async () => "last good");
    const down = async (): Promise<string> => {
      throw new Outage("refused");
    };
    clock.now = 9_999;
    expect(await cache.read("k", [], down)).toMatchObject({ value: "last good", outcome: "stale" });
    clock.now = 10_000;
    await expect(cache.read("k", [], down)).rejects.toThrow("refused");
  });

  it("rethrows failures that are not outages (a broken query is not served stale)", async () => {
    const { cache, clock } = setup();
    await cache.read("k", [], async () => "last good");
    clock.now = 5000;
    const bug = async (): Promise<string> => {
      throw new TypeError("bug");
    };
    await expect(cache.read("k", [], bug)).rejects.toThrow("bug");
  });

  it("has nothing to serve for a key never loaded", async () => {
    const { cache } = setup();
    await expect(
      cache.read("k", [], async () => {
        throw new Outage("refused");
      }),
    ).rejects.toThrow("refused");
  });
});

describe("createCmsCache: a reader's wait", () => {
  it("gives up on a load that outlasts the wait; the load goes on and serves the next reader", async () => {
    const { cache } = setup();
    const { load, release } = gate({ page: "About" });
    await expect(cache.read("k", [], load, { waitMs: 20 })).rejects.toBeInstanceOf(
      LoadOutlastedWaitError,
    );
    release();
    await vi.waitFor(async () =>
      expect(await cache.read("k", [], load, { waitMs: 0 })).toMatchObject({
        value: { page: "About" },
        outcome: "hit",
      }),
    );
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("serves the stale answer when the reload outlasts the wait", async () => {
    const { cache, clock } = setup();
    await cache.read("k", [], async () => ({ n: 1 }));
    clock.now = 2000; // past the TTL (1000) and the stale-while-revalidate window (500)
    const { load } = gate({ n: 2 });
    expect(await cache.read("k", [], load, { waitMs: 20 })).toMatchObject({
      value: { n: 1 },
      outcome: "stale",
    });
  });

  it("waits coldWaitMs when it holds nothing to serve stale, waitMs when it does", async () => {
    const { cache, clock } = setup();
    const slow = (value: object) => () =>
      new Promise<object>((resolve) => setTimeout(() => resolve(value), 40));
    const wait = { waitMs: 10, coldWaitMs: 500 };
    expect(await cache.read("k", [], slow({ n: 1 }), wait)).toMatchObject({
      value: { n: 1 },
      outcome: "miss",
    });
    clock.now = 2000; // past the TTL (1000) and the stale-while-revalidate window (500)
    expect(await cache.read("k", [], slow({ n: 2 }), wait)).toMatchObject({
      value: { n: 1 },
      outcome: "stale",
    });
  });

  it("cuts a cold wait back to waitMs when told (the CMS failing), at once when that has passed", async () => {
    const { cache } = setup();
    const { load, release } = gate({ n: 1 });
    let cut!: () => void;
    const unsubscribed = vi.fn();
    const read = cache.read("k", [], load, {
      waitMs: 10,
      coldWaitMs: 10_000,
      cutColdWait: (listener) => {
        cut = listener;
        return unsubscribed;
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    cut();
    await expect(read).rejects.toBeInstanceOf(LoadOutlastedWaitError);
    release();
    await vi.waitFor(() => expect(unsubscribed).toHaveBeenCalled());
  });

  it("answers at once from what is cached, whatever the wait", async () => {
    const { cache } = setup();
    await cache.read("k", [], async () => ({ n: 1 }));
    const load = counter();
    expect(await cache.read("k", [], load, { waitMs: 0 })).toMatchObject({
      value: { n: 1 },
      outcome: "hit",
    });
    expect(load).not.toHaveBeenCalled();
  });

  it("passes a load that answers within the wait through, failures included", async () => {
    const { cache } = setup();
    expect(await cache.read("a", [], async () => ({ n: 1 }), { waitMs: 1000 })).toMatchObject({
      value: { n: 1 },
      outcome: "miss",
    });
    await expect(
      cache.read("b", [], async () => Promise.reject(new Outage("down")), { waitMs: 1000 }),
    ).rejects.toBeInstanceOf(Outage);
  });
});

describe("createCmsCache: memory bound", () => {
  it("holds at most maxEntries, dropping the least recently used", async () => {
    const { cache } = setup({ maxEntries: 2 });
    const load = counter();
    await cache.read("a", [], load);
    await cache.read("b", [], load);
    await cache.read("a", [], load); // a is now the most recently used
    await cache.read("c", [], load);
    expect(cache.stats().entries).toBe(2);
    expect((await cache.read("a", [], load)).outcome).toBe("hit");
    expect((await cache.read("b", [], load)).outcome).toBe("miss");
  });

  it("holds at most maxBytes of answers, and does not keep one larger than the bound", async () => {
    const { cache } = setup({ maxBytes: 25 });
    await cache.read("a", [], async () => "x".repeat(10)); // 12 bytes of JSON
    await cache.read("b", [], async () => "y".repeat(10));
    expect(cache.stats()).toEqual({ entries: 2, bytes: 24 });
    await cache.read("c", [], async () => "z".repeat(10));
    expect(cache.stats()).toEqual({ entries: 2, bytes: 24 });
    expect((await cache.read("a", [], async () => "again")).outcome).toBe("miss");
    await cache.read("huge", [], async () => "h".repeat(100));
    expect((await cache.read("huge", [], async () => "h")).outcome).toBe("miss");
  });

  it("freezes what it holds, so no request can change another's answer", async () => {
    const { cache } = setup();
    const { value } = await cache.read("k", [], async () => ({ list: [{ title: "a" }] }));
    expect(() => {
      (value.list[0] as { title: string }).title = "changed";
    }).toThrow(TypeError);
  });
});

describe("createCmsCache: purge", () => {
  async function filled() {
    const context = setup();
    const load = counter();
    await context.cache.read("node:/about/", ["uri:/about/"], load);
    await context.cache.read("node:/careers/", ["uri:/careers/"], load);
    await context.cache.read("shell", ["menus", "options", "settings"], load);
    await context.cache.read("posts", ["posts", "posts:all"], load);
    await context.cache.read("redirect:/old/", ["uri:/old/", "redirects"], load);
    return { ...context, load };
  }

  const cached = async (cache: Awaited<ReturnType<typeof filled>>["cache"], key: string) =>
    (await cache.read(key, [], async () => "reloaded")).outcome === "hit";

  it.each([
    ["by key", { keys: ["posts"] }, ["posts"]],
    ["by tag", { tags: ["uri:/about/"] }, ["node:/about/"]],
    ["by tag, every answer under it", { tags: ["uri:/old/"] }, ["redirect:/old/"]],
    ["by a tag among several of an answer", { tags: ["menus"] }, ["shell"]],
    ["by several tags", { tags: ["redirects", "posts:all"] }, ["redirect:/old/", "posts"]],
    [
      "everything",
      { all: true },
      ["node:/about/", "node:/careers/", "shell", "posts", "redirect:/old/"],
    ],
  ])("%s", async (_name, selector, purgedKeys) => {
    const { cache } = await filled();
    expect(cache.purge(selector)).toBe(purgedKeys.length);
    for (const key of ["node:/about/", "node:/careers/", "shell", "posts", "redirect:/old/"]) {
      expect(await cached(cache, key), key).toBe(!purgedKeys.includes(key));
    }
  });

  it("keeps a load in flight during a purge from storing its older answer", async () => {
    const { cache } = setup();
    const { load, release } = gate("before the publish");
    const reading = cache.read("node:/about/", ["uri:/about/"], load);
    cache.purge({ tags: ["uri:/about/"] });
    release();
    expect((await reading).value).toBe("before the publish");
    const next = await cache.read("node:/about/", ["uri:/about/"], async () => "after");
    expect(next).toMatchObject({ value: "after", outcome: "miss" });
  });

  it("after a purge, the stale copy is gone too: an outage then has nothing to serve", async () => {
    const { cache } = setup();
    await cache.read("k", ["uri:/a/"], async () => "old");
    cache.purge({ tags: ["uri:/a/"] });
    await expect(
      cache.read("k", ["uri:/a/"], async () => {
        throw new Outage("down");
      }),
    ).rejects.toThrow("down");
  });
});

describe("createCmsCache: the tags of an answer", () => {
  const answer = { posts: { nodes: [{ id: 1 }, { id: 2 }] } };
  const found = (value: unknown) =>
    (value as typeof answer).posts.nodes.map(({ id }) => `node:${id}`);

  it("are the reader's and those found in the answer, on a miss, a hit and a refreshing read", async () => {
    const { cache, clock } = setup({ contentTags: found });
    const expected = ["posts:all", "node:1", "node:2"];
    expect((await cache.read("k", ["posts:all"], async () => answer)).tags).toEqual(expected);
    expect((await cache.read("k", ["posts:all"], async () => answer)).tags).toEqual(expected);
    clock.now += 1000;
    expect(await cache.read("k", ["posts:all"], async () => answer)).toMatchObject({
      outcome: "refreshing",
      tags: expected,
    });
  });

  it("purge by a tag found in the answer", async () => {
    const { cache } = setup({ contentTags: found });
    await cache.read("k", ["posts:all"], async () => answer);
    expect(cache.purge({ tags: ["node:2"] })).toBe(1);
    expect((await cache.read("k", ["posts:all"], async () => answer)).outcome).toBe("miss");
  });
});

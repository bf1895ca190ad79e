// The per-container lookup cache: answers expire with the clock, and the oldest go first
// when it is full.
import { describe, expect, it } from "vitest";
import { createLookupCache } from "@corus/edge/src/lookup-cache.ts";

const record = { target: "/new/", origin: "/old/", code: 301 };

describe("createLookupCache", () => {
  it("remembers a record or its absence until the TTL passes", () => {
    let now = 0;
    const cache = createLookupCache({ ttlSeconds: 10, now: () => now });
    cache.set("/old/", record);
    cache.set("/plain/", null);
    now = 9_999;
    expect(cache.get("/old/")).toEqual({ record });
    expect(cache.get("/plain/")).toEqual({ record: null });
    now = 10_000;
    expect(cache.get("/old/")).toBeUndefined();
    expect(cache.get("/plain/")).toBeUndefined();
  });

  it("drops the oldest entry when full", () => {
    const cache = createLookupCache({ ttlSeconds: 60, maxEntries: 2, now: () => 0 });
    cache.set("/a/", null);
    cache.set("/b/", null);
    cache.set("/a/", record);
    cache.set("/c/", null);
    expect(cache.get("/b/")).toBeUndefined();
    expect(cache.get("/a/")).toEqual({ record });
    expect(cache.get("/c/")).toEqual({ record: null });
  });
});

import { describe, expect, it, vi } from "vitest";
import type { LoggedPurge, PurgeLog } from "../storage/purge-log";
import type { PurgeSelector } from "./cache";
import { createPurgeSync } from "./purge-sync";

/** A log in memory, as DynamoDB's query answers it: purges after `since`, oldest first. */
function memoryLog() {
  const purges: LoggedPurge<PurgeSelector>[] = [];
  const since = vi.fn(async (sinceMs: number) =>
    purges.filter((purge) => purge.at > sinceMs).sort((a, b) => a.at - b.at),
  );
  const log: PurgeLog<PurgeSelector> = { append: async (purge) => void purges.push(purge), since };
  return { log, purges, since };
}

function setup(intervalMs = 1000) {
  const clock = { now: 100_000 };
  const { log, purges, since } = memoryLog();
  const applied: PurgeSelector[] = [];
  const errors: unknown[] = [];
  const sync = createPurgeSync({
    log,
    purge: (selector) => applied.push(selector),
    intervalMs,
    lookbackMs: 10_000,
    onError: (error) => errors.push(error),
    now: () => clock.now,
  });
  return { sync, clock, purges, since, applied, errors };
}

describe("createPurgeSync", () => {
  it("applies a purge recorded elsewhere at its next look, once", async () => {
    const { sync, clock, purges, applied } = setup();
    await sync.catchUp();
    purges.push({ id: "d1", at: clock.now, selector: { tags: ["uri:/about-corus/"] } });
    clock.now += 1000;
    await sync.catchUp();
    expect(applied).toEqual([{ tags: ["uri:/about-corus/"] }]);
    clock.now += 1000;
    await sync.catchUp();
    expect(applied).toHaveLength(1);
  });

  it("looks at most once per interval, and one request at a time", async () => {
    const { sync, clock, since } = setup(1000);
    await Promise.all([sync.catchUp(), sync.catchUp(), sync.catchUp()]);
    expect(since).toHaveBeenCalledTimes(1);
    clock.now += 999;
    await sync.catchUp();
    expect(since).toHaveBeenCalledTimes(1);
    clock.now += 1;
    await sync.catchUp();
    expect(since).toHaveBeenCalledTimes(2);
  });

  it("sees a purge written with an earlier time than one already seen", async () => {
    const { sync, clock, purges, applied } = setup();
    purges.push({ id: "late", at: clock.now, selector: { tags: ["menus"] } });
    clock.now += 1000;
    await sync.catchUp();
    // Written while the last look ran, stamped a little before the purge it saw.
    purges.push({ id: "early", at: clock.now - 2000, selector: { tags: ["options"] } });
    clock.now += 1000;
    await sync.catchUp();
    expect(applied).toEqual([{ tags: ["menus"] }, { tags: ["options"] }]);
  });

  it("does not read the whole log again on every look", async () => {
    const { sync, clock, since } = setup();
    await sync.catchUp();
    clock.now += 60_000;
    await sync.catchUp();
    expect(since).toHaveBeenLastCalledWith(clock.now - 60_000 - 10_000);
  });

  it("reports a log it cannot read and lets the request go on", async () => {
    const { sync, since, errors } = setup();
    since.mockRejectedValueOnce(new Error("AccessDeniedException"));
    await expect(sync.catchUp()).resolves.toBeUndefined();
    expect(errors).toEqual([new Error("AccessDeniedException")]);
  });
});

import { describe, expect, it } from "vitest";
import { PageClock } from "./page-clock";

describe("PageClock", () => {
  const now = new Date("2027-01-14T12:00:00Z");

  it("knows no change until a loader names one", () => {
    const clock = new PageClock(now);
    expect(clock.nextChange()).toBeNull();
    expect(clock.secondsToChange()).toBeNull();
  });

  it("keeps the soonest change after now, in whole seconds rounded down", () => {
    const clock = new PageClock(now);
    clock.changesAt(new Date("2027-01-14T13:00:00.900Z"));
    clock.changesAt(new Date("2027-01-14T12:10:00.500Z"));
    clock.changesAt(new Date("2027-01-15T00:00:00Z"));
    expect(clock.nextChange()?.toISOString()).toBe("2027-01-14T12:10:00.500Z");
    expect(clock.secondsToChange()).toBe(600);
  });

  it("ignores changes already past, or now", () => {
    const clock = new PageClock(now);
    clock.changesAt(now);
    clock.changesAt(new Date("2027-01-14T11:00:00Z"));
    expect(clock.nextChange()).toBeNull();
  });
});

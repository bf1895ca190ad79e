import { describe, expect, it } from "vitest";
import { splitEvents, type InvestorEvent } from "./events";

const event = (id: number, start: string): InvestorEvent => ({ id, title: `Event ${id}`, start });
const TORONTO = "America/Toronto";

describe("splitEvents", () => {
  const events = [
    event(1, "2025-01-14 08:00:00"),
    event(2, "2027-01-21 10:00:00"),
    event(3, "2025-04-10 08:00:00"),
    event(4, "2027-01-14 08:00:00"),
  ];

  it("splits at the clock: upcoming soonest first, past newest first", () => {
    const { upcoming, past } = splitEvents(events, new Date("2026-11-22T15:00:00Z"), TORONTO);
    expect(upcoming.map((e) => e.id)).toEqual([4, 2]);
    expect(past.map((e) => e.id)).toEqual([3, 1]);
  });

  it("reads the clock in the site's zone: an 8:00 event starts at 13:00 UTC in winter", () => {
    const before = splitEvents(events, new Date("2025-01-14T12:59:59Z"), TORONTO);
    const at = splitEvents(events, new Date("2025-01-14T13:00:00Z"), TORONTO);
    expect(before.upcoming.map((e) => e.id)).toContain(1);
    expect(at.past.map((e) => e.id)).toContain(1);
  });
});

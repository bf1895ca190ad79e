import { describe, expect, it } from "vitest";
import { isAllDay, splitEvents, turnsPastAt, type InvestorEvent } from "./events";

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
    expect(before.nextChange?.toISOString()).toBe("2025-01-14T13:00:00.000Z");
    expect(at.past.map((e) => e.id)).toContain(1);
  });

  it("and at 12:00 UTC in summer", () => {
    const summer = [event(5, "2027-07-14 08:00:00")];
    expect(splitEvents(summer, new Date("2027-07-14T11:59:59Z"), TORONTO).upcoming).toHaveLength(1);
    expect(splitEvents(summer, new Date("2027-07-14T12:00:00Z"), TORONTO).past).toHaveLength(1);
  });

  it("says when the split next changes: the soonest upcoming start, or never", () => {
    const { nextChange } = splitEvents(events, new Date("2026-11-22T15:00:00Z"), TORONTO);
    expect(nextChange?.toISOString()).toBe("2027-01-14T13:00:00.000Z");
    expect(splitEvents(events, new Date("2030-01-01T00:00:00Z"), TORONTO).nextChange).toBeNull();
  });

  it("keeps an event of the fall-back hour in order: 01:30 EDT before 01:45 EST", () => {
    // November 7, 2027: 01:30 (first, EDT) is 05:30 UTC; the clock reads 01:10 EST at 06:10 UTC.
    const early = event(6, "2027-11-07 01:30:00");
    const { past, nextChange } = splitEvents([early], new Date("2027-11-07T06:10:00Z"), TORONTO);
    expect(past).toEqual([early]);
    expect(nextChange).toBeNull();
  });
});

describe("an event without a time of day (entered at midnight)", () => {
  const day = event(7, "2027-02-10 00:00:00");

  it("is all day, and upcoming until its day ends in Toronto", () => {
    expect(isAllDay(day)).toBe(true);
    expect(isAllDay(event(8, "2027-02-10 08:00:00"))).toBe(false);
    expect(turnsPastAt(day, TORONTO).toISOString()).toBe("2027-02-11T05:00:00.000Z");
    expect(splitEvents([day], new Date("2027-02-10T23:00:00Z"), TORONTO).upcoming).toEqual([day]);
    expect(splitEvents([day], new Date("2027-02-11T05:00:00Z"), TORONTO).past).toEqual([day]);
  });

  it("ends on the right day across the spring-forward change", () => {
    expect(turnsPastAt(event(9, "2027-03-13 00:00:00"), TORONTO).toISOString()).toBe(
      "2027-03-14T05:00:00.000Z",
    );
    expect(turnsPastAt(event(10, "2027-03-14 00:00:00"), TORONTO).toISOString()).toBe(
      "2027-03-15T04:00:00.000Z",
    );
  });
});

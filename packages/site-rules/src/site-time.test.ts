import { describe, expect, it } from "vitest";
import { siteInstant, wallDate, wallTime } from "./site-time.ts";

const TORONTO = "America/Toronto";

describe("wallTime", () => {
  it.each([
    ["2025-01-14T13:00:00Z", "2025-01-14 08:00:00"],
    ["2025-07-14T12:00:00Z", "2025-07-14 08:00:00"],
    ["2025-01-01T03:30:00Z", "2024-12-31 22:30:00"],
  ])("%s is %s in Toronto", (instant, expected) => {
    expect(wallTime(new Date(instant), TORONTO)).toBe(expected);
  });

  it("reads each instant, however close the one before it (each zone's last second is kept)", () => {
    const reads = [
      ["2025-01-14T13:00:00.100Z", TORONTO, "2025-01-14 08:00:00"],
      ["2025-01-14T13:00:00.900Z", TORONTO, "2025-01-14 08:00:00"],
      ["2025-01-14T13:00:00.900Z", "Europe/Paris", "2025-01-14 14:00:00"],
      ["2025-01-14T13:00:01.000Z", TORONTO, "2025-01-14 08:00:01"],
      ["2025-01-14T12:59:59.999Z", TORONTO, "2025-01-14 07:59:59"],
    ] as const;
    for (const [instant, zone, expected] of reads) {
      expect(wallTime(new Date(instant), zone)).toBe(expected);
    }
  });
});

describe("wallDate", () => {
  it.each([
    // 22:30 on August 31 in Toronto is already September 1 in UTC.
    ["2026-09-01T02:30:00Z", "2026-08-31"],
    ["2026-09-01T04:00:00Z", "2026-09-01"],
    ["2025-01-01T04:59:59Z", "2024-12-31"],
    ["2025-01-01T05:00:00Z", "2025-01-01"],
  ])("%s falls on %s in Toronto", (instant, day) => {
    expect(wallDate(new Date(instant), TORONTO).toISOString()).toBe(`${day}T00:00:00.000Z`);
  });
});

describe("siteInstant", () => {
  it.each([
    // Standard time (UTC-5) and daylight time (UTC-4).
    ["2027-01-14 08:00:00", "2027-01-14T13:00:00.000Z"],
    ["2027-07-14T08:00:00", "2027-07-14T12:00:00.000Z"],
    // The spring-forward day (March 14, 2027): 01:59 is EST, 03:00 EDT; 02:30 does not exist
    // and lands after the gap, at 03:30 EDT.
    ["2027-03-14 01:59:00", "2027-03-14T06:59:00.000Z"],
    ["2027-03-14 03:00:00", "2027-03-14T07:00:00.000Z"],
    ["2027-03-14 02:30:00", "2027-03-14T07:30:00.000Z"],
    // The fall-back day (November 7, 2027): 01:30 happens twice; the first (EDT) is meant.
    ["2027-11-07 01:30:00", "2027-11-07T05:30:00.000Z"],
    ["2027-11-07 02:00:00", "2027-11-07T07:00:00.000Z"],
    // Fiscal year and calendar year boundaries.
    ["2027-09-01 00:00:00", "2027-09-01T04:00:00.000Z"],
    ["2028-01-01 00:00:00", "2028-01-01T05:00:00.000Z"],
  ])("%s in Toronto is %s", (wall, instant) => {
    expect(siteInstant(wall, TORONTO).toISOString()).toBe(instant);
  });

  it("reads back as the wall time it was given, through a year and its two changes", () => {
    // Every 7 hours reaches each hour of the day; the hours of the change days besides.
    const hours = [
      ...Array.from({ length: (365 * 24) / 7 }, (_, i) => i * 7),
      ...Array.from({ length: 48 }, (_, i) => 71 * 24 + i),
      ...Array.from({ length: 48 }, (_, i) => 309 * 24 + i),
    ];
    for (const hour of hours) {
      const instant = new Date(Date.UTC(2027, 0, 1) + hour * 3_600_000);
      const wall = wallTime(instant, TORONTO);
      // The repeated hour reads back as its first occurrence.
      const back = siteInstant(wall, TORONTO);
      expect(wallTime(back, TORONTO)).toBe(wall);
    }
  });

  it("answers a time asked again the same, whatever was done with the first answer", () => {
    const first = siteInstant("2027-01-14 08:00:00", TORONTO);
    first.setTime(0);
    expect(siteInstant("2027-01-14 08:00:00", TORONTO).toISOString()).toBe(
      "2027-01-14T13:00:00.000Z",
    );
    expect(siteInstant("2027-01-14 08:00:00", "Europe/Paris").toISOString()).toBe(
      "2027-01-14T07:00:00.000Z",
    );
  });

  it("refuses what is not a time", () => {
    expect(() => siteInstant("soon", TORONTO)).toThrow(RangeError);
  });
});

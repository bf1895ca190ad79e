import { describe, expect, it } from "vitest";
import { wallDate, wallTime } from "./site-time";

const TORONTO = "America/Toronto";

describe("wallTime", () => {
  it.each([
    ["2025-01-14T13:00:00Z", "2025-01-14 08:00:00"],
    ["2025-07-14T12:00:00Z", "2025-07-14 08:00:00"],
    ["2025-01-01T03:30:00Z", "2024-12-31 22:30:00"],
  ])("%s is %s in Toronto", (instant, expected) => {
    expect(wallTime(new Date(instant), TORONTO)).toBe(expected);
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

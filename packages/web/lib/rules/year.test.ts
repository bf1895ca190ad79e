import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { yearRollingOverAt } from "./year";

describe("yearRollingOverAt", () => {
  it.each<[string, string, number, number]>([
    ["the last moment before the rollover month", "2024-08-31T23:59:59.999Z", 9, 2024],
    ["the first moment of the rollover month", "2024-09-01T00:00:00Z", 9, 2025],
    ["the end of the calendar year", "2024-12-31T23:59:59Z", 9, 2025],
    ["the start of the next calendar year", "2025-01-01T00:00:00Z", 9, 2025],
    ["a leap day", "2024-02-29T12:00:00Z", 9, 2024],
    ["rollover in January: always next year", "2024-01-01T00:00:00Z", 1, 2025],
    ["rollover in December, in November", "2024-11-30T23:59:59Z", 12, 2024],
    ["rollover in December, in December", "2024-12-01T00:00:00Z", 12, 2025],
    // UTC, not the server's zone: 22:00 in Toronto on August 31 is already September in UTC.
    ["an evening in Toronto read in UTC", "2024-08-31T22:00:00-04:00", 9, 2025],
  ])("%s: %s with month %i -> %i", (_case, date, month, year) => {
    expect(yearRollingOverAt(new Date(date), month)).toBe(year);
  });

  it.each([0, 13, 2.5, Number.NaN])("refuses %s as a month", (month) => {
    expect(() => yearRollingOverAt(new Date("2024-09-01T00:00:00Z"), month)).toThrow(RangeError);
  });

  it("refuses an invalid date", () => {
    expect(() => yearRollingOverAt(new Date("not a date"), 9)).toThrow(RangeError);
  });
});

describe("yearRollingOverAt properties", () => {
  const date = fc.date({
    min: new Date("1970-01-01T00:00:00Z"),
    max: new Date("2200-12-31T23:59:59Z"),
    noInvalidDate: true,
  });
  const month = fc.integer({ min: 1, max: 12 });

  it("is next year exactly when the month is at or past the rollover month", () => {
    fc.assert(
      fc.property(date, month, (value, rollover) => {
        const year = value.getUTCFullYear();
        const expected = value.getUTCMonth() + 1 >= rollover ? year + 1 : year;
        return yearRollingOverAt(value, rollover) === expected;
      }),
    );
  });

  it("never goes back as the date moves forward within a calendar year", () => {
    fc.assert(
      fc.property(date, date, month, (a, b, rollover) => {
        fc.pre(a.getUTCFullYear() === b.getUTCFullYear());
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        return yearRollingOverAt(earlier, rollover) <= yearRollingOverAt(later, rollover);
      }),
    );
  });
});

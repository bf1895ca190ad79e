import { describe, expect, it } from "vitest";
import {
  currentFiscalYear,
  fiscalQuarterOf,
  fiscalYearOf,
  groupReports,
  quarterPeriod,
  type FinancialReport,
} from "./fiscal-reports";

const report = (id: number, reportDate: string, annual = false): FinancialReport => ({
  id,
  title: `Report ${id}`,
  reportDate,
  releaseDate: null,
  kind: "news_release",
  annual,
  url: `https://cms.example.com/wp-content/uploads/documents/${id}.pdf`,
});

describe("a report's fiscal year and quarter", () => {
  it.each([
    ["2024-08-31", 2024, "q4"],
    ["2024-09-01", 2025, "q1"],
    ["2024-11-30", 2025, "q1"],
    ["2024-12-01", 2025, "q2"],
    ["2024-12-31", 2025, "q2"],
    ["2025-01-01", 2025, "q2"],
    ["2025-02-28", 2025, "q2"],
    ["2025-03-01", 2025, "q3"],
    ["2025-05-31", 2025, "q3"],
    ["2025-06-01", 2025, "q4"],
    ["2025-08-31", 2025, "q4"],
  ])("%s is fiscal %i %s", (date, year, quarter) => {
    expect(fiscalYearOf(date)).toBe(year);
    expect(fiscalQuarterOf(date)).toBe(quarter);
  });
});

describe("quarterPeriod", () => {
  it.each([
    ["q1", "2024-09-01", "2024-11-30"],
    ["q2", "2024-12-01", "2025-02-28"],
    ["q3", "2025-03-01", "2025-05-31"],
    ["q4", "2025-06-01", "2025-08-31"],
  ] as const)("fiscal 2025 %s runs from %s to %s", (quarter, start, end) => {
    expect(quarterPeriod(2025, quarter)).toEqual({ start, end });
  });

  it("knows leap years", () => {
    expect(quarterPeriod(2024, "q2").end).toBe("2024-02-29");
  });
});

const TORONTO = "America/Toronto";

describe("currentFiscalYear", () => {
  it.each([
    // 22:30 on August 31 in Toronto: still fiscal 2026 there, though September 1 in UTC.
    ["the evening of August 31 in Toronto", "2026-08-31T22:30:00-04:00", TORONTO, 2026],
    ["the last second of August 31 in Toronto", "2026-08-31T23:59:59-04:00", TORONTO, 2026],
    ["midnight on September 1 in Toronto", "2026-09-01T00:00:00-04:00", TORONTO, 2027],
    ["the same instant in UTC's calendar", "2026-08-31T22:30:00-04:00", "UTC", 2027],
    // Vancouver's evening is later still: the zone is the CMS's, whatever it is.
    [
      "the evening of August 31 in Vancouver",
      "2026-08-31T20:00:00-07:00",
      "America/Vancouver",
      2026,
    ],
  ])("%s (%s in %s) is fiscal %i", (_case, instant, timeZone, year) => {
    expect(currentFiscalYear(new Date(instant), timeZone)).toBe(year);
  });
});

describe("groupReports", () => {
  const now = new Date("2025-03-15T12:00:00Z");

  it("groups by fiscal year, newest first, then by quarter, with annual documents apart", () => {
    const groups = groupReports(
      [
        report(1, "2024-11-30"),
        report(2, "2024-12-01"),
        report(3, "2024-08-31", true),
        report(4, "2024-05-31"),
        report(5, "2024-11-30"),
      ],
      now,
      TORONTO,
    );
    expect(
      groups.map((group) => ({
        year: group.fiscalYear,
        current: group.current,
        quarters: group.quarters.map((q) => [q.quarter, q.reports.map((r) => r.id)]),
        annual: group.annual.map((r) => r.id),
      })),
    ).toEqual([
      {
        year: 2025,
        current: true,
        quarters: [
          ["q1", [1, 5]],
          ["q2", [2]],
        ],
        annual: [],
      },
      { year: 2024, current: false, quarters: [["q3", [4]]], annual: [3] },
    ]);
  });

  it("shows the current fiscal year, picked by the year helper, before it has reports", () => {
    const groups = groupReports(
      [report(1, "2024-11-30")],
      new Date("2025-09-01T04:00:00Z"),
      TORONTO,
    );
    expect(groups.map((group) => [group.fiscalYear, group.current])).toEqual([
      [2026, true],
      [2025, false],
    ]);
    expect(groups[0]).toMatchObject({ quarters: [], annual: [] });
  });

  it("keeps the fiscal year that is ending on August 31's evening in Toronto", () => {
    const groups = groupReports(
      [report(1, "2026-05-31")],
      new Date("2026-09-01T02:30:00Z"),
      TORONTO,
    );
    expect(groups.map((group) => [group.fiscalYear, group.current])).toEqual([[2026, true]]);
  });
});

// The Financial Reports template against the real content service, the clock fixed: which
// fiscal year and quarter each report is listed under, and what a year without reports says.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PageClock } from "@/lib/page-clock";
import { startTestService, type TestService } from "@/templates/test-service";
import type { FinancialReportsProps } from "./FinancialReports";

/** A report dated the day after Q1 of fiscal 2025 ends: the other edge of the quarter. */
const DECEMBER_FIRST_REPORT = `
- databaseId: 2599
  title: Q2 2025 interim note
  date: 2025-04-10T07:00:00
  financialReportFields:
    reportDate: 2024-12-01
    kind: news_release
    document: documents/q2-2025-news-release.pdf
`;

let test: TestService;
beforeAll(async () => {
  test = await startTestService({ "financial-reports.yaml": DECEMBER_FIRST_REPORT });
});
afterAll(() => test.close());

describe("financial reports", () => {
  const REPORTS_PAGE = "/investor-relations/financial-reports/";
  const reports = (props: FinancialReportsProps, year: number, quarter: string) =>
    props.years
      .find((group) => group.fiscalYear === year)
      ?.quarters.find((group) => group.quarter === quarter)
      ?.reports.map((report) => report.reportDate) ?? [];
  const years = (props: FinancialReportsProps) =>
    props.years.map((year) => [year.fiscalYear, year.current]);

  it("puts November 30, 2024 in Q1 of fiscal 2025 and December 1 in Q2", async () => {
    const props = await test.load("template-financial-reports", REPORTS_PAGE, {
      now: new Date("2025-03-15T12:00:00Z"),
    });
    expect(new Set(reports(props, 2025, "q1"))).toEqual(new Set(["2024-11-30"]));
    expect(new Set(reports(props, 2025, "q2"))).toEqual(new Set(["2024-12-01", "2025-02-28"]));
    // Fiscal 2026's records are in the seed already: they are listed, but 2025 is current.
    expect(years(props)).toEqual([
      [2026, false],
      [2025, true],
      [2024, false],
    ]);
    expect(props.years[2]!.annual.map((report) => report.kind)).toEqual([
      "mdna",
      "annual_report",
      "annual_information_form",
      "management_information_circular",
    ]);
  });

  it("lists fiscal 2026 quarter by quarter, as the results releases announced them", async () => {
    const props = await test.load("template-financial-reports", REPORTS_PAGE, {
      now: new Date("2026-11-22T12:00:00Z"),
    });
    const fiscal2026 = props.years.find((year) => year.fiscalYear === 2026)!;
    expect(
      fiscal2026.quarters.map((quarter) => [
        quarter.heading,
        quarter.reports.map((report) => [report.kind, report.released?.iso]),
      ]),
    ).toEqual([
      [
        "Q1: September 1, 2025 to November 30, 2025",
        [
          ["news_release", "2026-01-14"],
          ["report_to_shareholders", "2026-01-14"],
        ],
      ],
      [
        "Q2: December 1, 2025 to February 28, 2026",
        [
          ["news_release", "2026-04-10"],
          ["report_to_shareholders", "2026-04-10"],
        ],
      ],
      [
        "Q3: March 1, 2026 to May 31, 2026",
        [
          ["news_release", "2026-07-10"],
          ["report_to_shareholders", "2026-07-10"],
        ],
      ],
      ["Q4: June 1, 2026 to August 31, 2026", [["news_release", "2026-10-23"]]],
    ]);
    expect(fiscal2026.annual.map((report) => report.kind)).toEqual([
      "annual_report",
      "annual_information_form",
    ]);
    expect(fiscal2026.note).toBeNull();
  });

  it("says what to expect in a current fiscal year with no report yet", async () => {
    const props = await test.load("template-financial-reports", REPORTS_PAGE, {
      now: new Date("2026-11-22T12:00:00Z"),
    });
    expect(years(props)).toEqual([
      [2027, true],
      [2026, false],
      [2025, false],
      [2024, false],
    ]);
    expect(props.years[0]).toMatchObject({
      quarters: [],
      annual: [],
      note:
        "No reports for fiscal 2027 yet. The first, for the quarter from September 1, 2026 " +
        "to November 30, 2026, will be listed here when its results are released.",
    });
  });

  it("reads the current fiscal year in the CMS's time zone: August 31's evening in Toronto", async () => {
    // 22:30 on August 31, 2026 in Toronto; already September 1 in UTC, which would say 2027.
    const clock = new PageClock(new Date("2026-09-01T02:30:00Z"));
    const evening = await test.load("template-financial-reports", REPORTS_PAGE, { clock });
    // The page says when its headings turn: midnight in Toronto (EDT, UTC-4).
    expect(clock.nextChange()?.toISOString()).toBe("2026-09-01T04:00:00.000Z");
    expect(years(evening)[0]).toEqual([2026, true]);
    expect(evening.years.map((year) => year.fiscalYear)).not.toContain(2027);
    // Midnight in Toronto: fiscal 2027 begins, with its heading and its note.
    const midnight = await test.load("template-financial-reports", REPORTS_PAGE, {
      now: new Date("2026-09-01T04:00:00Z"),
    });
    expect(years(midnight).slice(0, 2)).toEqual([
      [2027, true],
      [2026, false],
    ]);
  });
});

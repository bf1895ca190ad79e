// Financial reports grouped as investors look for them: by fiscal year (September to
// August), newest first, then by quarter, with the year's annual documents apart. The
// quarter and year come from the fiscal rules of lib/rules, read from each report's date:
// the last day of the period it covers. The current fiscal year is the one the company's
// calendar is in (the CMS's time zone), not the server's or UTC's.
import { siteInstant, wallDate } from "@corus/site-rules/site-time";
import { fiscalQuarter, type FiscalQuarter } from "@/lib/rules/fiscal-quarter";
import { yearRollingOverAt } from "@/lib/rules/year";

/** The month the fiscal year starts in: September. */
const FISCAL_YEAR_START_MONTH = 9;
const QUARTERS: readonly FiscalQuarter[] = ["q1", "q2", "q3", "q4"];
/** Each quarter's first calendar month, and whether it falls in the year before the fiscal one. */
const QUARTER_START: Record<FiscalQuarter, { month: number; previousYear: boolean }> = {
  q1: { month: 9, previousYear: true },
  q2: { month: 12, previousYear: true },
  q3: { month: 3, previousYear: false },
  q4: { month: 6, previousYear: false },
};

export interface FinancialReport {
  id: number;
  title: string;
  /** Y-m-d: the last day of the period reported on. */
  reportDate: string;
  /** Site time: when it was released. */
  releaseDate: string | null;
  kind: string;
  annual: boolean;
  url: string;
}

export interface QuarterGroup {
  quarter: FiscalQuarter;
  /** Y-m-d, first and last days of the quarter. */
  start: string;
  end: string;
  reports: FinancialReport[];
}

export interface FiscalYearGroup {
  fiscalYear: number;
  /** The fiscal year the clock is in. */
  current: boolean;
  quarters: QuarterGroup[];
  annual: FinancialReport[];
}

const asUtcDate = (ymd: string) => new Date(`${ymd}T00:00:00Z`);

/** The fiscal year a report belongs to: the year helper rolls over in September. */
export function fiscalYearOf(reportDate: string): number {
  return yearRollingOverAt(asUtcDate(reportDate), FISCAL_YEAR_START_MONTH);
}

export function fiscalQuarterOf(reportDate: string): FiscalQuarter {
  return fiscalQuarter(asUtcDate(reportDate).getUTCMonth() + 1);
}

/** First and last days (Y-m-d) of a quarter of a fiscal year. */
export function quarterPeriod(fiscalYear: number, quarter: FiscalQuarter) {
  const { month, previousYear } = QUARTER_START[quarter];
  const year = previousYear ? fiscalYear - 1 : fiscalYear;
  const start = new Date(Date.UTC(year, month - 1, 1));
  const end = new Date(Date.UTC(year, month + 2, 0));
  const ymd = (date: Date) => date.toISOString().slice(0, 10);
  return { start: ymd(start), end: ymd(end) };
}

/** The fiscal year the company is in at `now`, by its calendar in `timeZone`. */
export function currentFiscalYear(now: Date, timeZone: string): number {
  return yearRollingOverAt(wallDate(now, timeZone), FISCAL_YEAR_START_MONTH);
}

/** The instant a fiscal year begins: September 1 of the year before, midnight in `timeZone`. */
export function fiscalYearStart(fiscalYear: number, timeZone: string): Date {
  const month = String(FISCAL_YEAR_START_MONTH).padStart(2, "0");
  return siteInstant(`${fiscalYear - 1}-${month}-01 00:00:00`, timeZone);
}

/**
 * Reports grouped by fiscal year (newest first) and quarter (Q1 to Q4, only those with
 * reports), annual documents apart; the current fiscal year is always there, so its heading
 * shows before its first report is out. Within a group, reports keep their given order.
 */
export function groupReports(
  reports: readonly FinancialReport[],
  now: Date,
  timeZone: string,
): FiscalYearGroup[] {
  const currentYear = currentFiscalYear(now, timeZone);
  const years = new Map<number, FinancialReport[]>([[currentYear, []]]);
  for (const report of reports) {
    const year = fiscalYearOf(report.reportDate);
    years.set(year, [...(years.get(year) ?? []), report]);
  }
  return [...years.entries()]
    .sort(([a], [b]) => b - a)
    .map(([fiscalYear, inYear]) => ({
      fiscalYear,
      current: fiscalYear === currentYear,
      quarters: QUARTERS.flatMap((quarter) => {
        const inQuarter = inYear.filter(
          (report) => !report.annual && fiscalQuarterOf(report.reportDate) === quarter,
        );
        return inQuarter.length === 0
          ? []
          : [{ quarter, ...quarterPeriod(fiscalYear, quarter), reports: inQuarter }];
      }),
      annual: inYear.filter((report) => report.annual),
    }));
}

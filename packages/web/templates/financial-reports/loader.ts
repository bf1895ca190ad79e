// The Financial Reports template's data: every report, grouped by fiscal year and quarter
// by the fiscal rules (fiscal-reports.ts), against the server's clock read in the CMS's time
// zone for the current fiscal year.
import { decodeHTML } from "entities";
import { formatSiteDate, shownShortDate } from "@/lib/dates";
import { acfDate, mediaItem, selected } from "@/lib/graphql/acf-values";
import { allNodes } from "@/lib/cms/all-nodes";
import { pageTemplate } from "@/templates/shared/page-template";
import { recordTags } from "@/lib/cms/record-tags";
import type { TemplateLoader } from "@/templates/shared/types";
import type { FinancialReportsProps, FiscalYearView, ReportView } from "./FinancialReports";
import {
  currentFiscalYear,
  fiscalYearStart,
  groupReports,
  quarterPeriod,
  type FinancialReport,
  type FiscalYearGroup,
} from "./fiscal-reports";
import { FINANCIAL_REPORTS_QUERY, type FinancialReportFields } from "./query";

/** The order a quarter's documents are listed in: the release first, the slides last. */
const KIND_ORDER = [
  "news_release",
  "report_to_shareholders",
  "mdna",
  "financial_statements",
  "presentation_slides",
  "annual_report",
  "annual_information_form",
  "management_information_circular",
];

function toReport(report: FinancialReportFields): FinancialReport[] {
  const fields = report.financialReportFields;
  const title = decodeHTML(report.title ?? "").trim();
  const url = mediaItem(fields?.document)?.mediaItemUrl;
  const reportDate = acfDate(fields?.reportDate);
  if (!fields || !reportDate || !url || !title) return [];
  return [
    {
      id: report.databaseId,
      title,
      reportDate,
      releaseDate: report.date,
      kind: selected(fields.kind) ?? "",
      annual: fields.annual === true,
      url,
    },
  ];
}

const reportView = (report: FinancialReport): ReportView => ({
  ...report,
  released: report.releaseDate ? shownShortDate(report.releaseDate) : null,
});

/** A year without reports says so, and names the first quarter its reports will cover. */
function emptyYearNote(year: FiscalYearGroup): string | null {
  if (year.quarters.length > 0 || year.annual.length > 0) return null;
  const first = quarterPeriod(year.fiscalYear, "q1");
  return (
    `No reports for fiscal ${year.fiscalYear} yet. The first, for the quarter from ` +
    `${formatSiteDate(first.start)} to ${formatSiteDate(first.end)}, will be listed here ` +
    `when its results are released.`
  );
}

function fiscalYearView(year: FiscalYearGroup): FiscalYearView {
  return {
    ...year,
    note: emptyYearNote(year),
    quarters: year.quarters.map((quarter) => ({
      ...quarter,
      heading: `${quarter.quarter.toUpperCase()}: ${formatSiteDate(quarter.start)} to ${formatSiteDate(quarter.end)}`,
      reports: quarter.reports.map(reportView),
    })),
    annual: year.annual.map(reportView),
  };
}

const kindRank = (kind: string) => {
  const rank = KIND_ORDER.indexOf(kind);
  return rank === -1 ? KIND_ORDER.length : rank;
};

export const loadFinancialReports: TemplateLoader<FinancialReportsProps> = pageTemplate(
  async ({ cms, shell, clock }) => {
    const records = await allNodes(
      cms,
      FINANCIAL_REPORTS_QUERY,
      (data) => data.financialReports,
      recordTags("financial_report"),
    );
    const reports = records
      .flatMap(toReport)
      .sort((a, b) => kindRank(a.kind) - kindRank(b.kind) || a.title.localeCompare(b.title));
    // The current year's heading turns with the fiscal year.
    const current = currentFiscalYear(clock.now, shell.timeZone);
    clock.changesAt(fiscalYearStart(current + 1, shell.timeZone));
    return { years: groupReports(reports, clock.now, shell.timeZone).map(fiscalYearView) };
  },
);

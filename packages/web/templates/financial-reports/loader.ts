// The Financial Reports template's data: every report, grouped by fiscal year and quarter
// by the fiscal rules (fiscal-reports.ts), against the server's clock read in the CMS's time
// zone for the current fiscal year.
import { decodeHTML } from "entities";
import { fileLinkView } from "@/lib/content/file-link-view";
import { formatSiteDate, shownShortDate } from "@/lib/dates";
import { fill } from "@/lib/i18n/fill";
import { languageCode, type Locale } from "@/lib/i18n/locale";
import { templateStrings, type FinancialReportsStrings } from "@/lib/i18n/templates";
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

/** The page's language, and the template's words in it. */
interface Wording {
  locale: Locale;
  text: FinancialReportsStrings;
}

const reportView = (
  { url, ...report }: FinancialReport,
  { locale, text }: Wording,
): ReportView => ({
  ...report,
  file: fileLinkView(url, text.fileHint),
  released: report.releaseDate ? shownShortDate(report.releaseDate, locale) : null,
});

/** A period's bounds as the page words them. */
const period = ({ start, end }: { start: string; end: string }, locale: Locale) => ({
  start: formatSiteDate(start, locale),
  end: formatSiteDate(end, locale),
});

/** A year without reports says so, and names the first quarter its reports will cover. */
function emptyYearNote(year: FiscalYearGroup, { locale, text }: Wording): string | null {
  if (year.quarters.length > 0 || year.annual.length > 0) return null;
  const first = period(quarterPeriod(year.fiscalYear, "q1"), locale);
  return fill(text.emptyYear, { year: String(year.fiscalYear), ...first });
}

function fiscalYearView(year: FiscalYearGroup, wording: Wording): FiscalYearView {
  const { locale, text } = wording;
  return {
    ...year,
    note: emptyYearNote(year, wording),
    quarters: year.quarters.map((quarter) => ({
      ...quarter,
      heading: fill(text.quarterHeading, {
        quarter: text.quarters[quarter.quarter] ?? quarter.quarter.toUpperCase(),
        ...period(quarter, locale),
      }),
      reports: quarter.reports.map((report) => reportView(report, wording)),
    })),
    annual: year.annual.map((report) => reportView(report, wording)),
  };
}

const kindRank = (kind: string) => {
  const rank = KIND_ORDER.indexOf(kind);
  return rank === -1 ? KIND_ORDER.length : rank;
};

export const loadFinancialReports: TemplateLoader<FinancialReportsProps> = pageTemplate(
  async ({ cms, shell, clock, locale }) => {
    const records = await allNodes(
      cms,
      FINANCIAL_REPORTS_QUERY,
      (data) => data.financialReports,
      recordTags("financial_report"),
      { language: languageCode(locale) },
    );
    const reports = records
      .flatMap(toReport)
      .sort((a, b) => kindRank(a.kind) - kindRank(b.kind) || a.title.localeCompare(b.title));
    // The current year's heading turns with the fiscal year.
    const current = currentFiscalYear(clock.now, shell.timeZone);
    clock.changesAt(fiscalYearStart(current + 1, shell.timeZone));
    const wording = {
      locale,
      text: templateStrings("financialReports", locale),
    };
    return {
      years: groupReports(reports, clock.now, shell.timeZone).map((year) =>
        fiscalYearView(year, wording),
      ),
      text: wording.text,
    };
  },
);

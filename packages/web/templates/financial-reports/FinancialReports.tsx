import { PageBlocks } from "@/components/blocks/PageBlocks";
import { FileLink } from "@/components/FileLink";
import { PageContent } from "@/components/PageContent";
import { PageHeader } from "@/components/PageHeader";
import type { FileLinkView } from "@/lib/content/file-link-view";
import type { ShownDate } from "@/lib/dates";
import { fill } from "@/lib/i18n/fill";
import type { FinancialReportsStrings } from "@/lib/i18n/templates";
import type { PageView } from "@/templates/shared/types";
import type { FinancialReport, FiscalYearGroup, QuarterGroup } from "./fiscal-reports";

/** A report as the page shows it: its document as a file link, its release date worded. */
export interface ReportView extends Omit<FinancialReport, "url"> {
  released: ShownDate | null;
  file: FileLinkView;
}

export interface QuarterView extends Omit<QuarterGroup, "reports"> {
  /** "Q1: September 1, 2024 to November 30, 2024". */
  heading: string;
  reports: ReportView[];
}

export interface FiscalYearView extends Omit<FiscalYearGroup, "quarters" | "annual"> {
  quarters: QuarterView[];
  annual: ReportView[];
  /** For a year with no report yet (the current one, early on): what to expect, and when. */
  note: string | null;
}

export interface FinancialReportsProps {
  page: PageView;
  /** Newest fiscal year first; the current one always there. */
  years: FiscalYearView[];
  /** The template's words, in the page's language (lib/i18n/templates.ts). */
  text: FinancialReportsStrings;
}

/** The "Financial Reports" template: documents by fiscal year, then quarter, annual apart. */
export function FinancialReports({ page, years, text }: FinancialReportsProps) {
  return (
    <article className="page page--reports">
      <PageHeader title={page.title} image={page.image} lead={page.lead} />
      <PageContent {...page} />
      {years.map((year) => (
        <FiscalYear key={year.fiscalYear} year={year} text={text} />
      ))}
      <PageBlocks blocks={page.blocks} />
    </article>
  );
}

function FiscalYear({ year, text }: { year: FiscalYearView; text: FinancialReportsStrings }) {
  const id = `fiscal-${year.fiscalYear}`;
  return (
    <section className="fiscal-year" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        {fill(text.fiscalYear, { year: String(year.fiscalYear) })}
        {year.current && <span className="fiscal-year__current"> ({text.currentYear})</span>}
      </h2>
      {year.note && <p className="fiscal-year__note">{year.note}</p>}
      {year.quarters.map((quarter) => (
        <ReportGroup
          key={quarter.quarter}
          heading={quarter.heading}
          reports={quarter.reports}
          released={text.released}
        />
      ))}
      {year.annual.length > 0 && (
        <ReportGroup
          heading={text.annualDocuments}
          reports={year.annual}
          released={text.released}
        />
      )}
    </section>
  );
}

interface ReportGroupProps {
  heading: string;
  reports: ReportView[];
  /** Before each document's release date. */
  released: string;
}

function ReportGroup({ heading, reports, released }: ReportGroupProps) {
  return (
    <>
      <h3 className="report-group__heading">{heading}</h3>
      <ul className="document-list">
        {reports.map((report) => (
          <li key={report.id}>
            <FileLink file={report.file}>{report.title}</FileLink>
            {report.released && (
              <span className="document-list__date">
                {" "}
                {released} <time dateTime={report.released.iso}>{report.released.text}</time>
              </span>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

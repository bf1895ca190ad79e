import { PageBlocks } from "@/components/blocks/PageBlocks";
import { DataTable } from "@/components/DataTable";
import { PageContent } from "@/components/PageContent";
import { PageHeader } from "@/components/PageHeader";
import type { ShownDate } from "@/lib/dates";
import type { PageView } from "@/templates/shared/types";
import { DividendRates } from "@/components/DividendRates";
import type { DividendRow, RatesView } from "@/lib/dividends/view";
import type { DividendHistoryStrings } from "@/lib/i18n/templates";

export interface DividendHistoryProps {
  page: PageView;
  rates: RatesView | null;
  /** Newest first. */
  dividends: DividendRow[];
  /** The template's words, in the page's language (lib/i18n/templates.ts). */
  text: DividendHistoryStrings;
}

/** The "Dividend History" template: current rates, then every dividend in a table. */
export function DividendHistory({ page, rates, dividends, text }: DividendHistoryProps) {
  return (
    <article className="page page--dividends">
      <PageHeader title={page.title} image={page.image} lead={page.lead} />
      <PageContent {...page} />
      {rates && (
        <section aria-labelledby="current-rates-heading">
          <h2 id="current-rates-heading">{text.currentRates}</h2>
          <DividendRates rates={rates} />
        </section>
      )}
      {dividends.length > 0 && (
        <section aria-labelledby="dividends-heading">
          <h2 id="dividends-heading">{text.declaredHeading}</h2>
          <DataTable className="dividend-table" caption={text.tableCaption}>
            <thead>
              <tr>
                <th scope="col">{text.declared}</th>
                <th scope="col">{text.recordDate}</th>
                <th scope="col">{text.payable}</th>
                <th scope="col">{text.classA}</th>
                <th scope="col">{text.classB}</th>
              </tr>
            </thead>
            <tbody>
              {dividends.map((dividend) => (
                <tr key={`${dividend.payable.iso} ${dividend.declared.iso}`}>
                  <td>
                    <DateCell date={dividend.declared} />
                  </td>
                  <td>
                    <DateCell date={dividend.record} />
                  </td>
                  <td>
                    <DateCell date={dividend.payable} />
                  </td>
                  <td className="data-table__number">{dividend.classA}</td>
                  <td className="data-table__number">{dividend.classB}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </section>
      )}
      <PageBlocks blocks={page.blocks} />
    </article>
  );
}

function DateCell({ date }: { date: ShownDate }) {
  return <time dateTime={date.iso}>{date.text}</time>;
}

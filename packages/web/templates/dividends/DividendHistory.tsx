import { PageBlocks } from "@/components/blocks/PageBlocks";
import { DataTable } from "@/components/DataTable";
import { PageContent } from "@/components/PageContent";
import { PageHeader } from "@/components/PageHeader";
import type { ShownDate } from "@/lib/dates";
import type { PageView } from "@/templates/shared/types";
import { DividendRates } from "@/components/DividendRates";
import type { DividendRow, RatesView } from "@/lib/dividends/view";

export interface DividendHistoryProps {
  page: PageView;
  rates: RatesView | null;
  /** Newest first. */
  dividends: DividendRow[];
}

/** The "Dividend History" template: current rates, then every dividend in a table. */
export function DividendHistory({ page, rates, dividends }: DividendHistoryProps) {
  return (
    <article className="page page--dividends">
      <PageHeader title={page.title} image={page.image} lead={page.lead} />
      <PageContent html={page.html} sections={page.sections} />
      {rates && (
        <section aria-labelledby="current-rates-heading">
          <h2 id="current-rates-heading">Current dividend rates</h2>
          <DividendRates rates={rates} caption="Dividend per share, in Canadian dollars" />
        </section>
      )}
      {dividends.length > 0 && (
        <section aria-labelledby="dividends-heading">
          <h2 id="dividends-heading">Dividends declared</h2>
          <DataTable
            className="dividend-table"
            caption="Dividends per share in Canadian dollars, most recent first"
          >
            <thead>
              <tr>
                <th scope="col">Declared</th>
                <th scope="col">Record date</th>
                <th scope="col">Payable</th>
                <th scope="col">Class A</th>
                <th scope="col">Class B</th>
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

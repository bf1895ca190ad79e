import { DataTable } from "@/components/DataTable";
import type { RatesView } from "@/lib/dividends/view";

/** The current dividend per share of each class, latest and annual: a small table. */
export function DividendRates({ rates, caption }: { rates: RatesView; caption: string }) {
  const { annual } = rates;
  return (
    <>
      <DataTable className="rates-table" caption={caption}>
        <thead>
          <tr>
            <th scope="col">Share class</th>
            <th scope="col">Latest dividend</th>
            {annual && <th scope="col">Annual rate</th>}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Class A voting</th>
            <td>{rates.classA}</td>
            {annual && <td>{annual.classA}</td>}
          </tr>
          <tr>
            <th scope="row">Class B non-voting participating</th>
            <td>{rates.classB}</td>
            {annual && <td>{annual.classB}</td>}
          </tr>
        </tbody>
      </DataTable>
      <p className="rates-note">
        Latest dividend payable <time dateTime={rates.payable.iso}>{rates.payable.text}</time> to
        shareholders of record on <time dateTime={rates.record.iso}>{rates.record.text}</time>
        {rates.frequency ? `; paid ${rates.frequency}.` : "."}
      </p>
    </>
  );
}

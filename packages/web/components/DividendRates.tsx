import { DataTable } from "@/components/DataTable";
import type { RatesView } from "@/lib/dividends/view";
import { fill } from "@/lib/i18n/fill";

/**
 * The current dividend per share of each class, latest and annual: a small table, in the
 * language its view was worded in (lib/dividends/view.ts). `caption` says where it shows;
 * the view's own is the general one.
 */
export function DividendRates({ rates, caption }: { rates: RatesView; caption?: string }) {
  const { annual, text } = rates;
  return (
    <>
      <DataTable className="rates-table" caption={caption ?? text.caption}>
        <thead>
          <tr>
            <th scope="col">{text.shareClass}</th>
            <th scope="col">{text.latestDividend}</th>
            {annual && <th scope="col">{text.annualRate}</th>}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{text.classA}</th>
            <td>{rates.classA}</td>
            {annual && <td>{annual.classA}</td>}
          </tr>
          <tr>
            <th scope="row">{text.classB}</th>
            <td>{rates.classB}</td>
            {annual && <td>{annual.classB}</td>}
          </tr>
        </tbody>
      </DataTable>
      <p className="rates-note">
        {text.payable} <time dateTime={rates.payable.iso}>{rates.payable.text}</time> {text.record}{" "}
        <time dateTime={rates.record.iso}>{rates.record.text}</time>
        {rates.frequency ? fill(text.paid, { frequency: rates.frequency }) : text.end}
      </p>
    </>
  );
}

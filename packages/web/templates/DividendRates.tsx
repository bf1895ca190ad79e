import { formatSiteDate } from "@/lib/dates";
import { formatAmount, type CurrentRates } from "@/lib/investors/dividends";

const FREQUENCY: Record<number, string> = { 1: "yearly", 4: "quarterly", 12: "monthly" };

/** The current dividend per share of each class, latest and annual: a small table. */
export function DividendRates({ rates, caption }: { rates: CurrentRates; caption: string }) {
  const { latest, paymentsPerYear, annualClassA, annualClassB } = rates;
  const annual = paymentsPerYear !== null;
  const frequency = paymentsPerYear === null ? null : FREQUENCY[paymentsPerYear];
  return (
    <>
      <table className="data-table rates-table">
        <caption>{caption}</caption>
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
            <td>{formatAmount(latest.classAAmount)}</td>
            {annual && <td>{annualClassA === null ? "" : formatAmount(annualClassA)}</td>}
          </tr>
          <tr>
            <th scope="row">Class B non-voting participating</th>
            <td>{formatAmount(latest.classBAmount)}</td>
            {annual && <td>{annualClassB === null ? "" : formatAmount(annualClassB)}</td>}
          </tr>
        </tbody>
      </table>
      <p className="rates-note">
        Latest dividend payable{" "}
        <time dateTime={latest.payableDate}>{formatSiteDate(latest.payableDate)}</time> to
        shareholders of record on{" "}
        <time dateTime={latest.recordDate}>{formatSiteDate(latest.recordDate)}</time>
        {frequency ? `; paid ${frequency}.` : "."}
      </p>
    </>
  );
}

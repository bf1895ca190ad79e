// Fiscal quarters: the fiscal year starts in September, so Sep-Nov is q1, Dec-Feb q2, Mar-May q3
// and Jun-Aug q4.

export type FiscalQuarter = "q1" | "q2" | "q3" | "q4";

const QUARTER_BY_MONTH: Readonly<Record<number, FiscalQuarter>> = {
  9: "q1",
  10: "q1",
  11: "q1",
  12: "q2",
  1: "q2",
  2: "q2",
  3: "q3",
  4: "q3",
  5: "q3",
  6: "q4",
  7: "q4",
  8: "q4",
};

/** The fiscal quarter of a calendar month, 1 (January) to 12 (December). */
export function fiscalQuarter(month: number): FiscalQuarter {
  const quarter = QUARTER_BY_MONTH[month];
  if (quarter === undefined) throw new RangeError(`A month is 1 to 12, got ${month}`);
  return quarter;
}

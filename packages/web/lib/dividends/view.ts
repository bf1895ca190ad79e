// Dividends as pages show them: dates and amounts worded on the server (see lib/dates.ts).
import { shownShortDate, shownSiteDate, type ShownDate } from "@/lib/dates";
import { formatAmount, type CurrentRates, type Dividend } from "./dividends";

export interface DividendRow {
  declared: ShownDate;
  record: ShownDate;
  payable: ShownDate;
  classA: string;
  classB: string;
}

export interface RatesView {
  /** The latest dividend per share. */
  classA: string;
  classB: string;
  /** What the latest dividend makes in a year; null when the frequency is unknown. */
  annual: { classA: string; classB: string } | null;
  /** "quarterly", ...; null when unknown or irregular. */
  frequency: string | null;
  payable: ShownDate;
  record: ShownDate;
}

const FREQUENCY: Record<number, string> = { 1: "yearly", 4: "quarterly", 12: "monthly" };

export function dividendRow(dividend: Dividend): DividendRow {
  return {
    declared: shownShortDate(dividend.declaredDate),
    record: shownShortDate(dividend.recordDate),
    payable: shownShortDate(dividend.payableDate),
    classA: formatAmount(dividend.classAAmount),
    classB: formatAmount(dividend.classBAmount),
  };
}

export function ratesView(rates: CurrentRates | null): RatesView | null {
  if (!rates) return null;
  const { latest, paymentsPerYear, annualClassA, annualClassB } = rates;
  return {
    classA: formatAmount(latest.classAAmount),
    classB: formatAmount(latest.classBAmount),
    annual:
      annualClassA === null || annualClassB === null
        ? null
        : { classA: formatAmount(annualClassA), classB: formatAmount(annualClassB) },
    frequency: (paymentsPerYear !== null && FREQUENCY[paymentsPerYear]) || null,
    payable: shownSiteDate(latest.payableDate),
    record: shownSiteDate(latest.recordDate),
  };
}

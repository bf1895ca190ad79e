// Dividends as pages show them: dates and amounts worded on the server (see lib/dates.ts).
import { shownShortDate, shownSiteDate, type ShownDate } from "@/lib/dates";
import type { Locale } from "@/lib/i18n/locale";
import { templateStrings, type DividendRatesStrings } from "@/lib/i18n/templates";
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
  /** The table's and the note's words, in the page's language. */
  text: DividendRatesStrings;
}

export function dividendRow(dividend: Dividend, locale: Locale): DividendRow {
  return {
    declared: shownShortDate(dividend.declaredDate, locale),
    record: shownShortDate(dividend.recordDate, locale),
    payable: shownShortDate(dividend.payableDate, locale),
    classA: formatAmount(dividend.classAAmount, locale),
    classB: formatAmount(dividend.classBAmount, locale),
  };
}

export function ratesView(rates: CurrentRates | null, locale: Locale): RatesView | null {
  if (!rates) return null;
  const text = templateStrings("dividendRates", locale);
  const { latest, paymentsPerYear, annualClassA, annualClassB } = rates;
  return {
    classA: formatAmount(latest.classAAmount, locale),
    classB: formatAmount(latest.classBAmount, locale),
    annual:
      annualClassA === null || annualClassB === null
        ? null
        : {
            classA: formatAmount(annualClassA, locale),
            classB: formatAmount(annualClassB, locale),
          },
    frequency: (paymentsPerYear !== null && text.frequencies[String(paymentsPerYear)]) || null,
    payable: shownSiteDate(latest.payableDate, locale),
    record: shownSiteDate(latest.recordDate, locale),
    text,
  };
}

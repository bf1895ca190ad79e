// Dividend records as the site shows them: newest first, and the current rates derived
// from the latest records (the amount last paid, and the annual rate it makes at the
// current frequency of payment).
import { dollars } from "../i18n/format";
import type { Locale } from "../i18n/locale";

export interface Dividend {
  /** Dates as the CMS gives them: Y-m-d. */
  declaredDate: string;
  recordDate: string;
  payableDate: string;
  /** Dollars per share. */
  classAAmount: number;
  classBAmount: number;
}

export interface CurrentRates {
  latest: Dividend;
  /** From the gap between the last two payments (4 for quarterly, 12 for monthly). */
  paymentsPerYear: number | null;
  annualClassA: number | null;
  annualClassB: number | null;
}

const DAY_MS = 86_400_000;

export function newestFirst(dividends: readonly Dividend[]): Dividend[] {
  return [...dividends].sort(
    (a, b) =>
      b.payableDate.localeCompare(a.payableDate) || b.declaredDate.localeCompare(a.declaredDate),
  );
}

/** The latest dividend and the annual rates it implies; null without any dividend. */
export function currentRates(dividends: readonly Dividend[]): CurrentRates | null {
  const [latest, previous] = newestFirst(dividends);
  if (!latest) return null;
  const paymentsPerYear = previous ? paymentsPerYearBetween(previous, latest) : null;
  const annual = (amount: number) =>
    paymentsPerYear === null ? null : roundToMillionths(amount * paymentsPerYear);
  return {
    latest,
    paymentsPerYear,
    annualClassA: annual(latest.classAAmount),
    annualClassB: annual(latest.classBAmount),
  };
}

function paymentsPerYearBetween(previous: Dividend, latest: Dividend): number | null {
  const days =
    (Date.parse(`${latest.payableDate}T00:00:00Z`) -
      Date.parse(`${previous.payableDate}T00:00:00Z`)) /
    DAY_MS;
  if (!(days > 0)) return null;
  return Math.min(12, Math.max(1, Math.round(365 / days)));
}

/** Dividend amounts have up to six decimals; products of them are rounded back to six. */
function roundToMillionths(value: number): number {
  return Math.round(value * 1_000_000) / 1_000_000;
}

/** "$0.02875", "$0.03" ("0,02875 $"): every decimal the record has, and at least cents. */
export function formatAmount(amount: number, locale: Locale): string {
  return dollars(amount, locale);
}

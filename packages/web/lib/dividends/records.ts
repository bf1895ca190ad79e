// Dividend records as the CMS answers them, read into dividends: the history lists them all,
// the current rates (rates-loader.ts) take the latest.
import { acfDate } from "@/lib/graphql/acf-values";
import type { Dividend } from "./dividends";
import type { DividendFields } from "./query";

/** The record's fields when it has them all; an incomplete record is left out. */
export function toDividend({ dividendFields: fields }: DividendFields): Dividend[] {
  const declaredDate = acfDate(fields?.declaredDate);
  const recordDate = acfDate(fields?.recordDate);
  const payableDate = acfDate(fields?.payableDate);
  if (
    !declaredDate ||
    !recordDate ||
    !payableDate ||
    fields?.classAAmount == null ||
    fields.classBAmount == null
  ) {
    return [];
  }
  return [
    {
      declaredDate,
      recordDate,
      payableDate,
      classAAmount: fields.classAAmount,
      classBAmount: fields.classBAmount,
    },
  ];
}

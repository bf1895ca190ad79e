// The Dividend History template's data: every dividend record, newest first, and the
// current rates derived from the latest ones.
import { acfDate } from "@/lib/graphql/acf-values";
import { allNodes } from "@/lib/graphql/all-nodes";
import { recordTags } from "./record-tags";
import { DIVIDENDS_QUERY, type DividendFields } from "@/lib/graphql/dividends-query";
import { currentRates, newestFirst, type Dividend } from "@/lib/investors/dividends";
import { loadPageView } from "./page-view-loader";
import { dividendRow, ratesView } from "./dividend-view";
import type { DividendHistoryProps } from "./DividendHistory";
import type { TemplateLoader } from "./types";

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

export const loadDividendHistory: TemplateLoader<DividendHistoryProps> = async ({
  cms,
  node,
  page,
  shell,
  mediaOrigin,
}) => {
  if (node.__typename !== "Page" || page !== 1) return null;
  const records = await allNodes(
    cms,
    DIVIDENDS_QUERY,
    (data) => data.dividends,
    recordTags("dividend"),
  );
  const dividends = newestFirst(records.flatMap(toDividend));
  return {
    page: await loadPageView({ cms, shell, mediaOrigin }, node),
    rates: ratesView(currentRates(dividends)),
    dividends: dividends.map(dividendRow),
  };
};

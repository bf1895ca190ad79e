// The Dividend History template's data: every dividend record, newest first, and the
// current rates derived from the latest ones.
import { allNodes } from "@/lib/graphql/all-nodes";
import { pageTemplate } from "@/templates/shared/page-template";
import { recordTags } from "@/templates/shared/record-tags";
import type { TemplateLoader } from "@/templates/types";
import type { DividendHistoryProps } from "./DividendHistory";
import { currentRates, newestFirst } from "./dividends";
import { DIVIDENDS_QUERY } from "./query";
import { toDividend } from "./records";
import { dividendRow, ratesView } from "./view";

export const loadDividendHistory: TemplateLoader<DividendHistoryProps> = pageTemplate(
  async ({ cms }) => {
    const records = await allNodes(
      cms,
      DIVIDENDS_QUERY,
      (data) => data.dividends,
      recordTags("dividend"),
    );
    const dividends = newestFirst(records.flatMap(toDividend));
    return {
      rates: ratesView(currentRates(dividends)),
      dividends: dividends.map(dividendRow),
    };
  },
);

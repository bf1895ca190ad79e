// The Dividend History template's data: every dividend record, newest first, and the
// current rates derived from the latest ones.
import { allNodes } from "@/lib/cms/all-nodes";
import { pageTemplate } from "@/templates/shared/page-template";
import { recordTags } from "@/lib/cms/record-tags";
import type { TemplateLoader } from "@/templates/shared/types";
import type { DividendHistoryProps } from "./DividendHistory";
import { currentRates, newestFirst } from "@/lib/dividends/dividends";
import { DIVIDENDS_QUERY } from "@/lib/dividends/query";
import { toDividend } from "@/lib/dividends/records";
import { dividendRow, ratesView } from "@/lib/dividends/view";
import { templateStrings } from "@/lib/i18n/templates";

export const loadDividendHistory: TemplateLoader<DividendHistoryProps> = pageTemplate(
  async ({ cms, locale }) => {
    const records = await allNodes(
      cms,
      DIVIDENDS_QUERY,
      (data) => data.dividends,
      recordTags("dividend"),
    );
    const dividends = newestFirst(records.flatMap(toDividend));
    return {
      rates: ratesView(currentRates(dividends), locale),
      dividends: dividends.map((dividend) => dividendRow(dividend, locale)),
      text: templateStrings("dividendHistory", locale),
    };
  },
);

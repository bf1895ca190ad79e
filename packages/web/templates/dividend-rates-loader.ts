// The current dividend rates, from the latest dividend records: the front page's investor
// snapshot and the page builder's dividend-rates blocks show them, so no page states a rate
// the records do not.
import type { CmsSession } from "@/lib/cms/reader";
import { LATEST_DIVIDENDS_QUERY } from "@/lib/graphql/dividends-query";
import { currentRates } from "@/lib/investors/dividends";
import { toDividend } from "./dividend-history-loader";
import { ratesView, type RatesView } from "./dividend-view";
import { recordTags } from "./record-tags";

export async function loadCurrentRates(cms: CmsSession): Promise<RatesView | null> {
  const { data } = await cms.query(LATEST_DIVIDENDS_QUERY, {}, { tags: recordTags("dividend") });
  return ratesView(currentRates((data?.dividends?.nodes ?? []).flatMap(toDividend)));
}

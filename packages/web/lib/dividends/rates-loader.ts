// The current dividend rates, from the latest dividend records: the front page's investor
// snapshot and the page builder's dividend-rates blocks show them, so no page states a rate
// the records do not.
import type { CmsSession } from "@/lib/cms/reader";
import { recordTags } from "@/lib/cms/record-tags";
import { currentRates } from "./dividends";
import { LATEST_DIVIDENDS_QUERY } from "./query";
import { toDividend } from "./records";
import { ratesView, type RatesView } from "./view";
import type { Locale } from "../i18n/locale";

export async function loadCurrentRates(cms: CmsSession, locale: Locale): Promise<RatesView | null> {
  const { data } = await cms.query(LATEST_DIVIDENDS_QUERY, {}, { tags: recordTags("dividend") });
  return ratesView(currentRates((data?.dividends?.nodes ?? []).flatMap(toDividend)), locale);
}

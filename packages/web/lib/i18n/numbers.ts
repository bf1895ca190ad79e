// Numbers a component words in the browser too (hydration), so without Intl: a page's first Intl
// formatter costs a phone about 100 ms of main thread (lib/dates.ts). The rest of the site's
// formatting is the server's (format.ts).
import type { Locale } from "./locale";

/** A whole number grouped by thousands as Intl does: "12,345"; "12 345" (a non-breaking space). */
export function groupedWhole(whole: number, locale: Locale): string {
  const separator = locale === "fr" ? "\u00a0" : ",";
  return String(whole).replace(/\B(?=(\d{3})+$)/g, separator);
}

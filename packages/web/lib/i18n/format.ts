// Dates, times, money, percentages and counts as each language writes them (issue 42): Intl in
// en-CA and fr-CA, with what Quebec's usage (the OQLF's) asks and ICU does not do: "1er" for
// the first of a month, "8 h" and "13 h 30" for times, a non-breaking space inside a time.
//
// The instants given here are site time read as UTC (lib/dates.ts): a formatter shows them as
// written, never shifted by a server's or a visitor's zone. Formatters are made once per
// language and form: making one costs about as much as rendering a list of press releases.
import { INTL_LOCALE, type Locale } from "./locale";

const NBSP = "\u00a0";

const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

/** The formatter `make` makes for `key`, made the first time it is asked for. */
function once<Format extends Intl.DateTimeFormat | Intl.NumberFormat>(
  key: string,
  make: () => Format,
): Format {
  let format = made.get(key) as Format | undefined;
  if (!format) made.set(key, (format = make()));
  return format;
}

const dateFormat = (locale: Locale, options: Intl.DateTimeFormatOptions) =>
  once(
    `date:${locale}:${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(INTL_LOCALE[locale], options),
  );

const numberFormat = (locale: Locale, options: Intl.NumberFormatOptions) =>
  once(
    `number:${locale}:${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(INTL_LOCALE[locale], options),
  );

/** French writes the first of a month as an ordinal: "1er janvier", "1er janv.". */
function withFrenchOrdinal(format: Intl.DateTimeFormat, date: Date): string {
  return format
    .formatToParts(date)
    .map((part) => (part.type === "day" && part.value === "1" ? "1er" : part.value))
    .join("");
}

function dateIn(locale: Locale, dateStyle: "long" | "medium", date: Date): string {
  const format = dateFormat(locale, { dateStyle, timeZone: "UTC" });
  return locale === "fr" ? withFrenchOrdinal(format, date) : format.format(date);
}

/** "January 14, 2027"; "14 janvier 2027", "1er janvier 2027". */
export const longDate = (date: Date, locale: Locale): string => dateIn(locale, "long", date);

/** "Jan 14, 2027"; "14 janv. 2027". */
export const shortDate = (date: Date, locale: Locale): string => dateIn(locale, "medium", date);

/** "8 h", "13 h 30": the hour, and the minutes only when there are some. */
function frenchTime(date: Date): string {
  const parts = dateFormat("fr", {
    hour: "numeric",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "UTC",
  }).formatToParts(date);
  const hour = parts.find((part) => part.type === "hour")?.value ?? "";
  const minute = parts.find((part) => part.type === "minute")?.value ?? "00";
  return minute === "00" ? `${hour}${NBSP}h` : `${hour}${NBSP}h${NBSP}${minute}`;
}

/** "January 14, 2027 at 8:00 a.m."; "14 janvier 2027 à 8 h". */
export function dateTime(date: Date, locale: Locale): string {
  if (locale === "fr") return `${longDate(date, "fr")} à ${frenchTime(date)}`;
  return dateFormat("en", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(date);
}

/** French elides "de" before a vowel: "heure d'Edmonton", "heure de Toronto". */
const elidedDe = (word: string) => (/^[aeiouyéèêh]/i.test(word) ? `d’${word}` : `de ${word}`);

/** "America/Toronto" -> "Toronto time", "heure de Toronto": a time's zone, named by its city. */
export function timeZoneLabel(timeZone: string, locale: Locale): string {
  const city = timeZone.split("/").at(-1)?.replace(/_/g, " ");
  if (!city || city === timeZone) return timeZone;
  return locale === "fr" ? `heure ${elidedDe(city)}` : `${city} time`;
}

/** The zone's short name at `instant` as readers know it: "EST", "EDT"; "HNE", "HAE". */
export function zoneAbbreviation(instant: Date, timeZone: string, locale: Locale): string {
  return (
    dateFormat(locale, { timeZone, timeZoneName: "short" })
      .formatToParts(instant)
      .find((part) => part.type === "timeZoneName")?.value ?? ""
  );
}

/** Canadian dollars with every decimal given, at least cents: "$0.02875"; "0,02875 $". */
export function dollars(amount: number, locale: Locale): string {
  return numberFormat(locale, {
    style: "currency",
    currency: "CAD",
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: 2,
    maximumFractionDigits: 6,
  }).format(amount);
}

/** A share as a percentage, to two decimals at most: "4.25%"; "4,25 %". */
export function percent(share: number, locale: Locale): string {
  return numberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(share);
}

// CMS dates are site time without a zone ("2025-01-14T07:00:00"): shown as written, never
// shifted by the server's or the visitor's time zone. Formatters are made once: making one
// costs about as much as rendering a list of press releases (lib/i18n/format.ts makes them,
// per language: English unless a page says French).
//
// Dates are formatted on the server only (loaders turn them into ShownDate): the browser
// never formats one, so it never pays for ICU's set-up (the first Intl formatter a page makes
// costs a phone about 100 ms of main thread), and hydration cannot meet a date worded
// differently by the browser's ICU. Components import only the ShownDate type from here.

import {
  dateTime,
  longDate,
  shortDate,
  timeZoneLabel as zoneLabel,
  zoneAbbreviation as zoneName,
} from "./i18n/format";
import type { Locale } from "./i18n/locale";

/** A date as a page shows it: the machine-readable value for `<time dateTime>`, and its text. */
export interface ShownDate {
  iso: string;
  text: string;
}

/** A CMS site time ("2025-01-14T07:00:00", or with a space) read as written: UTC stands for it. */
function siteInstant(siteTime: string): Date {
  return new Date(`${siteTime.slice(0, 19).replace(" ", "T")}Z`);
}

const valid = (date: Date) => !Number.isNaN(date.getTime());

/** A site-time date, long: "January 14, 2025"; "14 janvier 2025". */
export function formatSiteDate(siteTime: string, locale: Locale): string {
  const date = siteInstant(siteTime);
  return valid(date) ? longDate(date, locale) : siteTime;
}

/** The machine-readable form for <time dateTime>. */
export function isoDate(siteTime: string): string {
  return siteTime.slice(0, 10);
}

/** A site-time date shown long: "January 14, 2025". */
export const shownSiteDate = (siteTime: string, locale: Locale): ShownDate => ({
  iso: isoDate(siteTime),
  text: formatSiteDate(siteTime, locale),
});

/** A calendar date (Y-m-d, as ACF's date pickers give it) in its short form: "Jan 11, 2024". */
export function formatShortDate(ymd: string, locale: Locale): string {
  const date = new Date(`${ymd.slice(0, 10)}T00:00:00Z`);
  return valid(date) ? shortDate(date, locale) : ymd;
}

export const shownShortDate = (ymd: string, locale: Locale): ShownDate => ({
  iso: ymd.slice(0, 10),
  text: formatShortDate(ymd, locale),
});

/**
 * A site-time moment (Y-m-d H:i:s, or with a T): "January 14, 2025 at 8:00 a.m.";
 * "14 janvier 2025 à 8 h".
 */
export function formatSiteDateTime(siteTime: string, locale: Locale): string {
  const date = siteInstant(siteTime);
  return valid(date) ? dateTime(date, locale) : siteTime;
}

export const shownSiteDateTime = (siteTime: string, locale: Locale): ShownDate => ({
  iso: siteTime.slice(0, 19).replace(" ", "T"),
  text: formatSiteDateTime(siteTime, locale),
});

/** "America/Toronto" -> "Toronto time" ("heure de Toronto"): the site's zone beside a time. */
export const timeZoneLabel = (timeZone: string, locale: Locale): string =>
  zoneLabel(timeZone, locale);

/** The zone's name at `instant` as readers know it: "EST" in winter, "EDT" in summer. */
export const zoneAbbreviation = (instant: Date, timeZone: string, locale: Locale): string =>
  zoneName(instant, timeZone, locale);

// CMS dates are site time without a zone ("2025-01-14T07:00:00"): shown as written, never
// shifted by the server's or the visitor's time zone. Formatters are made once: making one
// costs about as much as rendering a list of press releases.
//
// Dates are formatted on the server only (loaders turn them into ShownDate): the browser
// never formats one, so it never pays for ICU's set-up (the first Intl formatter a page makes
// costs a phone about 100 ms of main thread), and hydration cannot meet a date worded
// differently by the browser's ICU. Components import only the ShownDate type from here.

/** A date as a page shows it: the machine-readable value for `<time dateTime>`, and its text. */
export interface ShownDate {
  iso: string;
  text: string;
}

const LONG_DATE = new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" });

export function formatSiteDate(siteTime: string): string {
  const date = new Date(`${siteTime.slice(0, 19)}Z`);
  return Number.isNaN(date.getTime()) ? siteTime : LONG_DATE.format(date);
}

/** The machine-readable form for <time dateTime>. */
export function isoDate(siteTime: string): string {
  return siteTime.slice(0, 10);
}

/** A site-time date shown long: "January 14, 2025". */
export const shownSiteDate = (siteTime: string): ShownDate => ({
  iso: isoDate(siteTime),
  text: formatSiteDate(siteTime),
});

const SHORT_DATE = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeZone: "UTC" });

/** A calendar date (Y-m-d, as ACF's date pickers give it) in its short form: "Jan 11, 2024". */
export function formatShortDate(ymd: string): string {
  const date = new Date(`${ymd.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? ymd : SHORT_DATE.format(date);
}

export const shownShortDate = (ymd: string): ShownDate => ({
  iso: ymd.slice(0, 10),
  text: formatShortDate(ymd),
});

const SITE_TIME = new Intl.DateTimeFormat("en-CA", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "UTC",
});

/** A site-time moment (Y-m-d H:i:s, or with a T) as "January 14, 2025 at 8:00 a.m.". */
export function formatSiteDateTime(siteTime: string): string {
  const date = new Date(`${siteTime.slice(0, 19).replace(" ", "T")}Z`);
  return Number.isNaN(date.getTime()) ? siteTime : SITE_TIME.format(date);
}

export const shownSiteDateTime = (siteTime: string): ShownDate => ({
  iso: siteTime.slice(0, 19).replace(" ", "T"),
  text: formatSiteDateTime(siteTime),
});

/** "America/Toronto" -> "Toronto time": how the site names its time zone beside a time. */
export function timeZoneLabel(timeZone: string): string {
  const city = timeZone.split("/").at(-1)?.replace(/_/g, " ");
  return city && city !== timeZone ? `${city} time` : timeZone;
}

/** One formatter per time zone: the zone's short name at an instant. */
const zoneNames = new Map<string, Intl.DateTimeFormat>();

/** The zone's name at `instant` as readers know it: "EST" in winter, "EDT" in summer. */
export function zoneAbbreviation(instant: Date, timeZone: string): string {
  let format = zoneNames.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, timeZoneName: "short" });
    zoneNames.set(timeZone, format);
  }
  return format.formatToParts(instant).find((part) => part.type === "timeZoneName")?.value ?? "";
}

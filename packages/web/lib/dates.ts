// CMS dates are site time without a zone ("2025-01-14T07:00:00"): shown as written, never
// shifted by the server's or the visitor's time zone. Formatters are made once: making one
// costs about as much as rendering a list of press releases.

const LONG_DATE = new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" });

export function formatSiteDate(siteTime: string): string {
  const date = new Date(`${siteTime.slice(0, 19)}Z`);
  return Number.isNaN(date.getTime()) ? siteTime : LONG_DATE.format(date);
}

/** The machine-readable form for <time dateTime>. */
export function isoDate(siteTime: string): string {
  return siteTime.slice(0, 10);
}

const SHORT_DATE = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeZone: "UTC" });

/** A calendar date (Y-m-d, as ACF's date pickers give it) in its short form: "Jan 11, 2024". */
export function formatShortDate(ymd: string): string {
  const date = new Date(`${ymd.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? ymd : SHORT_DATE.format(date);
}

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

/** "America/Toronto" -> "Toronto time": how the site names its time zone beside a time. */
export function timeZoneLabel(timeZone: string): string {
  const city = timeZone.split("/").at(-1)?.replace(/_/g, " ");
  return city && city !== timeZone ? `${city} time` : timeZone;
}

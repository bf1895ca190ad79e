// CMS dates are site time without a zone ("2025-01-14T07:00:00"): shown as written, never
// shifted by the server's or the visitor's time zone.

export function formatSiteDate(siteTime: string): string {
  const date = new Date(`${siteTime.slice(0, 19)}Z`);
  if (Number.isNaN(date.getTime())) return siteTime;
  return new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" }).format(date);
}

/** The machine-readable form for <time dateTime>. */
export function isoDate(siteTime: string): string {
  return siteTime.slice(0, 10);
}

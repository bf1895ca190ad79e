// WordPress keeps post dates in site time and in GMT; the seed files hold site time. The site
// reads the same clock (@corus/site-rules/site-time), so both place a date at the same instant,
// including one in the hour a daylight-saving change skips (as PHP does, after the gap).
import { siteInstant } from "@corus/site-rules/site-time";

/** "2025-01-14T07:00:00" in America/Toronto -> "2025-01-14T12:00:00". */
export function siteTimeToGmt(siteTime: string, timeZone: string): string {
  return siteInstant(siteTime, timeZone).toISOString().slice(0, 19);
}

// WordPress keeps post dates in site time and in GMT; the seed files hold site time.

/** "2025-01-14T07:00:00" in America/Toronto -> "2025-01-14T12:00:00". */
export function siteTimeToGmt(siteTime: string, timeZone: string): string {
  const asIfUtc = new Date(`${siteTime}Z`);
  const offsetMinutes = zoneOffsetMinutes(asIfUtc, timeZone);
  // The offset is read at the UTC reading of the same wall time; near a DST change a
  // second reading at the corrected instant gives the right offset.
  const corrected = zoneOffsetMinutes(
    new Date(asIfUtc.getTime() - offsetMinutes * 60_000),
    timeZone,
  );
  return new Date(asIfUtc.getTime() - corrected * 60_000).toISOString().slice(0, 19);
}

function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wallAsUtc = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return Math.round((wallAsUtc - instant.getTime()) / 60_000);
}

// The company's clock: an instant read as the wall clock of the CMS's time zone (WordPress's
// site time). Events, the current fiscal year and the footer's year all go by it, so a date
// never flips at midnight UTC, hours before it does in Toronto.

/** One formatter per time zone: making one costs far more than using it. */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/** The wall-clock time of an instant in a time zone, as Y-m-d H:i:s. */
export function wallTime(instant: Date, timeZone: string): string {
  const parts = wallClock(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? "00";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}:${part("second")}`;
}

/**
 * The calendar day of an instant in a time zone, as a Date at midnight UTC: the form the
 * date rules (lib/rules) read, which take a date's UTC fields as the calendar's.
 */
export function wallDate(instant: Date, timeZone: string): Date {
  return new Date(`${wallTime(instant, timeZone).slice(0, 10)}T00:00:00Z`);
}

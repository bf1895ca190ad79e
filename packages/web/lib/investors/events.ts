// Investor events split into upcoming and past against a clock the caller passes in (the
// server's, or a fixed one in tests). Event times are site time (the CMS's time zone), so
// the clock is read in that zone before comparing.

export interface InvestorEvent {
  id: number;
  title: string;
  /** Y-m-d H:i:s in the site's time zone. */
  start: string;
}

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

/** Upcoming events soonest first; events that have started, newest first. */
export function splitEvents<T extends InvestorEvent>(
  events: readonly T[],
  now: Date,
  timeZone: string,
): { upcoming: T[]; past: T[] } {
  const present = wallTime(now, timeZone);
  const upcoming = events.filter((event) => event.start > present);
  const past = events.filter((event) => event.start <= present);
  return {
    upcoming: upcoming.sort((a, b) => a.start.localeCompare(b.start)),
    past: past.sort((a, b) => b.start.localeCompare(a.start)),
  };
}

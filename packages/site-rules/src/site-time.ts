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

/**
 * The last second read in each time zone, and its wall time: every page reads the clock, and
 * under load most requests of a second read the same one (formatting is the costly part).
 */
const lastReads = new Map<string, { second: number; wall: string }>();

/** The wall-clock time of an instant in a time zone, as Y-m-d H:i:s. */
export function wallTime(instant: Date, timeZone: string): string {
  const second = Math.floor(instant.getTime() / 1000);
  const last = lastReads.get(timeZone);
  if (last?.second === second) return last.wall;
  const parts = wallClock(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? "00";
  const wall = `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}:${part("second")}`;
  lastReads.set(timeZone, { second, wall });
  return wall;
}

/**
 * The calendar day of an instant in a time zone, as a Date at midnight UTC: the form the
 * site's date rules read, which take a date's UTC fields as the calendar's.
 */
export function wallDate(instant: Date, timeZone: string): Date {
  return new Date(`${wallTime(instant, timeZone).slice(0, 10)}T00:00:00Z`);
}

/**
 * The instant a wall-clock time (Y-m-d H:i:s, or with a T) names in a time zone. A time the
 * zone skips (the spring-forward hour) is read with the offset before the change, so it lands
 * after the gap (02:30 on a spring-forward day is 03:30); a time the zone repeats (the
 * fall-back hour) is its first occurrence.
 */
export function siteInstant(wall: string, timeZone: string): Date {
  const key = `${timeZone} ${wall}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    // A bound, not an eviction order: the times asked for are few (year ends, event starts).
    if (instants.size >= MAX_INSTANTS) instants.clear();
    instants.set(key, (instant = instantOf(wall, timeZone)));
  }
  return new Date(instant);
}

/** The instants of wall times already read (each costs four reads of the zone's clock). */
const instants = new Map<string, number>();
const MAX_INSTANTS = 1000;

function instantOf(wall: string, timeZone: string): number {
  const asUtc = Date.parse(`${wall.slice(0, 19).replace(" ", "T")}Z`);
  if (Number.isNaN(asUtc)) throw new RangeError(`Not a wall-clock time: ${wall}`);
  const offsetAt = (instant: number) =>
    Date.parse(`${wallTime(new Date(instant), timeZone).replace(" ", "T")}Z`) - instant;
  // The zone's offsets a day either side: the one in force at `wall` is one of them.
  const candidates = [offsetAt(asUtc - 86_400_000), offsetAt(asUtc + 86_400_000)]
    .map((offset) => asUtc - offset)
    .filter((instant) => offsetAt(instant) === asUtc - instant);
  // None reads back as `wall` in the skipped hour: the offset before the change places it.
  return candidates.length > 0 ? Math.min(...candidates) : asUtc - offsetAt(asUtc - 86_400_000);
}

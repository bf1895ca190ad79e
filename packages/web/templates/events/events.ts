// Investor events split into upcoming and past against a clock the caller passes in (the
// server's, or a fixed one in tests). Event times are site time (the CMS's time zone): each is
// read as an instant in that zone, so the split holds across daylight-saving changes.
//
// The content model has a start and no end. An event whose start is midnight has no time of
// day (the date-time picker always holds one; midnight is how an editor enters "that day"):
// it is upcoming until its day ends. Any other event is upcoming until it starts.
import { siteInstant } from "@corus/site-rules/site-time";

export interface InvestorEvent {
  id: number;
  title: string;
  /** Y-m-d H:i:s in the site's time zone. */
  start: string;
}

/** Whether the event has no time of day: a start at midnight, site time. */
export function isAllDay(event: Pick<InvestorEvent, "start">): boolean {
  return event.start.slice(11, 19) === "00:00:00";
}

/** The calendar day after a Y-m-d date, as Y-m-d. */
export function nextDay(ymd: string): string {
  const day = new Date(`${ymd.slice(0, 10)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The instant the event moves from upcoming to past: its start, or the end of its day. */
export function turnsPastAt(event: Pick<InvestorEvent, "start">, timeZone: string): Date {
  return isAllDay(event)
    ? siteInstant(`${nextDay(event.start)} 00:00:00`, timeZone)
    : siteInstant(event.start, timeZone);
}

/**
 * Upcoming events soonest first; events that have started (or whose day is over), newest
 * first; and when the split next changes (the first upcoming event's turn), or null.
 */
export function splitEvents<T extends InvestorEvent>(
  events: readonly T[],
  now: Date,
  timeZone: string,
): { upcoming: T[]; past: T[]; nextChange: Date | null } {
  const timed = events.map((event) => ({ event, turns: turnsPastAt(event, timeZone).getTime() }));
  const upcoming = timed.filter(({ turns }) => turns > now.getTime());
  const past = timed.filter(({ turns }) => turns <= now.getTime());
  const soonest = Math.min(...upcoming.map(({ turns }) => turns));
  return {
    upcoming: upcoming.map(({ event }) => event).sort((a, b) => a.start.localeCompare(b.start)),
    past: past.map(({ event }) => event).sort((a, b) => b.start.localeCompare(a.start)),
    nextChange: Number.isFinite(soonest) ? new Date(soonest) : null,
  };
}

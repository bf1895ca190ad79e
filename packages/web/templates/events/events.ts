// Investor events split into upcoming and past against a clock the caller passes in (the
// server's, or a fixed one in tests). Event times are site time (the CMS's time zone), so
// the clock is read in that zone before comparing.
import { wallTime } from "@/lib/site-time";

export interface InvestorEvent {
  id: number;
  title: string;
  /** Y-m-d H:i:s in the site's time zone. */
  start: string;
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

// An investor event as an iCalendar file (RFC 5545), for the "Add to calendar" link: written
// by ical-generator. The UID is the event's database id on the site's host, so a calendar that
// imports the file again after the event has moved updates the one it has; DTSTAMP is when the
// CMS last changed the event and SEQUENCE counts the minutes since it was published, so a
// later version always supersedes an earlier one and the same version is the same bytes.
// Times are in UTC; an event without a time of day is a DATE (the whole day); an event
// without an end has none (RFC 5545: it ends as it starts), as the CMS holds no end.
import ical, { ICalCalendarMethod } from "ical-generator";
import { siteInstant } from "@corus/site-rules/site-time";
import { isAllDay } from "./events";
import { fill } from "@/lib/i18n/fill";
import { languageCode, type Locale } from "@/lib/i18n/locale";
import { templateStrings } from "@/lib/i18n/templates";
import type { InvestorEventRecord } from "./record";

export interface CalendarContext {
  siteName: string;
  /** The site's public origin: the UID's host. */
  siteOrigin: string;
  /** The CMS's time zone, in which the event's start is written. */
  timeZone: string;
  /** The DTSTAMP when the CMS gives no modified date. */
  now: Date;
  /** The event's language: the file's own words, and its LANGUAGE. */
  locale: Locale;
}

const MINUTE_MS = 60_000;

export function eventCalendar(event: InvestorEventRecord, context: CalendarContext): string {
  const allDay = isAllDay(event);
  const stamp = new Date(event.modified ?? event.published ?? context.now);
  const published = event.published ? Date.parse(event.published) : stamp.getTime();
  const words = templateStrings("events", context.locale);
  const calendar = ical({
    prodId: {
      company: context.siteName,
      product: words.calendarProduct,
      language: languageCode(context.locale),
    },
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: `investor-event-${event.id}@${new URL(context.siteOrigin).host}`,
    stamp,
    sequence: Math.max(0, Math.floor((stamp.getTime() - published) / MINUTE_MS)),
    start: allDay
      ? new Date(`${event.start.slice(0, 10)}T00:00:00Z`)
      : siteInstant(event.start, context.timeZone),
    allDay,
    summary: event.title,
    description: [
      event.description,
      event.webcastUrl && fill(words.calendarWebcast, { url: event.webcastUrl }),
    ]
      .filter(Boolean)
      .join("\n\n"),
    location: event.location ?? event.webcastUrl,
    url: event.webcastUrl,
  });
  return calendar.toString();
}

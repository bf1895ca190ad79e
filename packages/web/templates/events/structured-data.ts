// Upcoming investor events as schema.org Events in the page's JSON-LD, with what search
// engines require of an event (name, startDate, location) and recommend (description,
// eventStatus, eventAttendanceMode, organizer; endDate only when known, and the CMS holds
// none). A results call is online; an event with a live webcast is mixed (its place and the
// webcast); any other takes place where its location says. An online event needs an address
// to attend at: the webcast's, else the events page, which gives it when it is announced.
// Start dates carry Toronto's offset of that day; an event without a time of day is a date.
import type { JsonLd } from "@/lib/structured-data/json-ld";
import { siteInstant, wallTime } from "@corus/site-rules/site-time";
import { isAllDay } from "./events";
import type { InvestorEventRecord } from "./record";

export interface EventDataContext {
  /** The events page's absolute URL. */
  pageUrl: string;
  siteOrigin: string;
  organizationName: string;
  timeZone: string;
}

/** Site time as ISO 8601 with the zone's offset at that moment: 2027-01-14T08:00:00-05:00. */
export function isoWithOffset(siteTime: string, timeZone: string): string {
  const instant = siteInstant(siteTime, timeZone);
  const wall = wallTime(instant, timeZone);
  const offsetMinutes = Math.round(
    (Date.parse(`${wall.replace(" ", "T")}Z`) - instant.getTime()) / 60_000,
  );
  const sign = offsetMinutes < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, "0");
  return `${wall.replace(" ", "T")}${sign}${hours}:${minutes}`;
}

type EventFacts = Pick<
  InvestorEventRecord,
  "id" | "title" | "start" | "eventType" | "location" | "description" | "webcastUrl"
>;

export function eventData(event: EventFacts, context: EventDataContext): JsonLd {
  const virtual = {
    "@type": "VirtualLocation",
    url: event.webcastUrl ?? context.pageUrl,
  };
  const place = event.location && {
    "@type": "Place",
    name: event.location,
    address: event.location,
  };
  const online = event.eventType === "earnings_call" || !place;
  const mode = online ? "Online" : event.webcastUrl ? "Mixed" : "Offline";
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    "@id": `${context.pageUrl}#event-${event.id}`,
    name: event.title,
    url: `${context.pageUrl}#event-${event.id}`,
    startDate: isAllDay(event)
      ? event.start.slice(0, 10)
      : isoWithOffset(event.start, context.timeZone),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: `https://schema.org/${mode}EventAttendanceMode`,
    location: mode === "Online" ? virtual : mode === "Mixed" ? [place, virtual] : place,
    ...(event.description ? { description: event.description } : {}),
    organizer: {
      "@type": "Organization",
      "@id": `${context.siteOrigin}/#organization`,
      name: context.organizationName,
      url: `${context.siteOrigin}/`,
    },
  };
}

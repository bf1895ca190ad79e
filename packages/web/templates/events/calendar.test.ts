// The calendar files, read back by ical.js (a parser from the npm registry): valid RFC 5545,
// with a stable UID, DTSTAMP, the start in UTC (or a date for an event without a time of day),
// a location or the webcast, and a description; a moved event supersedes its earlier file.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { eventCalendar } from "./calendar";
import { calendarPath, eventIdOfFile } from "./calendar-file";
import type { InvestorEventRecord } from "./record";

const CONTEXT = {
  siteName: "Corus Entertainment",
  siteOrigin: "https://www.example.com",
  timeZone: "America/Toronto",
  now: new Date("2026-11-27T12:00:00Z"),
  locale: "en" as const,
};

const CALL: InvestorEventRecord = {
  id: 2806,
  title: "First quarter fiscal 2027 results conference call",
  start: "2027-01-14 08:00:00",
  eventType: "earnings_call",
  location: "Conference call and webcast",
  description: "Management will discuss results for the quarter, and take questions.",
  webcastUrl: "https://webcasts.example.com/corus/q1-2027/",
  webcast: null,
  audio: null,
  slides: null,
  published: "2026-11-18T14:00:00Z",
  modified: "2026-11-18T14:00:00Z",
};

/** The one VEVENT of a file, as ical.js reads it (it throws on what is not iCalendar). */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe("vcalendar");
  expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
  expect(calendar.getFirstPropertyValue("prodid")).toBeTruthy();
  const events = calendar.getAllSubcomponents("vevent");
  expect(events).toHaveLength(1);
  return { calendar, vevent: events[0]!, event: new ICAL.Event(events[0]!) };
}

describe("eventCalendar", () => {
  it("writes a valid VEVENT with every field a calendar needs, the start in UTC", () => {
    const text = eventCalendar(CALL, CONTEXT);
    expect(text).toMatch(/\r\n/);
    const { calendar, vevent, event } = parsed(text);
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(event.uid).toBe("investor-event-2806@www.example.com");
    expect(event.summary).toBe(CALL.title);
    expect(String(vevent.getFirstPropertyValue("dtstamp"))).toBe("2026-11-18T14:00:00Z");
    // 08:00 in Toronto in January (EST, UTC-5) is 13:00 UTC.
    expect(event.startDate.isDate).toBe(false);
    expect(event.startDate.zone?.tzid).toBe("UTC");
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-01-14T13:00:00.000Z");
    expect(event.location).toBe("Conference call and webcast");
    expect(event.description).toContain("Management will discuss results");
    expect(event.description).toContain(
      "Live webcast: https://webcasts.example.com/corus/q1-2027/",
    );
    expect(vevent.getFirstPropertyValue("url")).toBe("https://webcasts.example.com/corus/q1-2027/");
    // No end in the CMS: none is made up (RFC 5545: it ends as it starts).
    expect(vevent.hasProperty("dtend")).toBe(false);
    expect(vevent.hasProperty("duration")).toBe(false);
  });

  it("reads a summer start with daylight time (EDT, UTC-4)", () => {
    const { event } = parsed(eventCalendar({ ...CALL, start: "2027-07-14 08:00:00" }, CONTEXT));
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-07-14T12:00:00.000Z");
  });

  it("makes an event without a time of day a whole day (a DATE)", () => {
    const { event } = parsed(eventCalendar({ ...CALL, start: "2027-02-10 00:00:00" }, CONTEXT));
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe("2027-02-10");
  });

  it("keeps the UID of an event moved after publishing, and supersedes the earlier file", () => {
    const first = parsed(eventCalendar(CALL, CONTEXT));
    const moved = parsed(
      eventCalendar(
        { ...CALL, start: "2027-01-15 09:30:00", modified: "2026-12-02T15:12:00Z" },
        CONTEXT,
      ),
    );
    expect(moved.event.uid).toBe(first.event.uid);
    expect(moved.event.sequence).toBeGreaterThan(first.event.sequence);
    expect(first.event.sequence).toBe(0);
    expect(moved.event.startDate.toJSDate().toISOString()).toBe("2027-01-15T14:30:00.000Z");
    expect(String(moved.vevent.getFirstPropertyValue("dtstamp"))).toBe("2026-12-02T15:12:00Z");
  });

  it("gives the webcast as the location of an event without one, and is the same bytes again", () => {
    const online = { ...CALL, location: null, description: null };
    const { event } = parsed(eventCalendar(online, CONTEXT));
    expect(event.location).toBe("https://webcasts.example.com/corus/q1-2027/");
    expect(eventCalendar(online, CONTEXT)).toBe(eventCalendar(online, CONTEXT));
  });
});

describe("calendar file names", () => {
  it("round-trips an event id, and refuses anything else", () => {
    expect(calendarPath(2806)).toBe("/calendar/investor-event-2806.ics");
    expect(eventIdOfFile("investor-event-2806.ics")).toBe(2806);
    for (const name of ["investor-event-0.ics", "investor-event-12.ics.exe", "x.ics", "2806"]) {
      expect(eventIdOfFile(name), name).toBeNull();
    }
  });

  it("says its own words in the event's language, and names it", () => {
    const text = eventCalendar(CALL, { ...CONTEXT, locale: "fr" });
    const { calendar, event } = parsed(text);
    expect(String(calendar.getFirstPropertyValue("prodid"))).toMatch(
      /Événements pour les investisseurs\/\/FR$/,
    );
    expect(event.description).toContain(`Webdiffusion en direct\u00a0: ${CALL.webcastUrl}`);
    expect(text).not.toContain("Live webcast");
  });
});

import { describe, expect, it } from "vitest";
import { eventData, isoWithOffset } from "./structured-data";

const CONTEXT = {
  pageUrl: "https://www.example.com/investor-relations/events-and-presentations/",
  siteOrigin: "https://www.example.com",
  organizationName: "Corus Entertainment",
  timeZone: "America/Toronto",
};
const CALL = {
  id: 2806,
  title: "First quarter fiscal 2027 results conference call",
  start: "2027-01-14 08:00:00",
  eventType: "earnings_call",
  location: "Conference call and webcast",
  description: "Management will discuss results.",
  webcastUrl: "https://webcasts.example.com/corus/q1-2027/",
};
const MEETING = {
  id: 2807,
  title: "2027 Annual Meeting of Shareholders",
  start: "2027-06-21 10:00:00",
  eventType: "annual_meeting",
  location: "Toronto, and by live audio webcast",
  description: null,
  webcastUrl: null,
};

describe("isoWithOffset", () => {
  it.each([
    ["2027-01-14 08:00:00", "2027-01-14T08:00:00-05:00"],
    ["2027-07-14 08:00:00", "2027-07-14T08:00:00-04:00"],
    // Either side of the spring-forward and fall-back changes.
    ["2027-03-14 01:59:00", "2027-03-14T01:59:00-05:00"],
    ["2027-03-14 03:00:00", "2027-03-14T03:00:00-04:00"],
    ["2027-11-07 00:30:00", "2027-11-07T00:30:00-04:00"],
    ["2027-11-07 02:30:00", "2027-11-07T02:30:00-05:00"],
  ])("%s in Toronto is %s", (wall, iso) => {
    expect(isoWithOffset(wall, "America/Toronto")).toBe(iso);
  });
});

describe("eventData", () => {
  it("gives a results call what search engines require, online at its webcast", () => {
    expect(eventData(CALL, CONTEXT)).toEqual({
      "@context": "https://schema.org",
      "@type": "Event",
      "@id": `${CONTEXT.pageUrl}#event-2806`,
      name: CALL.title,
      url: `${CONTEXT.pageUrl}#event-2806`,
      startDate: "2027-01-14T08:00:00-05:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      location: { "@type": "VirtualLocation", url: CALL.webcastUrl },
      description: CALL.description,
      organizer: {
        "@type": "Organization",
        "@id": "https://www.example.com/#organization",
        name: "Corus Entertainment",
        url: "https://www.example.com/",
      },
    });
  });

  it("places a meeting where its location says, mixed when it has a live webcast", () => {
    const offline = eventData(MEETING, CONTEXT);
    expect(offline).toMatchObject({
      startDate: "2027-06-21T10:00:00-04:00",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: { "@type": "Place", name: MEETING.location, address: MEETING.location },
    });
    expect(offline).not.toHaveProperty("description");
    const mixed = eventData(
      { ...MEETING, webcastUrl: "https://webcasts.example.com/agm/" },
      CONTEXT,
    );
    expect(mixed).toMatchObject({
      eventAttendanceMode: "https://schema.org/MixedEventAttendanceMode",
      location: [
        { "@type": "Place", name: MEETING.location },
        { "@type": "VirtualLocation", url: "https://webcasts.example.com/agm/" },
      ],
    });
  });

  it("sends readers of an online event without a webcast yet to the events page", () => {
    expect(eventData({ ...CALL, webcastUrl: null }, CONTEXT).location).toEqual({
      "@type": "VirtualLocation",
      url: CONTEXT.pageUrl,
    });
  });

  it("gives an event without a time of day a date", () => {
    expect(eventData({ ...MEETING, start: "2027-02-10 00:00:00" }, CONTEXT).startDate).toBe(
      "2027-02-10",
    );
  });
});

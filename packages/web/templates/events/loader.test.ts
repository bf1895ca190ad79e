// The Events template against the real content service, the clock fixed: which events are
// upcoming and which past, read in the CMS's time zone, and the links each has.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PageClock } from "@/lib/page-clock";
import { Events } from "./Events";
import { startTestService, type TestService } from "@/templates/test-service";

let test: TestService;
beforeAll(async () => {
  test = await startTestService();
});
afterAll(() => test.close());

describe("events", () => {
  const titles = (events: { title: string }[]) => events.map((event) => event.title);
  const EVENTS_PAGE = "/investor-relations/events-and-presentations/";

  it("splits at the clock, read in the CMS's time zone", async () => {
    // 10:30 in Toronto: the noteholder meeting (10:00) has begun, the shareholder meeting
    // (14:00) has not.
    const props = await test.load("template-events", EVENTS_PAGE, {
      now: new Date("2026-01-21T15:30:00Z"),
    });
    expect(props.timeZoneLabel).toBe("Toronto time");
    expect(titles(props.upcoming)).toEqual([
      "Shareholder meeting on the proposed recapitalization",
      "First quarter fiscal 2027 results conference call",
      "2027 Annual Meeting of Shareholders",
    ]);
    expect(titles(props.past)).toEqual([
      "Noteholder meeting on the proposed recapitalization",
      "Second quarter fiscal 2025 results conference call",
      "2025 Annual Meeting of Shareholders",
      "First quarter fiscal 2025 results conference call",
    ]);
  });

  it("has everything upcoming before the first event and past after the last", async () => {
    const early = await test.load("template-events", EVENTS_PAGE, {
      now: new Date("2024-06-01T12:00:00Z"),
    });
    expect(early.past).toEqual([]);
    const late = await test.load("template-events", EVENTS_PAGE, {
      now: new Date("2028-01-01T12:00:00Z"),
    });
    expect(late.upcoming).toEqual([]);
    expect(late.past[0]).toMatchObject({
      title: "2027 Annual Meeting of Shareholders",
      webcastUrl: null,
    });
  });

  it("gives past events their recordings and upcoming ones their live webcast", async () => {
    const props = await test.load("template-events", EVENTS_PAGE, {
      now: new Date("2026-11-22T12:00:00Z"),
    });
    const q1 = props.past.find((event) => event.title.startsWith("First quarter fiscal 2025"));
    const uploads = `${test.service.url}/wp-content/uploads/documents`;
    expect(q1).toMatchObject({
      webcast: {
        href: `${uploads}/q1-2025-webcast.mp4`,
        className: "link--webcast",
        type: "MP4",
        hint: "MP4 file",
      },
      audio: { href: `${uploads}/q1-2025-conference-call-audio.mp3`, className: "link--audio" },
      slides: {
        href: `${uploads}/q1-2025-conference-call-slides.pptx`,
        className: "link--presentation",
      },
    });
    expect(props.upcoming[0]).toMatchObject({
      start: "2027-01-14 08:00:00",
      webcastUrl: "https://webcasts.example.com/corus/q1-2027/",
    });
  });

  it("never offers a past event's live webcast: its recording, or nothing", async () => {
    const call = "First quarter fiscal 2027 results conference call";
    // The call has begun (8:00 in Toronto): its live webcast, an hour ago the way in, is past.
    const props = await test.load("template-events", EVENTS_PAGE, {
      now: new Date("2027-01-14T14:00:00Z"),
    });
    expect(props.past.find((event) => event.title === call)).toMatchObject({
      webcastUrl: null,
      webcast: null,
      calendarHref: null,
    });
    expect(props.past.every((event) => event.webcastUrl === null)).toBe(true);
    const markup = renderToStaticMarkup(createElement(Events, props));
    expect(markup).not.toContain("Join the live webcast");
    expect(markup).not.toContain("webcasts.example.com");
    // Recordings stay: the earlier calls' webcasts are still offered.
    expect(markup).toContain("Webcast recording");
  });

  it("names the zone of every time, and offers upcoming events' calendar files", async () => {
    const props = await test.load("template-events", EVENTS_PAGE, {
      now: new Date("2026-11-22T12:00:00Z"),
    });
    expect(props.upcoming[0]).toMatchObject({
      when: { iso: "2027-01-14T08:00:00-05:00", text: "January 14, 2027 at 8:00 a.m." },
      zone: "EST",
      calendarHref: "/calendar/investor-event-2806.ics",
    });
    for (const event of [...props.upcoming, ...props.past]) {
      expect(event.zone, event.title).toMatch(/^E[SD]T$/);
    }
    expect(props.past.every((event) => event.calendarHref === null)).toBe(true);
  });

  it("says when the page next changes: the next event's start", async () => {
    const clock = new PageClock(new Date("2026-11-22T12:00:00Z"));
    await test.load("template-events", EVENTS_PAGE, { clock });
    expect(clock.nextChange()?.toISOString()).toBe("2027-01-14T13:00:00.000Z");
  });
});

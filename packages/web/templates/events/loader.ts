// The Events template's data: investor events split into upcoming and past against the
// server's clock, read in the CMS's time zone; each time named with its zone, each upcoming
// event with its calendar file and its live webcast, each past one with its recordings only.
import { shownSiteDate, shownSiteDateTime, timeZoneLabel, zoneAbbreviation } from "@/lib/dates";
import { allNodes } from "@/lib/cms/all-nodes";
import { fileLinkView } from "@/lib/content/file-link-view";
import { languageCode, type Locale } from "@/lib/i18n/locale";
import { templateStrings } from "@/lib/i18n/templates";
import { siteInstant } from "@corus/site-rules/site-time";
import { pageTemplate } from "@/templates/shared/page-template";
import { recordTags } from "@/lib/cms/record-tags";
import type { TemplateLoader } from "@/templates/shared/types";
import { calendarPath } from "./calendar-file";
import type { EventsProps, EventView } from "./Events";
import { isAllDay, splitEvents } from "./events";
import { INVESTOR_EVENTS_QUERY } from "./query";
import { toInvestorEvent, type InvestorEventRecord } from "./record";
import { isoWithOffset } from "./structured-data";

function eventView(
  event: InvestorEventRecord,
  timeZone: string,
  upcoming: boolean,
  locale: Locale,
): EventView {
  const allDay = isAllDay(event);
  const { fileHint } = templateStrings("events", locale);
  const file = (href: string | null) => (href ? fileLinkView(href, fileHint) : null);
  return {
    ...event,
    webcast: file(event.webcast),
    audio: file(event.audio),
    slides: file(event.slides),
    when: allDay
      ? shownSiteDate(event.start, locale)
      : { ...shownSiteDateTime(event.start, locale), iso: isoWithOffset(event.start, timeZone) },
    zone: allDay ? null : zoneAbbreviation(siteInstant(event.start, timeZone), timeZone, locale),
    calendarHref: upcoming ? calendarPath(event.id) : null,
    // The live webcast is for joining before and as the event starts: once past, the
    // recording (or nothing) is what there is to offer.
    webcastUrl: upcoming ? event.webcastUrl : null,
  };
}

export const loadEvents: TemplateLoader<EventsProps> = pageTemplate(
  async ({ cms, shell, clock, locale }) => {
    const records = await allNodes(
      cms,
      INVESTOR_EVENTS_QUERY,
      (data) => data.investorEvents,
      recordTags("investor_event"),
      { language: languageCode(locale) },
    );
    const events = records.flatMap((event) => toInvestorEvent(event, shell.cmsHomeUrl) ?? []);
    const { upcoming, past, nextChange } = splitEvents(events, clock.now, shell.timeZone);
    if (nextChange) clock.changesAt(nextChange);
    return {
      timeZoneLabel: timeZoneLabel(shell.timeZone, locale),
      upcoming: upcoming.map((event) => eventView(event, shell.timeZone, true, locale)),
      past: past.map((event) => eventView(event, shell.timeZone, false, locale)),
      text: templateStrings("events", locale),
    };
  },
);

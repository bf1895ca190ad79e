// The Events template's data: investor events split into upcoming and past against the
// server's clock, read in the CMS's time zone.
import { decodeHTML } from "entities";
import { siteLink } from "@/lib/cms/links";
import { shownSiteDateTime, timeZoneLabel } from "@/lib/dates";
import { acfDateTime, mediaItem, selected } from "@/lib/graphql/acf-values";
import { allNodes } from "@/lib/graphql/all-nodes";
import { pageTemplate } from "@/templates/shared/page-template";
import { recordTags } from "@/templates/shared/record-tags";
import type { TemplateLoader } from "@/templates/types";
import type { EventsProps, EventView } from "./Events";
import { splitEvents } from "./events";
import { INVESTOR_EVENTS_QUERY, type InvestorEventFields } from "./query";

function eventView(event: InvestorEventFields, cmsHomeUrl: string): EventView[] {
  const fields = event.investorEventFields;
  const title = decodeHTML(event.title ?? "").trim();
  const start = acfDateTime(fields?.startDate);
  if (!fields || !title || !start) return [];
  const live = fields.webcastUrl ? siteLink(fields.webcastUrl, cmsHomeUrl) : null;
  return [
    {
      id: event.databaseId,
      title,
      start,
      when: shownSiteDateTime(start),
      eventType: selected(fields.eventType) ?? "",
      location: decodeHTML(fields.location ?? "").trim() || null,
      description: decodeHTML(fields.description ?? "").trim() || null,
      webcastUrl: live?.external && live.href.startsWith("http") ? live.href : null,
      webcast: mediaItem(fields.webcast)?.mediaItemUrl ?? null,
      audio: mediaItem(fields.audio)?.mediaItemUrl ?? null,
      slides: mediaItem(fields.slides)?.mediaItemUrl ?? null,
    },
  ];
}

export const loadEvents: TemplateLoader<EventsProps> = pageTemplate(
  async ({ cms, shell, clock }) => {
    const records = await allNodes(
      cms,
      INVESTOR_EVENTS_QUERY,
      (data) => data.investorEvents,
      recordTags("investor_event"),
    );
    const events = records.flatMap((event) => eventView(event, shell.cmsHomeUrl));
    const { upcoming, past, nextChange } = splitEvents(events, clock.now, shell.timeZone);
    if (nextChange) clock.changesAt(nextChange);
    return { timeZoneLabel: timeZoneLabel(shell.timeZone), upcoming, past };
  },
);

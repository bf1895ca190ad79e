// An investor event as the CMS holds it, read once for the page, its calendar file and its
// structured data: title and text decoded, the start checked, links to the webcast kept only
// when they lead off the site over http(s).
import { decodeHTML } from "entities";
import { siteLink } from "@/lib/cms/links";
import { acfDateTime, mediaItem, selected } from "@/lib/graphql/acf-values";
import type { InvestorEvent } from "./events";
import type { InvestorEventFields } from "./query";

export interface InvestorEventRecord extends InvestorEvent {
  eventType: string;
  location: string | null;
  description: string | null;
  /** The live webcast's page (external): the page offers it while the event is to come. */
  webcastUrl: string | null;
  /** Recordings and slides, once the event has taken place. */
  webcast: string | null;
  audio: string | null;
  slides: string | null;
  /** When the event was published and last changed: ISO 8601 instants (UTC). */
  published: string | null;
  modified: string | null;
}

/** WPGraphQL's GMT dates are UTC without a zone: say so for ISO 8601. */
const gmtInstant = (gmt: string | null | undefined) => (gmt ? `${gmt.slice(0, 19)}Z` : null);

/** The event, or null when it lacks a title or a start the site can read. */
export function toInvestorEvent(
  event: InvestorEventFields,
  cmsHomeUrl: string,
): InvestorEventRecord | null {
  const fields = event.investorEventFields;
  const title = decodeHTML(event.title ?? "").trim();
  const start = acfDateTime(fields?.startDate);
  if (!fields || !title || !start) return null;
  const live = fields.webcastUrl ? siteLink(fields.webcastUrl, cmsHomeUrl) : null;
  return {
    id: event.databaseId,
    title,
    start,
    eventType: selected(fields.eventType) ?? "",
    location: decodeHTML(fields.location ?? "").trim() || null,
    description: decodeHTML(fields.description ?? "").trim() || null,
    webcastUrl: live?.external && live.href.startsWith("http") ? live.href : null,
    webcast: mediaItem(fields.webcast)?.mediaItemUrl ?? null,
    audio: mediaItem(fields.audio)?.mediaItemUrl ?? null,
    slides: mediaItem(fields.slides)?.mediaItemUrl ?? null,
    published: gmtInstant(event.dateGmt),
    modified: gmtInstant(event.modifiedGmt),
  };
}

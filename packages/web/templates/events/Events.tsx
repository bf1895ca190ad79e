import { PageBlocks } from "@/components/blocks/PageBlocks";
import { FileLink } from "@/components/FileLink";
import { PageContent } from "@/components/PageContent";
import { PageHeader } from "@/components/PageHeader";
import type { FileLinkView } from "@/lib/content/file-link-view";
import type { ShownDate } from "@/lib/dates";
import { fill } from "@/lib/i18n/fill";
import type { EventsStrings } from "@/lib/i18n/templates";
import type { PageView } from "@/templates/shared/types";
import type { InvestorEventRecord } from "./record";

type RecordingKind = "webcast" | "audio" | "slides";

/**
 * An event as the page shows it: the CMS's record (record.ts) with its time worded and its
 * recordings and slides as file links.
 */
export interface EventView extends Omit<InvestorEventRecord, RecordingKind> {
  webcast: FileLinkView | null;
  audio: FileLinkView | null;
  slides: FileLinkView | null;
  /** The start as the page shows it: a date and time, or a date alone (all day). */
  when: ShownDate;
  /** The zone's name at the start ("EST", "EDT"); null for an event without a time of day. */
  zone: string | null;
  /** The event's iCalendar file, for an event still to come. */
  calendarHref: string | null;
}

export interface EventsProps {
  page: PageView;
  /** The CMS's time zone as the page names it beside each time: "Toronto time". */
  timeZoneLabel: string;
  /** Soonest first. */
  upcoming: EventView[];
  /** Most recent first. */
  past: EventView[];
  /** The template's words, in the page's language (lib/i18n/templates.ts). */
  text: EventsStrings;
}

/** The "Events" template: upcoming events, then past ones with their recordings and slides. */
export function Events({ page, timeZoneLabel, upcoming, past, text }: EventsProps) {
  return (
    <article className="page page--events">
      <PageHeader title={page.title} image={page.image} lead={page.lead} />
      <PageContent {...page} />
      <section className="events" aria-labelledby="upcoming-events-heading">
        <h2 id="upcoming-events-heading">{text.upcoming}</h2>
        {upcoming.length === 0 ? (
          <p>{text.noneUpcoming}</p>
        ) : (
          <EventList events={upcoming} timeZoneLabel={timeZoneLabel} text={text} />
        )}
      </section>
      {past.length > 0 && (
        <section className="events" aria-labelledby="past-events-heading">
          <h2 id="past-events-heading">{text.past}</h2>
          <EventList events={past} timeZoneLabel={timeZoneLabel} text={text} />
        </section>
      )}
      <PageBlocks blocks={page.blocks} />
    </article>
  );
}

interface EventListProps {
  events: EventView[];
  timeZoneLabel: string;
  text: EventsStrings;
}

function EventList({ events, timeZoneLabel, text }: EventListProps) {
  return (
    <ul className="event-list">
      {events.map((event) => (
        <li key={event.id} id={`event-${event.id}`} className="event">
          <h3 className="event__title">{event.title}</h3>
          <p className="event__facts">
            <time dateTime={event.when.iso}>{event.when.text}</time>
            {event.zone ? ` ${event.zone} (${timeZoneLabel})` : ` (${text.allDay})`}
            {text.kinds[event.eventType] && ` · ${text.kinds[event.eventType]}`}
            {event.location && ` · ${event.location}`}
          </p>
          {event.description && <p className="event__description">{event.description}</p>}
          <EventLinks event={event} text={text} />
        </li>
      ))}
    </ul>
  );
}

function EventLinks({ event, text }: { event: EventView; text: EventsStrings }) {
  const blanks = { title: event.title };
  const context = fill(text.fileContext, blanks);
  const links = [
    event.calendarHref && (
      <li key="calendar">
        <a href={event.calendarHref} download type="text/calendar">
          {text.addToCalendar}
          <span className="visually-hidden">{fill(text.calendarContext, blanks)}</span>
        </a>
      </li>
    ),
    event.webcastUrl && (
      <li key="live">
        <a href={event.webcastUrl} rel="external noopener noreferrer">
          {text.joinWebcast}
          <span className="visually-hidden">{fill(text.webcastContext, blanks)}</span>
        </a>
      </li>
    ),
    event.webcast && (
      <li key="webcast">
        <FileLink file={event.webcast} context={context}>
          {text.webcastRecording}
        </FileLink>
      </li>
    ),
    event.audio && (
      <li key="audio">
        <FileLink file={event.audio} context={context}>
          {text.audioRecording}
        </FileLink>
      </li>
    ),
    event.slides && (
      <li key="slides">
        <FileLink file={event.slides} context={context}>
          {text.slides}
        </FileLink>
      </li>
    ),
  ].filter(Boolean);
  return links.length > 0 ? <ul className="event__links">{links}</ul> : null;
}

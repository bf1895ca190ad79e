import { PageBlocks } from "@/components/blocks/PageBlocks";
import { FileLink } from "@/components/FileLink";
import { PageContent } from "@/components/PageContent";
import { PageHeader } from "@/components/PageHeader";
import type { ShownDate } from "@/lib/dates";
import type { PageView } from "@/templates/shared/types";
import type { InvestorEventRecord } from "./record";

/** An event as the page shows it: the CMS's record (record.ts) with its time worded. */
export interface EventView extends InvestorEventRecord {
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
}

const EVENT_TYPES: Record<string, string> = {
  earnings_call: "Results conference call",
  annual_meeting: "Annual meeting",
  special_meeting: "Special meeting",
  investor_conference: "Investor conference",
};

/** The "Events" template: upcoming events, then past ones with their recordings and slides. */
export function Events({ page, timeZoneLabel, upcoming, past }: EventsProps) {
  return (
    <article className="page page--events">
      <PageHeader title={page.title} image={page.image} lead={page.lead} />
      <PageContent html={page.html} sections={page.sections} />
      <section className="events" aria-labelledby="upcoming-events-heading">
        <h2 id="upcoming-events-heading">Upcoming events</h2>
        {upcoming.length === 0 ? (
          <p>
            No event is scheduled at the moment. Dates of results calls and meetings are announced
            by news release a few weeks ahead.
          </p>
        ) : (
          <EventList events={upcoming} timeZoneLabel={timeZoneLabel} />
        )}
      </section>
      {past.length > 0 && (
        <section className="events" aria-labelledby="past-events-heading">
          <h2 id="past-events-heading">Past events</h2>
          <EventList events={past} timeZoneLabel={timeZoneLabel} />
        </section>
      )}
      <PageBlocks blocks={page.blocks} />
    </article>
  );
}

function EventList({ events, timeZoneLabel }: { events: EventView[]; timeZoneLabel: string }) {
  return (
    <ul className="event-list">
      {events.map((event) => (
        <li key={event.id} id={`event-${event.id}`} className="event">
          <h3 className="event__title">{event.title}</h3>
          <p className="event__facts">
            <time dateTime={event.when.iso}>{event.when.text}</time>
            {event.zone ? ` ${event.zone} (${timeZoneLabel})` : " (all day)"}
            {EVENT_TYPES[event.eventType] && ` · ${EVENT_TYPES[event.eventType]}`}
            {event.location && ` · ${event.location}`}
          </p>
          {event.description && <p className="event__description">{event.description}</p>}
          <EventLinks event={event} />
        </li>
      ))}
    </ul>
  );
}

function EventLinks({ event }: { event: EventView }) {
  const context = ` of the ${event.title}`;
  const links = [
    event.calendarHref && (
      <li key="calendar">
        <a href={event.calendarHref} download type="text/calendar">
          Add to calendar
          <span className="visually-hidden">{`: the ${event.title}`} (iCalendar file)</span>
        </a>
      </li>
    ),
    event.webcastUrl && (
      <li key="live">
        <a href={event.webcastUrl} rel="external noopener noreferrer">
          Join the live webcast
          <span className="visually-hidden">{` for the ${event.title}`} (external site)</span>
        </a>
      </li>
    ),
    event.webcast && (
      <li key="webcast">
        <FileLink href={event.webcast} context={context}>
          Webcast recording
        </FileLink>
      </li>
    ),
    event.audio && (
      <li key="audio">
        <FileLink href={event.audio} context={context}>
          Audio recording
        </FileLink>
      </li>
    ),
    event.slides && (
      <li key="slides">
        <FileLink href={event.slides} context={context}>
          Slides
        </FileLink>
      </li>
    ),
  ].filter(Boolean);
  return links.length > 0 ? <ul className="event__links">{links}</ul> : null;
}

// /calendar/investor-event-<id>.ics: an investor event's iCalendar file, the events page's
// "Add to calendar" (templates/events/calendar.ts). Kept by shared caches as pages are, under
// the tag of the event records, so a publish that moves the event replaces it.
import type { GetServerSideProps } from "next";
import { cmsSession } from "@/lib/cms";
import { describeError, isCmsUnavailable } from "@/lib/cms/errors";
import { loadShell } from "@/lib/cms/shell";
import { DEFAULT_LOCALE, localeOfCode } from "@/lib/i18n/locale";
import { cacheControlFor, RETRY_AFTER_SECONDS } from "@/lib/http/cache-control";
import { setCmsHeaders } from "@/lib/http/cms-headers";
import { siteSettings } from "@/lib/settings";
import { eventCalendar } from "@/templates/events/calendar";
import { eventIdOfFile } from "@/templates/events/calendar-file";
import { INVESTOR_EVENT_QUERY } from "@/templates/events/query";
import { toInvestorEvent } from "@/templates/events/record";
import { recordTags } from "@/lib/cms/record-tags";

export const getServerSideProps: GetServerSideProps = async (context) => {
  const { res } = context;
  const file = context.params?.file;
  const id = typeof file === "string" ? eventIdOfFile(file) : null;
  if (id === null) return { notFound: true };

  const cms = cmsSession();
  let calendar: string | null;
  try {
    const shell = await loadShell(cms, DEFAULT_LOCALE);
    const { data } = await cms.query(
      INVESTOR_EVENT_QUERY,
      { id: String(id) },
      { tags: recordTags("investor_event") },
    );
    const event = data?.investorEvent && toInvestorEvent(data.investorEvent, shell.cmsHomeUrl);
    calendar = event
      ? eventCalendar(event, {
          siteName: shell.siteName,
          siteOrigin: new URL(siteSettings().sitemapBaseUrl).origin,
          timeZone: shell.timeZone,
          now: new Date(),
          locale: localeOfCode(data.investorEvent?.language?.code) ?? DEFAULT_LOCALE,
        })
      : null;
  } catch (error) {
    if (!isCmsUnavailable(error)) throw error;
    console.error(`calendar ${id}: CMS unavailable, answering 503: ${describeError(error)}`);
    setCmsHeaders(res, cms);
    res.statusCode = 503;
    res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
    res.setHeader("Cache-Control", cacheControlFor("unavailable"));
    res.end("The calendar file is briefly unavailable.\n");
    return { props: {} };
  }
  if (calendar === null) return { notFound: true };

  setCmsHeaders(res, cms);
  res.setHeader("Content-Type", "text/calendar; charset=utf-8");
  res.setHeader("Content-Disposition", `attachment; filename="${file}"`);
  res.setHeader("Cache-Control", cacheControlFor("ok"));
  res.end(calendar);
  return { props: {} };
};

/** Never rendered: getServerSideProps has answered with the file. */
export default function CalendarFile() {
  return null;
}

// Scheduled pages and posts (status `future`), as WP-Cron publishes them: a scheduled item
// whose time has come is still unpublished until a cron run sees it (WordPress's
// publish_future_post event runs only in a cron run), then public from that run on. The
// stand-in keeps the time of the last run; a load publishes what was due by then.
import { siteTimeToGmt } from "./site-time.ts";
import type { PageRecord, PostRecord } from "./records.ts";

/** `future` items due by the last cron run, published; the rest as they are. */
export function publishDue<T extends PageRecord | PostRecord>(
  records: T[],
  cronRanAt: Date | null,
  timeZone: string,
): T[] {
  if (!cronRanAt) return records;
  return records.map((record) =>
    record.status === "future" &&
    Date.parse(`${siteTimeToGmt(record.date.slice(0, 19), timeZone)}Z`) <= cronRanAt.getTime()
      ? { ...record, status: "publish" }
      : record,
  );
}

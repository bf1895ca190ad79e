// Scheduled posts in the stand-in, as in WordPress: unpublished until a WP-Cron run at or after
// their time (wp-cron.php), then public and announced to the site in that run. A reschedule,
// an unschedule and a deletion before the time leave nothing published and nothing sent.
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startContentService, WP_CRON_PATH, type ContentService } from "../src/server.ts";
import {
  copyOfSeedContent,
  graphql,
  startWebhookReceiver,
  type WebhookReceiver,
} from "./helpers.ts";

const SECRET = "scheduled-posts-secret";
let contentDir: string;
let service: ContentService;
let receiver: WebhookReceiver;
let now = new Date("2026-12-01T20:00:00Z");
let deliveries: WebhookReceiver["deliveries"];

beforeAll(async () => {
  contentDir = await copyOfSeedContent();
  receiver = await startWebhookReceiver(SECRET);
  deliveries = receiver.deliveries;
  service = await startContentService({
    port: 0,
    host: "127.0.0.1",
    contentDir,
    watch: true,
    clock: () => now,
    publish: { url: receiver.url, secret: SECRET },
  });
  vi.spyOn(console, "log").mockImplementation(() => {});
});

afterAll(async () => {
  await service?.close();
  receiver?.close();
  await rm(contentDir, { recursive: true, force: true });
});

/** A post file scheduled for `date` (site time, Toronto). */
async function schedule(slug: string, databaseId: number, date: string, status = "future") {
  await writeFile(
    path.join(contentDir, "posts", `2026-12-01-${slug}.html`),
    [
      "---",
      `databaseId: ${databaseId}`,
      `title: Scheduled ${slug}`,
      `date: ${date}`,
      `modified: ${date}`,
      `status: ${status}`,
      "author: maya-lindqvist",
      "categories: [corporate]",
      "excerpt: Embargoed until its time.",
      "---",
      "<p>Embargoed until its time.</p>",
      "",
    ].join("\n"),
  );
  expect(await service.live!.reload()).not.toBe("refused");
}

const isPublic = async (slug: string) =>
  (
    await graphql<{ nodeByUri: { id: string } | null }>(
      service,
      `{ nodeByUri(uri: "/media-centre/press-releases/${slug}/") { id } }`,
    )
  ).data?.nodeByUri != null;

async function runCron(at: string) {
  now = new Date(at);
  const response = await fetch(`${service.url}${WP_CRON_PATH}`, { method: "POST" });
  expect(response.status).toBe(200);
}

describe("scheduled posts (WP-Cron)", () => {
  it("stay unpublished past their time until a cron run, which publishes and tells the site", async () => {
    // 16:05 in Toronto on December 1 (EST) is 21:05 UTC.
    await schedule("results-at-the-close", 1901, "2026-12-01T16:05:00");
    expect(await isPublic("results-at-the-close")).toBe(false);
    await runCron("2026-12-01T21:04:59Z");
    expect(await isPublic("results-at-the-close")).toBe(false);
    const sentBefore = deliveries.length;
    await runCron("2026-12-01T21:05:00Z");
    expect(await isPublic("results-at-the-close")).toBe(true);
    await vi.waitFor(() => expect(deliveries.length).toBe(sentBefore + 1));
    expect(deliveries.at(-1)).toEqual({
      verified: true,
      body: {
        changes: [
          expect.objectContaining({
            type: "post",
            uris: ["/media-centre/press-releases/results-at-the-close/"],
          }),
        ],
      },
    });
  });

  it("rescheduled, unscheduled or deleted before their time: nothing published, nothing left", async () => {
    await schedule("moved-later", 1902, "2026-12-02T09:00:00");
    await schedule("back-to-draft", 1903, "2026-12-02T09:00:00");
    await schedule("deleted", 1904, "2026-12-02T09:00:00");
    await schedule("moved-later", 1902, "2026-12-03T09:00:00");
    await schedule("back-to-draft", 1903, "2026-12-02T09:00:00", "draft");
    await rm(path.join(contentDir, "posts", "2026-12-01-deleted.html"));
    await service.live!.reload();
    const sentBefore = deliveries.length;
    // The first time has come (09:00 EST is 14:00 UTC).
    await runCron("2026-12-02T14:01:00Z");
    for (const slug of ["moved-later", "back-to-draft", "deleted"]) {
      expect(await isPublic(slug), slug).toBe(false);
    }
    expect(deliveries.length).toBe(sentBefore);
    // The new time of the one moved.
    await runCron("2026-12-03T14:00:30Z");
    expect(await isPublic("moved-later")).toBe(true);
    expect(await isPublic("back-to-draft")).toBe(false);
  });
});

// `npm start` as a developer runs it, its clock set just before the seed's scheduled release
// (December 3, 2026, 7:00 in Toronto): nobody visits WordPress (here the content service, which
// publishes a scheduled post only in a WP-Cron run, as WordPress does), yet the release is on
// the site within the minute of its time, because `npm start` runs WordPress's cron at the
// start of every minute (`npm run wordpress-cron`, the stack's own handler) and the content
// service tells the site in that run. Every process reads one clock (tests/e2e/fixed-clock.mjs).
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ROOT } from "../../scripts/lib/next-apps.ts";
import { startServer, type Server } from "../../scripts/lib/processes.ts";

const SITE_PORT = Number(process.env.SCHEDULED_POST_SITE_PORT || 3130);
const CONTENT_PORT = Number(process.env.SCHEDULED_POST_CONTENT_PORT || 4130);
const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;
const CLOCK = path.join(ROOT, "tests/e2e/fixed-clock.mjs");
/** The seed's scheduled post (content/posts/2026-12-03-...): 7:00 EST is 12:00 UTC. */
const RELEASE = {
  at: Date.parse("2026-12-03T12:00:00Z"),
  title: "Corus Entertainment names new Chief Financial Officer",
  uri: "/media-centre/press-releases/corus-entertainment-names-new-chief-financial-officer/",
};
/** How far ahead of the release the clock starts: time for `npm start` to be up. */
const LEAD_MS = 20_000;

let logDir: string;
let logFile: string;
let start: Server | undefined;
/** The clock every process reads: real time moved to just before the release. */
let offset: number;
const now = () => Date.now() + offset;

beforeAll(async () => {
  logDir = await mkdtemp(path.join(tmpdir(), "scheduled-post-"));
  logFile = path.join(logDir, "npm-start.log");
  const setAt = Date.now();
  offset = RELEASE.at - LEAD_MS - setAt;
  start = await startServer({
    name: "npm start",
    command: ["--import", "tsx", "scripts/start.ts"],
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(SITE_PORT),
      CONTENT_SERVICE_PORT: String(CONTENT_PORT),
      NODE_OPTIONS: `--import ${CLOCK}`,
      FIXED_CLOCK: new Date(setAt + offset).toISOString(),
      FIXED_CLOCK_SET_AT: String(setAt),
    },
    readyUrl: `${SITE_URL}/robots.txt`,
    url: SITE_URL,
    logFile,
  });
}, 90_000);

afterAll(async () => {
  await start?.stop();
  if (logDir) await rm(logDir, { recursive: true, force: true });
});

const status = async (uri: string) =>
  (await fetch(`${SITE_URL}${uri}`, { redirect: "manual" })).status;
const firstRelease = async () => {
  const html = await (await fetch(`${SITE_URL}/media-centre/press-releases/`)).text();
  return /class="post-card__title"[^>]*>\s*<a href="([^"]+)"/.exec(html)?.[1];
};

it("publishes the seed's scheduled release within the minute of its time, with no visit to WordPress", async () => {
  expect(now(), "npm start was up only after the release's time").toBeLessThan(RELEASE.at - 2000);
  expect(await status(RELEASE.uri)).toBe(404);
  expect(await firstRelease()).not.toBe(RELEASE.uri);

  await new Promise((resolve) => setTimeout(resolve, RELEASE.at - now()));
  while ((await status(RELEASE.uri)) !== 200) {
    if (now() - RELEASE.at > 60_000) {
      throw new Error(
        `not on the site a minute after its time:\n${await readFile(logFile, "utf8")}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const late = (now() - RELEASE.at) / 1000;
  expect(late).toBeLessThan(60);
  expect(await firstRelease()).toBe(RELEASE.uri);
  // Published by the minute's cron run, which reached the content service's wp-cron.php.
  expect(await readFile(logFile, "utf8")).toMatch(
    new RegExp(`wordpress-cron: http://127\\.0\\.0\\.1:${CONTENT_PORT}/wp-cron\\.php answered 200`),
  );
  console.log(`the scheduled release was on the site ${late.toFixed(1)} s after its time`);
}, 120_000);

// The publish simulation: does a publish leave any page stale, anywhere? The site (`next start`
// of the build) sits behind the local CloudFront made from the stack's synthesized template
// (scripts/cdn/local-cloudfront.ts: its behaviours, policies, edge functions and tag
// invalidations, run in this process so it keeps the simulation's time),
// and a second server of the same build, with no cache at all, renders the reference. Every
// route and its page-data twin is crawled into the CDN. Then, for each kind of change in the
// seed, the content service applies an edit and sends the signed webhook as WordPress does;
// the site purges its own cache and invalidates its tags at "CloudFront" through the AWS SDK
// (scripts/cdn/fake-aws.ts); and every URL is asked of the CDN again and compared with the reference.
// Printed per change: stale answers left (must be 0), answers invalidated, answers that
// actually changed, and the ratio of the two. The webhook reaches the site through the CDN, as
// deployed, where CloudFront's origin access control takes a POST only with its body's hash.
//
// The simulation keeps time: every server reads one clock it holds still and moves
// (scripts/lib/simulated-clock.mjs in the Next servers, Vitest's fake Date here for the content
// service and the CDN). It then moves the clock across a scheduled release, which only the stack's
// minute-by-minute call to WordPress's cron publishes (no visitor reaches WordPress), and across
// each kind of change the clock makes by itself (the new year in the footer, investor events
// starting, the fiscal year turning): 0 stale answers at the CDN and at the origin after each,
// and the seconds each took.
import { randomBytes, randomUUID } from "node:crypto";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pLimit from "p-limit";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CONTENT_DIR } from "@corus/content-service/src/paths.ts";
import {
  startContentService,
  WP_CRON_PATH,
  type ContentService,
} from "@corus/content-service/src/server.ts";
import { runWordPressCron } from "../../stacks/functions/wordpress-cron.ts";
import { CONTENT_SHA256_HEADER, contentSha256 } from "@corus/site-rules/content-sha256";
import {
  DELIVERY_ID_HEADER,
  SIGNATURE_HEADER,
  signDelivery,
  TIMESTAMP_HEADER,
} from "@corus/site-rules/webhook-signature";
import { startNext, WEB_DIR } from "../../scripts/lib/next-apps.ts";
import type { Server } from "../../scripts/lib/processes.ts";
import { startFakeAws, type FakeAws } from "../../scripts/cdn/fake-aws.ts";
import { startCloudFrontFor, type LocalCloudFront } from "../../scripts/cdn/local-cloudfront.ts";

const SITE_PORT = Number(process.env.SIMULATION_SITE_PORT || 3120);
const REFERENCE_PORT = Number(process.env.SIMULATION_REFERENCE_PORT || 3121);
const CDN_PORT = Number(process.env.SIMULATION_CDN_PORT || 3122);
const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;
const REFERENCE_URL = `http://127.0.0.1:${REFERENCE_PORT}`;
const PUBLIC_ORIGIN = "https://www.example.com";
const DISTRIBUTION_PARAMETER = "/corus-site/simulation/cloudfront-distribution-id";
const DISTRIBUTION_ID = "E2SIMULATION";
/** Where the simulation starts its clock: fixed, so the seed's events lie ahead of it. */
const START = Date.parse("2026-11-27T12:00:00Z");
/** A results release scheduled for 16:05 in Toronto (EST) on November 30: 21:05 UTC. */
const SCHEDULED = {
  at: Date.parse("2026-11-30T21:05:00Z"),
  file: "posts/2026-11-30-corus-entertainment-reports-embargoed-results.html",
  uri: "/media-centre/press-releases/corus-entertainment-reports-embargoed-results/",
};
const CLOCK_PRELOAD = path.join(import.meta.dirname, "../../scripts/lib/simulated-clock.mjs");

const WEBHOOK_SECRET = randomBytes(32).toString("hex");
/**
 * URLs asked at once in a sweep: each is independent of the others (the clock stands still), and
 * one at a time leaves a core idle while a server renders (the reference renders every answer).
 */
const SWEEP_CONCURRENCY = 4;

let contentDir: string;
let clockFile: string;
let service: ContentService;
let aws: FakeAws;
let cdn: LocalCloudFront;
/** The CDN over HTTP, where visitors and the webhook go. */
const cdnUrl = `http://127.0.0.1:${CDN_PORT}`;
let site: Server;
let reference: Server;
/** Every URL crawled: each route and its page-data twin. */
let urls: string[];
/** The reference's answer for each URL before the change at hand. */
const before = new Map<string, CdnAnswer>();
/** How many cached answers the invalidations removed. */
let removed = 0;
const report: string[] = [];
const timeReport: string[] = [];

interface CdnAnswer {
  status: number;
  location: string | null;
  body: string;
}

/**
 * How the simulation asks the servers behind the CDN: redirects not followed, the body
 * uncompressed, as what is compared is the page (asked for gzip, each server compressed every
 * answer and this process inflated it again: a tenth of the reference's CPU in a profile). The
 * CDN is asked as a visitor's browser asks it.
 */
const ASK: RequestInit = { redirect: "manual", headers: { "accept-encoding": "identity" } };

/** A visitor's answer from the CDN, and whether CloudFront answered it from its cache. */
async function fromCdn(url: string): Promise<CdnAnswer & { hit: boolean }> {
  const response = await fetch(`${cdnUrl}${url}`, { redirect: "manual" });
  return {
    status: response.status,
    location: response.headers.get("location"),
    body: await response.text(),
    hit: /Hit from cloudfront/.test(response.headers.get("x-cache") ?? ""),
  };
}

/** Runs `visit` on every crawled URL, a few at a time. */
async function sweep(visit: (url: string) => Promise<void>) {
  const limit = pLimit(SWEEP_CONCURRENCY);
  await Promise.all(urls.map((url) => limit(() => visit(url))));
  // What the CDN refreshed in the background meanwhile (stale-while-revalidate) is in place.
  await cdn.idle();
}

/**
 * Fills the CDN with every URL and notes what a visitor sees at each: the next sweep counts a
 * URL as changed when the reference then differs from it (that sweep also compares the CDN with
 * the reference, so a stale answer here cannot pass unseen).
 */
async function fill() {
  await sweep(async (url) => {
    const { status, location, body } = await fromCdn(url);
    before.set(url, { status, location, body });
  });
}

/** Moves every server's clock to `at` (ms since the epoch), and lets the Next servers see it. */
async function setClock(at: number) {
  vi.setSystemTime(at);
  await writeFile(clockFile, String(at));
  await new Promise((resolve) => setTimeout(resolve, 300));
}

beforeAll(async () => {
  contentDir = await mkdtemp(path.join(tmpdir(), "publish-simulation-"));
  await cp(CONTENT_DIR, contentDir, { recursive: true });
  await writeFile(path.join(contentDir, SCHEDULED.file), scheduledRelease());
  vi.useFakeTimers({ toFake: ["Date"], now: START });
  clockFile = path.join(contentDir, "..", `${path.basename(contentDir)}.clock`);
  await writeFile(clockFile, String(START));
  aws = await startFakeAws({
    parameters: { [DISTRIBUTION_PARAMETER]: DISTRIBUTION_ID },
    distributionId: DISTRIBUTION_ID,
    onInvalidation: ({ items }) => (removed += cdn.invalidate(items)),
  });
  service = await startContentService({
    port: 0,
    host: "127.0.0.1",
    contentDir,
    watch: true,
    publish: { url: `${cdnUrl}/api/revalidate/`, secret: WEBHOOK_SECRET },
    clock: () => new Date(),
  });
  const common = {
    CMS_GRAPHQL_URL: service.graphqlUrl,
    SITEMAP_BASE_URL: PUBLIC_ORIGIN,
    NODE_OPTIONS: `--import ${CLOCK_PRELOAD}`,
    SIMULATED_CLOCK_FILE: clockFile,
  };
  [site, reference] = await Promise.all([
    startNext(
      "site",
      WEB_DIR,
      SITE_PORT,
      {
        ...common,
        CMS_WEBHOOK_SECRET: WEBHOOK_SECRET,
        CLOUDFRONT_DISTRIBUTION_ID_PARAMETER: DISTRIBUTION_PARAMETER,
        AWS_ENDPOINT_URL: aws.url,
        AWS_REGION: "us-east-1",
        AWS_ACCESS_KEY_ID: "simulation",
        AWS_SECRET_ACCESS_KEY: "simulation",
      },
      { logFile: process.env.SIMULATION_SITE_LOG },
    ),
    // What a visitor should see now: no cache of CMS answers, no reuse of rendered pages.
    startNext("reference", WEB_DIR, REFERENCE_PORT, {
      ...common,
      CMS_CACHE_TTL_SECONDS: "0",
      CMS_CACHE_SWR_SECONDS: "0",
      PAGE_MARKUP_CACHE_MB: "0",
    }),
  ]);
  cdn = await startCloudFrontFor({ serverUrl: SITE_URL, cmsOrigin: service.url, port: CDN_PORT });
  urls = await crawlList();
  await fill();
}, 240_000);

afterAll(async () => {
  console.log(
    [
      `Publish simulation: ${urls?.length ?? 0} URLs crawled (routes and page-data twins)`,
      "change | stale | invalidated | changed | invalidated / changed",
      ...report,
      "",
      "Changes the clock makes: change | stale at the CDN | stale at the origin | changed | seconds after its time",
      ...timeReport,
    ].join("\n"),
  );
  vi.useRealTimers();
  await Promise.all([site?.stop(), reference?.stop()]);
  await service?.close();
  await aws?.close();
  await cdn?.close();
  await rm(contentDir, { recursive: true, force: true });
  await rm(clockFile, { force: true });
});

/** A results release, scheduled in WordPress for SCHEDULED.at (site time in the file). */
function scheduledRelease(): string {
  return [
    "---",
    "databaseId: 1901",
    "title: Corus Entertainment reports embargoed results",
    "date: 2026-11-30T16:05:00",
    "modified: 2026-11-30T16:05:00",
    "status: future",
    "author: maya-lindqvist",
    "categories: [financial-results]",
    "excerpt: Results released at the time they were scheduled for.",
    "---",
    "<p>TORONTO - Results, public at 4:05 p.m. Eastern and not a minute before.</p>",
    "",
  ].join("\n");
}

/** Every route the seed has, each listing's numbered pages, searches, and their twins. */
async function crawlList(): Promise<string[]> {
  const sitemap = await (await fetch(`${REFERENCE_URL}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  const { data } = (await (
    await fetch(service.graphqlUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query:
          "{ categories(first: 100) { nodes { uri count } } posts(first: 100) { nodes { databaseId } } }",
      }),
    })
  ).json()) as {
    data: {
      categories: { nodes: { uri: string; count: number | null }[] };
      posts: { nodes: unknown[] };
    };
  };
  const numbered = (uri: string, count: number) =>
    Array.from({ length: Math.ceil(count / 10) - 1 }, (_, i) => `${uri}?page=${i + 2}`);
  const categories = data.categories.nodes.flatMap(({ uri, count }) => [
    uri,
    ...numbered(uri, count ?? 0),
  ]);
  const routes = [
    ...new Set([
      ...pages,
      // The press-release list shows every post.
      ...numbered("/media-centre/press-releases/", data.posts.nodes.length),
      ...categories,
      "/our-brands/?province=Ontario",
      "/search/?s=dividend",
      "/search/?s=results&page=2",
      // Not public yet: a 404 until its time, which the CDN must not keep past it.
      SCHEDULED.uri,
    ]),
  ];
  const buildId = (await readFile(path.join(WEB_DIR, ".next/BUILD_ID"), "utf8")).trim();
  const twin = (route: string) => {
    const [pathname = "/", query] = route.split("?");
    const file = pathname === "/" ? "/index" : pathname.replace(/\/$/, "");
    return `/_next/data/${buildId}${file}.json${query ? `?${query}` : ""}`;
  };
  return [...routes, ...routes.map(twin), "/sitemap.xml"];
}

async function referenceAnswer(url: string): Promise<CdnAnswer> {
  const response = await fetch(`${REFERENCE_URL}${url}`, ASK);
  return {
    status: response.status,
    location: response.headers.get("location"),
    body: await response.text(),
  };
}

const same = (a: CdnAnswer | undefined, b: CdnAnswer) =>
  a !== undefined && a.status === b.status && a.location === b.location && a.body === b.body;

/** Replaces `from` with `to` in a seed file of the copy, which must hold it once. */
async function edit(file: string, from: string | RegExp, to: string) {
  const where = path.join(contentDir, file);
  const source = await readFile(where, "utf8");
  const edited = source.replace(from, to);
  expect(edited, `${file}: the edit must change the file`).not.toBe(source);
  await writeFile(where, edited);
}

/** Waits (on the real clock: the simulated one stands still) for a new invalidation. */
async function invalidationAfter(count: number, name: string) {
  const deadline = performance.now() + 20_000;
  while (aws.invalidations.length === count) {
    if (performance.now() > deadline) throw new Error(`${name}: no invalidation reached the CDN`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every URL asked of the CDN and of the origin, each compared with a fresh render. */
async function staleAnswers() {
  const stale = { cdn: [] as string[], origin: [] as string[] };
  let changed = 0;
  await sweep(async (url) => {
    const now = await referenceAnswer(url);
    if (!same(await fromCdn(url), now)) stale.cdn.push(url);
    const origin = await fetch(`${SITE_URL}${url}`, ASK);
    const fromOrigin = {
      status: origin.status,
      location: origin.headers.get("location"),
      body: await origin.text(),
    };
    if (!same(fromOrigin, now)) stale.origin.push(url);
    if (!same(before.get(url), now)) changed += 1;
    before.set(url, now);
  });
  return { cdn: stale.cdn.sort(), origin: stale.origin.sort(), changed };
}

/** Applies an edit as an editor's save, lets the publish run, and measures what is stale. */
async function publish(name: string, change: () => Promise<void>) {
  const invalidationsBefore = aws.invalidations.length;
  removed = 0;
  await change();
  // The watcher may have served the save already: then this reload finds nothing new.
  expect(["served", "unchanged"]).toContain(await service.live!.reload());
  await invalidationAfter(invalidationsBefore, name);
  const stale: string[] = [];
  let changed = 0;
  await sweep(async (url) => {
    const answer = await fromCdn(url);
    const now = await referenceAnswer(url);
    if (!same(answer, now)) stale.push(url);
    if (!same(before.get(url), now)) changed += 1;
    before.set(url, now);
  });
  stale.sort();
  const ratio = changed === 0 ? "-" : (removed / changed).toFixed(1);
  report.push(`${name} | ${stale.length} | ${removed} | ${changed} | ${ratio}`);
  return { stale, changed, removed, items: aws.invalidations.at(-1)!.items };
}

const POSTS = "posts";
const NEWEST = `${POSTS}/2026-11-17-corus-entertainment-shares-sustainability-progress-update.html`;

describe("a publish leaves no stale page at the CDN or in the site's caches", () => {
  it.each<[string, () => Promise<void>]>([
    [
      "a post's title edited",
      () =>
        edit(
          NEWEST,
          "title: Corus Entertainment shares sustainability progress update",
          "title: Corus Entertainment shares its sustainability progress",
        ),
    ],
    [
      "a post moved to another category",
      () =>
        edit(
          `${POSTS}/2024-03-05-stacktv-adds-new-channels-and-features.html`,
          "categories: [content-and-brands]",
          "categories: [corporate]",
        ),
    ],
    [
      "a post unpublished",
      () =>
        edit(
          `${POSTS}/2026-10-23-corus-entertainment-reports-fourth-quarter-and-fiscal-2026-results.html`,
          /^---\n/,
          "---\nstatus: draft\n",
        ),
    ],
    [
      // Its address was never shown, so this server's cache knows nothing of where it stood.
      "a draft published (a post the site never showed)",
      () =>
        edit(
          `${POSTS}/2026-11-24-corus-entertainment-to-release-first-quarter-fiscal-2027-results.html`,
          "status: draft\n",
          "status: publish\n",
        ),
    ],
    [
      "a menu item renamed",
      () =>
        edit("menus.yaml", "    - label: Our Brands\n", "    - label: Our Brands and Channels\n"),
    ],
    [
      "an option changed (a social link's title)",
      () => edit("site.yaml", "- socialIconTitle: LinkedIn", "- socialIconTitle: LinkedIn page"),
    ],
    [
      // Settings > General: WordPress (the plugin, as this editor) sends it as an options
      // change, and every page's <title> holds the name through Yoast's SEO title.
      "the site title changed",
      () =>
        edit("site.yaml", "  title: Corus Entertainment\n", "  title: Corus Entertainment Inc.\n"),
    ],
    [
      "a person edited",
      () =>
        edit(
          "people.yaml",
          "role: Chief Legal and Administrative Officer and Corporate Secretary",
          "role: Chief Legal Officer and Corporate Secretary",
        ),
    ],
    [
      "a brand edited",
      () => edit("brands.yaml", "title: Global News\n", "title: Global News Now\n"),
    ],
    [
      "a dividend edited (the latest, whose rates several pages state)",
      () =>
        edit("dividends.yaml", /(databaseId: 2325\n(?:.*\n)*?\s+classBAmount: )0\.03/, "$10.035"),
    ],
    [
      "an image's alt text edited (a person's portrait)",
      () =>
        edit(
          "media.yaml",
          'altText: "Portrait of Daniel Okafor, Chief Executive Officer"',
          'altText: "Daniel Okafor, Chief Executive Officer, in a grey suit"',
        ),
    ],
  ])(
    "%s",
    async (name, change) => {
      const outcome = await publish(name, change);
      expect(outcome.stale, `${name}: stale answers`).toEqual([]);
      // Something changed, and it was reached by tags, not by "/*".
      expect(outcome.changed).toBeGreaterThan(0);
      expect(outcome.items.every((item) => item.startsWith("#"))).toBe(true);
    },
    120_000,
  );
});

// A translation's publish reaches its own language's pages only (issue 42): a press release's
// new French translation purges the French lists, front page and search, and its English
// original's page (which now names it), but no English list.
describe("a French press release published", () => {
  it("leaves no stale page, and purges the French list and not the English one", async () => {
    const englishList = "/media-centre/press-releases/";
    const englishBefore = before.get(englishList);
    expect(englishBefore, "the sweep reaches the English list").toBeDefined();
    const outcome = await publish("a French press release published", () =>
      writeFile(
        path.join(contentDir, "fr/posts/2025-12-12-corus-entertainment-depose-sa-circulaire.html"),
        [
          "---",
          "databaseId: 11034",
          "translationOf: 1034",
          "title: Corus Entertainment dépose sa circulaire et convoque les assemblées",
          "date: 2025-12-12T08:00:00",
          "modified: 2025-12-12T08:00:00",
          "author: maya-lindqvist",
          "categories: [transaction-proposee]",
          "excerpt: La circulaire de sollicitation de procurations relative à la recapitalisation proposée a été déposée et postée.",
          "---",
          "<p>TORONTO, le 12 décembre 2025 – Corus Entertainment Inc. annonce avoir déposé et posté sa circulaire relative à la recapitalisation proposée.</p>",
          "",
        ].join("\n"),
      ),
    );
    expect(outcome.stale, "stale answers").toEqual([]);
    // Its language's lists (a new post: any of them may hold it), its English original's page.
    expect(outcome.items).toEqual(
      expect.arrayContaining(["#posts-in:fr", "#categories:fr", "#node:1034"]),
    );
    for (const english of [
      "#posts",
      "#posts:all",
      "#posts-in:en",
      "#categories",
      "#categories:en",
    ]) {
      expect(outcome.items).not.toContain(english);
    }
    // The French list shows it; the English list is the same page it was.
    const french = await fromCdn("/fr/centre-des-medias/communiques/");
    expect(french.body).toContain("dépose sa circulaire et convoque les assemblées");
    expect((await fromCdn(englishList)).body).toBe(englishBefore!.body);
  }, 120_000);
});

describe("the CDN in front of the site", () => {
  // What CloudFront's origin access control asks of a POST to a Lambda function URL.
  it("passes the webhook on only with its body's SHA-256: without it, or with another body's, 403 and the site never sees it", async () => {
    const body = JSON.stringify({ changes: [{ type: "redirects" }] });
    const deliveryId = randomUUID();
    const timestamp = Math.floor(Date.now() / 1000);
    const send = async (hash: Record<string, string>) => {
      const response = await fetch(`${cdnUrl}/api/revalidate/`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          [DELIVERY_ID_HEADER]: deliveryId,
          [TIMESTAMP_HEADER]: String(timestamp),
          [SIGNATURE_HEADER]: signDelivery(WEBHOOK_SECRET, timestamp, deliveryId, body),
          ...hash,
        },
        body,
      });
      return { status: response.status, body: await response.text() };
    };
    expect(await send({})).toEqual({ status: 403, body: '{"Message":"Forbidden"}' });
    expect(await send({ [CONTENT_SHA256_HEADER]: contentSha256(`${body}\n`) })).toEqual({
      status: 403,
      body: '{"Message":"Forbidden"}',
    });
    // The same delivery, now taken: the site had not seen it (it refuses an id seen before).
    expect((await send({ [CONTENT_SHA256_HEADER]: contentSha256(body) })).status).toBe(200);
  });

  // The cache key leaves out utm_* and the like; so must what the origin is asked, or the
  // first visitor's parameters are in the page every visitor at that address gets.
  it("asks the origin with the cache key's query strings only: another parameter is in no cached page", async () => {
    cdn.invalidate(["/about-corus/"]);
    const hostile = "/about-corus/?utm_x=%3Cscript%3Ealert(1)%3C%2Fscript%3E";
    const answer = await fromCdn(hostile);
    expect(answer).toMatchObject({ status: 200, hit: false });
    const nextData = JSON.parse(
      /<script id="__NEXT_DATA__" type="application\/json"[^>]*>([^<]*)<\/script>/.exec(
        answer.body,
      )?.[1] ?? "null",
    ) as { query: Record<string, unknown> } | null;
    expect(nextData?.query).not.toHaveProperty("utm_x");
    expect(answer.body).not.toContain("utm_x");
    // Kept under the key without it, for everyone.
    expect(await fromCdn("/about-corus/")).toMatchObject({ hit: true, body: answer.body });
  });
});

describe("the clock: scheduled releases and pages that change with time, on time", () => {
  it("publishes a scheduled release at the CDN within 60 s of its time, with no visit to WordPress", async () => {
    const run = () => runWordPressCron(`${service.url}${WP_CRON_PATH}`);
    // The schedule's run of the minute before: nothing is due, nothing changes.
    await setClock(SCHEDULED.at - 60_000);
    const invalidationsBefore = aws.invalidations.length;
    await run();
    expect(aws.invalidations.length).toBe(invalidationsBefore);
    expect((await fromCdn(SCHEDULED.uri)).status).toBe(404);
    // Its minute's run, a second late as EventBridge may be: WordPress publishes, tells the site.
    const late = 1;
    await setClock(SCHEDULED.at + late * 1000);
    const started = performance.now();
    await run();
    await invalidationAfter(invalidationsBefore, "a scheduled release");
    while ((await fromCdn(SCHEDULED.uri)).status !== 200) {
      if (performance.now() - started > 30_000) throw new Error("the release never came out");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = late + (performance.now() - started) / 1000;
    const { cdn: staleAtCdn, origin, changed } = await staleAnswers();
    timeReport.push(
      `a scheduled release | ${staleAtCdn.length} | ${origin.length} | ${changed} | ${seconds.toFixed(1)}`,
    );
    expect(staleAtCdn).toEqual([]);
    expect(origin).toEqual([]);
    expect(changed).toBeGreaterThan(0);
    expect(seconds).toBeLessThan(60);
  }, 300_000);

  it.each<[string, string]>([
    ["the new year (every footer)", "2027-01-01T05:00:00Z"],
    ["an investor event starts (a results call at 8:00 EST)", "2027-01-14T13:00:00Z"],
    ["an investor event starts (the annual meeting at 10:00 EST)", "2027-01-21T15:00:00Z"],
    ["the fiscal year turns (September 1, midnight EDT)", "2027-09-01T04:00:00Z"],
  ])(
    "%s: no stale page at the CDN or the origin from that instant",
    async (name, instant) => {
      const at = Date.parse(instant);
      // Visitors fill the CDN a moment before the change...
      await setClock(at - 30_000);
      await fill();
      // ...and it comes, with no publish: nothing is invalidated, pages expire.
      const invalidationsBefore = aws.invalidations.length;
      await setClock(at);
      const { cdn: staleAtCdn, origin, changed } = await staleAnswers();
      timeReport.push(`${name} | ${staleAtCdn.length} | ${origin.length} | ${changed} | 0`);
      expect(staleAtCdn).toEqual([]);
      expect(origin).toEqual([]);
      expect(changed).toBeGreaterThan(0);
      expect(aws.invalidations.length).toBe(invalidationsBefore);
    },
    300_000,
  );
});

// The CMS failing or gone: what visitors get from a site whose CMS answers are cached. These
// tests run their own content service and site (started here) so they can stop the CMS and
// start it again without disturbing the other tests. What the server does is asked of it
// directly (SITE_URL: its x-cms-cache header is for CloudFront's logs, not for visitors); what a
// visitor gets, through a local CloudFront made from the stack's template in front of it.
import { expect, test } from "@playwright/test";
import { startCloudFrontFor, type LocalCloudFront } from "../../scripts/cdn/local-cloudfront.ts";
import { startContentService, startNext, WEB_DIR } from "../../scripts/lib/next-apps.ts";
import type { Server } from "../../scripts/lib/processes.ts";
import { plantedSearchPath } from "./planted.ts";
import { keptOutput } from "./server-logs.ts";
import {
  NO_CMS_SITE_URL,
  OUTAGE_CDN_PORT,
  OUTAGE_CONTENT_PORT,
  OUTAGE_SITE_PORT,
} from "./servers.ts";

const CONTENT_URL = `http://127.0.0.1:${OUTAGE_CONTENT_PORT}`;
const SITE_URL = `http://127.0.0.1:${OUTAGE_SITE_PORT}`;
const VISITOR_URL = `http://127.0.0.1:${OUTAGE_CDN_PORT}`;

let cms: Server | undefined;
let site: Server | undefined;
let cdn: LocalCloudFront | undefined;

const startCms = () =>
  startContentService(OUTAGE_CONTENT_PORT, keptOutput("outage-content-service"));

const control = (name: string, body: object = {}) =>
  fetch(`${CONTENT_URL}/__test/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const cmsRequests = async () =>
  ((await (await fetch(`${CONTENT_URL}/__test/requests`)).json()) as { graphql: number }).graphql;

// One content service whose failures are shared state: one test at a time, in this order.
test.describe.configure({ mode: "serial" });

const startSite = () =>
  startNext(
    "site",
    WEB_DIR,
    OUTAGE_SITE_PORT,
    {
      CMS_GRAPHQL_URL: `${CONTENT_URL}/graphql`,
      SITEMAP_BASE_URL: SITE_URL,
      // Answers go stale after a second, so an outage shows at once.
      CMS_CACHE_TTL_SECONDS: "1",
      CMS_CACHE_SWR_SECONDS: "0",
    },
    keptOutput("outage-site"),
  );

test.beforeAll(async () => {
  cms = await startCms();
  site = await startSite();
  cdn = await startCloudFrontFor({
    serverUrl: SITE_URL,
    cmsOrigin: CONTENT_URL,
    port: OUTAGE_CDN_PORT,
  });
});

test.afterAll(async () => {
  await cdn?.close();
  await site?.stop();
  await cms?.stop();
});

test("Server-Timing says how long the CMS and the render took and how the page was served", async ({
  request,
}) => {
  expect((await request.get(`${SITE_URL}/about-corus/`)).status()).toBe(200);
  const first = await request.get(`${SITE_URL}/careers/`);
  const again = await request.get(`${SITE_URL}/careers/`);
  expect(first.headers()["x-cms-cache"]).toBe("miss");
  expect(again.headers()["x-cms-cache"]).toBe("hit");
  const serverTiming = again.headers()["server-timing"] ?? "";
  const timing = Object.fromEntries(
    serverTiming.split(",").map((entry) => {
      const [name, ...params] = entry.trim().split(";");
      return [name, Object.fromEntries(params.map((param) => param.split("=")))];
    }),
  );
  expect(Number(timing.cms.dur)).toBeGreaterThanOrEqual(0);
  // The repeat view has the first view's props, so its markup is the first view's, reused.
  expect(Number(timing.render.dur)).toBeGreaterThanOrEqual(0);
  expect(timing.render.desc).toBe('"reused"');
  expect(timing.cache.desc).toBe('"hit"');
});

// What a visitor waits is the benchmark's to measure (npm run bench), not a timed test's.
test("a cold server against a CMS answering every query in 2 s answers the page, not 503", async ({
  request,
}) => {
  await site?.stop();
  await control("reset");
  // Slower than a page waits when it has something stale (CMS_PAGE_WAIT_MS, 1.5 s), within
  // one attempt's time limit (2.5 s): slow, not failing.
  await control("delay-next", { count: 100, ms: 2000 });
  site = await startSite();
  const response = await request.get(`${SITE_URL}/careers/`);
  await control("reset");
  expect(response.status()).toBe(200);
  expect(response.headers()["x-cms-cache"]).toBe("miss");
  expect(await response.text()).toContain("Careers");
});

test("a page renders when every attempt of its redirect lookup fails", async ({ request }) => {
  await control("reset");
  await control("fail-next", { count: 3, mode: "500" });
  const response = await request.get(`${SITE_URL}/our-brands/`, { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain("Our Brands");
  // Three failed lookup attempts, then the page's own queries.
  expect(await cmsRequests()).toBeGreaterThanOrEqual(4);
});

test("a legacy URL still redirects once the CMS is back", async ({ request }) => {
  await control("fail-next", { count: 3, mode: "drop" });
  const during = await request.get(`${SITE_URL}/about/`, { maxRedirects: 0 });
  expect(during.status()).toBe(404);
  const after = await request.get(`${SITE_URL}/about/`, { maxRedirects: 0 });
  expect(after.status()).toBe(301);
});

test("while the CMS is slow, a page seen before is served stale, one never seen waits for it", async ({
  request,
}) => {
  await control("reset");
  expect((await request.get(`${SITE_URL}/careers/`)).status()).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 1100)); // past the answers' 1 s TTL
  // Every CMS answer now takes 2 s: longer than a page with something stale waits
  // (CMS_PAGE_WAIT_MS, 1.5 s), shorter than one attempt's time limit (2.5 s).
  await control("delay-next", { count: 30, ms: 2000 });
  const seen = await request.get(`${SITE_URL}/careers/`);
  expect(seen.status()).toBe(200);
  expect(seen.headers()["x-cms-cache"]).toBe("stale");
  expect(await seen.text()).toContain("Careers");
  const unseen = await request.get(`${SITE_URL}/investor-relations/dividends/`);
  await control("reset");
  expect(unseen.status()).toBe(200);
  expect(unseen.headers()["x-cms-cache"]).not.toBe("stale");
});

test("while the CMS hangs, a page never seen answers 503, until the CMS answers", async ({
  request,
}) => {
  test.setTimeout(45_000);
  await control("reset");
  // Every answer 10 s late: each attempt gives up at 2.5 s, and the CMS is failing.
  await control("delay-next", { count: 100, ms: 10_000 });
  const unseen = await request.get(`${SITE_URL}/investor-relations/governance/`);
  expect(unseen.status()).toBe(503);
  expect(unseen.headers()["retry-after"]).toMatch(/^\d+$/);
  await control("reset");
  // Once the CMS answers on time, the page is there (the circuit closes by itself).
  await expect
    .poll(async () => (await request.get(`${SITE_URL}/investor-relations/governance/`)).status(), {
      timeout: 15_000,
    })
    .toBe(200);
});

test("a page never seen answers a branded 503 with Retry-After when the CMS fails", async ({
  request,
}) => {
  // Every attempt of every query fails until the reset: the edge's redirect lookup, the
  // site's (expired) shell and the page.
  await control("fail-next", { count: 100, mode: "500" });
  const response = await request.get(`${VISITOR_URL}/advertising/`);
  await control("reset");
  expect(response.status()).toBe(503);
  expect(response.headers()["retry-after"]).toMatch(/^\d+$/);
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(response.headers()["x-cache"]).toBe("Error from cloudfront");
  const html = await response.text();
  expect(html).toContain("This page is briefly unavailable");
  expect(html).not.toMatch(/at .+\.(js|ts):\d+|TypeError|ServerError|stack/i);
  // The failures opened the site's circuit breaker: the next test starts once it has closed.
  await expect
    .poll(async () => (await fetch(`${SITE_URL}/about-corus/`)).status, {
      timeout: 15_000,
      intervals: [250],
    })
    .toBe(200);
});

test("with the CMS stopped, a page seen before stays up, marked stale", async ({
  page,
  request,
}) => {
  expect((await page.goto(`${VISITOR_URL}/about-corus/`))?.status()).toBe(200);
  await cms?.stop();
  await page.waitForTimeout(1200);
  // The server serves what it had, and says so to CloudFront's logs...
  const fromServer = await request.get(`${SITE_URL}/about-corus/`);
  expect(fromServer.status()).toBe(200);
  expect(fromServer.headers()["x-cms-cache"]).toBe("stale");
  // ...and the visitor gets the page, past CloudFront's copy (invalidated), without that header.
  cdn?.invalidate(["/about-corus/"]);
  const response = await page.goto(`${VISITOR_URL}/about-corus/`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["x-cache"]).toBe("Miss from cloudfront");
  expect(response?.headers()["x-cms-cache"]).toBeUndefined();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/About/);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
});

// How fast it answers is the benchmark's to measure (npm run bench), not a timed test's.
test("with the CMS stopped, a page never seen answers 503 with Retry-After", async ({
  request,
}) => {
  const response = await request.get(`${VISITOR_URL}/investor-relations/`);
  expect(response.status()).toBe(503);
  expect(response.headers()["retry-after"]).toMatch(/^\d+$/);
});

// What the review found logged: a search with the CMS down (the redirect lookup fails). The
// run's servers' output is searched for it afterwards (log-privacy.spec.ts).
test("with the CMS stopped, a search answers 503 and its terms are not logged", async ({
  request,
}) => {
  const response = await request.get(`${SITE_URL}${plantedSearchPath()}`);
  expect(response.status()).toBe(503);
});

test("the site recovers by itself when the CMS is back", async ({ request }) => {
  test.setTimeout(45_000);
  cms = await startCms();
  await expect
    .poll(async () => (await request.get(`${SITE_URL}/media-centre/`)).status(), {
      timeout: 15_000,
      intervals: [250],
    })
    .toBe(200);
  // A visitor may meet a 503 CloudFront kept from before (errors are kept 10 s, the error-caching
  // minimum TTL the distribution leaves at its default), then the page.
  await expect
    .poll(async () => (await request.get(`${VISITOR_URL}/investor-relations/`)).status(), {
      timeout: 15_000,
      intervals: [500],
    })
    .toBe(200);
  await expect
    .poll(async () => (await request.get(`${SITE_URL}/about-corus/`)).headers()["x-cms-cache"], {
      timeout: 5000,
      intervals: [250],
    })
    .not.toBe("stale");
});

test("with the CMS unreachable and nothing cached, pages answer the bare 503 page", async ({
  page,
}) => {
  const response = await page.goto(`${NO_CMS_SITE_URL}/about-corus/`);
  expect(response?.status()).toBe(503);
  expect(response?.headers()["retry-after"]).toMatch(/^\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "This page is briefly unavailable",
  );
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  expect(await page.content()).not.toMatch(/CmsNetworkError|fetch failed|at .+\.js:\d+/);
});

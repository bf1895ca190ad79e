// Publishing, as deployed: the content service, on a copy of the seed content, plays WordPress (a
// file edit is reloaded and announced with the signed webhook, through CloudFront) and the site
// purges its cache of CMS answers and invalidates what CloudFront keeps (a local CloudFront made
// from the stack's template, its invalidations through the site's own AWS SDK calls), so an edit
// shows in the browser within 2 s although pages are kept for minutes. Also the webhook's answers
// over real HTTP from the real Next server, through CloudFront's origin access control.
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes, randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { CONTENT_SHA256_HEADER, contentSha256 } from "@corus/site-rules/content-sha256";
import { signDelivery } from "@corus/site-rules/webhook-signature";
import { startLocalAws, type FakeAws } from "../../scripts/cdn/fake-aws.ts";
import { startCloudFrontFor, type LocalCloudFront } from "../../scripts/cdn/local-cloudfront.ts";
import { ROOT, startContentService, startNext, WEB_DIR } from "../../scripts/lib/next-apps.ts";
import type { Server } from "../../scripts/lib/processes.ts";
import { serverLogFile } from "./server-logs.ts";
import {
  NO_CMS_SITE_URL,
  PUBLISH_CDN_PORT,
  PUBLISH_CONTENT_PORT,
  PUBLISH_SITE_PORT,
} from "./servers.ts";

const CONTENT_URL = `http://127.0.0.1:${PUBLISH_CONTENT_PORT}`;
/** The site's own server, and the CloudFront in front of it, which visitors and WordPress reach. */
const ORIGIN_URL = `http://127.0.0.1:${PUBLISH_SITE_PORT}`;
const SITE_URL = `http://127.0.0.1:${PUBLISH_CDN_PORT}`;
const WEBHOOK_URL = `${SITE_URL}/api/revalidate/`;
// Made per run, as `npm start` does.
const SECRET = randomBytes(32).toString("hex");

let contentDir: string;
/** Both servers' output, attached to a failed test: which step of the chain was slow. */
let logFile: string;
let cms: Server | undefined;
let site: Server | undefined;
let cdn: LocalCloudFront | undefined;
let aws: FakeAws | undefined;

// One at a time, in order, on the servers of this file; a failing test does not skip the
// others (each edits a seed file of its own, so none depends on another having run).
test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  contentDir = await mkdtemp(path.join(tmpdir(), "publish-content-"));
  await cp(path.join(ROOT, "packages/content-service/content"), contentDir, { recursive: true });
  // Kept with the run's other servers' output (server-logs.ts), for log-privacy.spec.ts too.
  logFile = serverLogFile("publish-servers");
  cms = await startContentService(PUBLISH_CONTENT_PORT, {
    logFile,
    env: {
      CONTENT_SERVICE_CONTENT_DIR: contentDir,
      CONTENT_SERVICE_WEBHOOK_URL: WEBHOOK_URL,
      CONTENT_SERVICE_WEBHOOK_SECRET: SECRET,
    },
  });
  const local = await startLocalAws((items) => cdn?.invalidate(items) ?? 0);
  aws = local.aws;
  site = await startNext(
    "site",
    WEB_DIR,
    PUBLISH_SITE_PORT,
    {
      CMS_GRAPHQL_URL: `${CONTENT_URL}/graphql`,
      SITEMAP_BASE_URL: SITE_URL,
      CMS_WEBHOOK_SECRET: SECRET,
      // Answers stay fresh for a minute: only the webhook's purge can show an edit sooner.
      CMS_CACHE_TTL_SECONDS: "60",
      ...local.siteEnv,
    },
    { logFile },
  );
  cdn = await startCloudFrontFor({
    serverUrl: ORIGIN_URL,
    cmsOrigin: CONTENT_URL,
    port: PUBLISH_CDN_PORT,
  });
});

// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this pattern
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  const output = await readFile(logFile, "utf8");
  await testInfo.attach("servers.log", { body: output, contentType: "text/plain" });
  // CI keeps the console: the servers' last words say which step of the chain was slow.
  console.error(`servers' output (last 40 lines):\n${output.split("\n").slice(-40).join("\n")}`);
});

test.afterAll(async () => {
  await cdn?.close();
  await aws?.close();
  await site?.stop();
  await cms?.stop();
  if (contentDir) await rm(contentDir, { recursive: true, force: true });
});

const seedFile = (name: string) => path.join(contentDir, "pages", name);

test("an edit to a seed file shows on the page in Chromium within 2 seconds", async ({ page }) => {
  await page.goto(`${SITE_URL}/careers/`);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Careers");
  // Cached now: a reload comes from CloudFront (the page is kept for minutes), and behind it the
  // site's cache of CMS answers (fresh for a minute), so only the webhook's purge and
  // invalidation can show the edit sooner. Were nothing cached, the test would prove nothing.
  const cached = await page.reload({ waitUntil: "domcontentloaded" });
  expect(cached?.headers()["x-cache"]).toBe("Hit from cloudfront");
  // Asked directly, the site looks the URL's redirect up itself (through CloudFront the edge
  // did): the second answer is all from its cache.
  await (await fetch(`${ORIGIN_URL}/careers/`)).arrayBuffer();
  const fromOrigin = await fetch(`${ORIGIN_URL}/careers/`);
  expect(fromOrigin.headers.get("x-cms-cache")).toBe("hit");
  // What the site says to CloudFront (the page's tags, which the invalidation below purges by)
  // and for debugging stays inside: named here, not taken from the stack's list, so a header
  // dropped from that list fails this test.
  expect(fromOrigin.headers.get("cache-tag")).toMatch(/\buri:\/careers\//);
  expect(fromOrigin.headers.get("server-timing")).toMatch(/\bcms;dur=/);
  for (const internal of ["cache-tag", "x-cms-cache", "server-timing", "x-powered-by"]) {
    expect(cached?.headers()[internal], internal).toBeUndefined();
  }
  const source = await readFile(seedFile("careers.html"), "utf8");
  const started = Date.now();
  await writeFile(
    seedFile("careers.html"),
    source.replace("title: Careers", "title: Work at Corus"),
  );
  // The document is what the edit changes: no need to wait for its images each time.
  await expect
    .poll(
      async () => {
        await page.reload({ waitUntil: "domcontentloaded" });
        return heading.textContent();
      },
      { timeout: 2000, intervals: [50] },
    )
    .toBe("Work at Corus");
  expect(Date.now() - started).toBeLessThan(2000);
});

test("a broken edit leaves the page as it was", async ({ page }) => {
  const file = seedFile("faq.html");
  const source = await readFile(file, "utf8");
  await page.goto(`${SITE_URL}/faq/`);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Frequently Asked Questions");
  await writeFile(
    file,
    source
      .replace("title: Frequently Asked Questions", "title: Broken")
      .replace("databaseId: 165", "databaseId: x"),
  );
  try {
    // Time for a reload and a webhook, had the edit been served.
    await page.waitForTimeout(1500);
    await page.reload();
    await expect(heading).toHaveText("Frequently Asked Questions");
    const answer = await fetch(`${CONTENT_URL}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: '{ page(id: "/faq/", idType: URI) { title } }' }),
    });
    expect(await answer.json()).toEqual({
      data: { page: { title: "Frequently Asked Questions" } },
    });
  } finally {
    await writeFile(file, source);
  }
});

test("a site whose CMS has no site icon names the fallback icons in the site", async ({
  page,
  request,
}) => {
  const siteFile = path.join(contentDir, "site.yaml");
  const source = await readFile(siteFile, "utf8");
  const icons = () =>
    page
      .locator('head link[rel="icon"], head link[rel="apple-touch-icon"]')
      .evaluateAll((links) =>
        links.map((link) => `${link.getAttribute("rel")} ${link.getAttribute("href")}`),
      );
  await page.goto(`${SITE_URL}/careers/`);
  expect(await icons()).toEqual([
    expect.stringMatching(/^icon \/_next\/image\/\?url=.*site-icon\.png/),
    expect.stringMatching(/^apple-touch-icon \/_next\/image\/\?url=.*site-icon\.png/),
  ]);
  const sentBefore = aws!.invalidations.length;
  let edited = false;
  try {
    // The options page's image field emptied: WPGraphQL then answers null.
    const withoutIcon = source.replace(
      /\n\s*siteIconOptions:\n\s*siteIconImage: images\/site-icon\.png/,
      "",
    );
    expect(withoutIcon).not.toBe(source);
    await writeFile(siteFile, withoutIcon);
    edited = true;
    await expect
      .poll(
        async () => {
          await page.reload({ waitUntil: "domcontentloaded" });
          return icons();
        },
        { timeout: 5000, intervals: [100] },
      )
      .toEqual(["icon /favicon.ico", "icon /icon.svg", "apple-touch-icon /apple-touch-icon.png"]);
    for (const href of ["/favicon.ico", "/icon.svg", "/apple-touch-icon.png"]) {
      const response = await request.get(`${SITE_URL}${href}`);
      expect(response.status(), href).toBe(200);
      expect(response.headers()["content-type"], href).toMatch(/^image\//);
    }
  } finally {
    await writeFile(siteFile, source);
    // The content service publishes the restore as it published the edit: both deliveries are
    // this test's, and must be through (CloudFront told) before the next test counts its own.
    // Waited for without failing: a failure above is the one to report.
    const deadline = Date.now() + 10_000;
    const published = () =>
      aws!.invalidations.slice(sentBefore).filter((one) => one.items.includes("#options")).length;
    while (edited && published() < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
});

/** A delivery's headers as WordPress sends them, the body's hash for CloudFront's OAC among them. */
function signed(body: string, secret = SECRET) {
  const timestamp = Math.floor(Date.now() / 1000);
  const id = randomUUID();
  return {
    "content-type": "application/json",
    [CONTENT_SHA256_HEADER]: contentSha256(body),
    "x-webhook-id": id,
    "x-webhook-timestamp": String(timestamp),
    "x-webhook-signature": signDelivery(secret, timestamp, id, body),
  };
}

test.describe("the webhook over HTTP", () => {
  const menus = JSON.stringify({ changes: [{ type: "menus" }] });

  test("a signed delivery is answered with what was purged and invalidated at CloudFront", async ({
    request,
  }) => {
    const invalidations = aws!.invalidations.length;
    const response = await request.post(WEBHOOK_URL, { data: menus, headers: signed(menus) });
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(await response.json()).toMatchObject({
      purged: { tags: ["menus"] },
      invalidation: { paths: ["#menus"] },
    });
    expect(aws!.invalidations.slice(invalidations).map((sent) => sent.items)).toEqual([["#menus"]]);
  });

  test("CloudFront passes a delivery on only with its body's SHA-256, as Lambda's OAC asks", async ({
    request,
  }) => {
    const withoutHash = Object.fromEntries(
      Object.entries(signed(menus)).filter(([name]) => name !== CONTENT_SHA256_HEADER),
    );
    const refused = await request.post(WEBHOOK_URL, { data: menus, headers: withoutHash });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toBe('{"Message":"Forbidden"}');
  });

  test("the same delivery sent twice is refused the second time", async ({ request }) => {
    const headers = signed(menus);
    expect((await request.post(WEBHOOK_URL, { data: menus, headers })).status()).toBe(200);
    const replay = await request.post(WEBHOOK_URL, { data: menus, headers });
    expect(replay.status()).toBe(401);
    expect(await replay.json()).toEqual({ error: "unauthorized" });
  });

  test("wrong secret, no signature, wrong method, bad JSON, oversized body", async ({
    request,
  }) => {
    // As bytes: Playwright would re-encode a JSON-typed string that is not JSON.
    const post = (data: string, headers: Record<string, string>) =>
      request.post(WEBHOOK_URL, { data: Buffer.from(data), headers, maxRedirects: 0 });
    expect((await post(menus, signed(menus, "not-the-secret"))).status()).toBe(401);
    // Unsigned (with the body's hash, so that CloudFront passes it on): the site refuses it.
    const unsigned = {
      "content-type": "application/json",
      [CONTENT_SHA256_HEADER]: contentSha256(menus),
    };
    expect((await post(menus, unsigned)).status()).toBe(401);
    expect((await request.get(WEBHOOK_URL)).status()).toBe(405);
    const bad = await post("{oops", signed("{oops"));
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({ error: "the body is not JSON" });
    const huge = JSON.stringify({ changes: [{ type: "menus" }], padding: "x".repeat(70_000) });
    expect((await post(huge, signed(huge))).status()).toBe(413);
  });

  test("without the trailing slash the site answers 308 to the documented URL", async ({
    request,
  }) => {
    const response = await request.post(`${SITE_URL}/api/revalidate`, {
      data: menus,
      headers: signed(menus),
      maxRedirects: 0,
    });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe("/api/revalidate/");
  });

  test("a site with no secret configured answers 503 and accepts nothing", async ({ request }) => {
    const response = await request.post(`${NO_CMS_SITE_URL}/api/revalidate/`, {
      data: menus,
      headers: signed(menus),
    });
    expect(response.status()).toBe(503);
    expect(await response.json()).toEqual({ error: "the publish webhook is not available" });
  });
});

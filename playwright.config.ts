import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumExecutable } from "./scripts/lib/chromium.ts";
import {
  ANALYTICS_ORIGIN_PORT,
  ANALYTICS_ORIGIN_URL,
  ANALYTICS_SITE_ENV,
  ANALYTICS_SITE_PORT,
} from "./tests/e2e/analytics-site.ts";
import {
  CONTENT_PORT,
  CONTENT_URL,
  NO_CMS_ORIGIN_PORT,
  NO_CMS_ORIGIN_URL,
  NO_CMS_SITE_PORT,
  NO_CMS_SITE_URL,
  ORIGIN_PORT,
  ORIGIN_URL,
  SCREENSHOT_CLOCK,
  SCREENSHOT_SITE_PORT,
  SCREENSHOT_SITE_URL,
  SITE_PORT,
  SITE_URL,
  STEADY_CMS_CACHE,
} from "./tests/e2e/servers.ts";
import { SERVER_LOG_PRELOAD } from "./tests/e2e/server-logs.ts";

// Every server's output, kept for the run in a folder of its own (tests/e2e/server-logs.ts):
// set once by the main process, inherited by the workers and the servers. Their standard output
// (the per-request info lines) stays out of the run's log; what they write to standard error
// (warnings and errors) still shows there.
const serverLogs = (process.env.E2E_SERVER_LOGS ??= mkdtempSync(
  path.join(tmpdir(), "e2e-server-logs-"),
));
const keptAs = (server: string) => ({ SERVER_LOG_FILE: path.join(serverLogs, `${server}.log`) });
const NEXT_START = `node --import ${SERVER_LOG_PRELOAD} node_modules/next/dist/bin/next start`;

/**
 * A local CloudFront made from the stack's template (scripts/cdn/main.ts) in front of a site's
 * server: what visitors reach, as deployed. It runs the edge function, whose lines are kept too.
 */
const cloudFront = (name: string, port: number, origin: string, cms: string) => ({
  command: `node --import tsx --import ${SERVER_LOG_PRELOAD} scripts/cdn/main.ts`,
  url: `http://127.0.0.1:${port}/robots.txt`,
  // npm test makes the stack's template beforehand; by hand, the first one makes it (a minute).
  timeout: 180_000,
  env: {
    ...keptAs(name),
    LOCAL_CLOUDFRONT_ORIGIN: origin,
    LOCAL_CLOUDFRONT_CMS: cms,
    LOCAL_CLOUDFRONT_PORT: String(port),
  },
  reuseExistingServer: false,
  stdout: "ignore" as const,
});

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // The HTML report (playwright-report/) is where a screenshot change is reviewed: expected,
  // actual and diff side by side (docs/screenshots.md).
  reporter: [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  projects: [
    {
      name: "site",
      testIgnore: /(cms-outage|publish|preview|screenshots|log-privacy)\.spec\.ts/,
    },
    // Screenshots compared with the baselines in tests/e2e/screenshots/ (docs/screenshots.md):
    // made with Debian's Chromium and fonts-liberation, as CI runs; animations stopped; a few
    // anti-aliased pixels may differ (maxDiffPixels), a moved block may not.
    {
      name: "screenshots",
      testMatch: /screenshots\.spec\.ts/,
      use: { baseURL: SCREENSHOT_SITE_URL },
      snapshotPathTemplate: "{testDir}/screenshots/{arg}{ext}",
      expect: {
        timeout: 20_000,
        toHaveScreenshot: {
          animations: "disabled",
          caret: "hide",
          scale: "css",
          maxDiffPixels: 100,
        },
      },
    },
    // Editors' previews, against a content service and site of their own (auth and secrets on).
    { name: "preview", testMatch: /preview\.spec\.ts/ },
    // Stops and restarts a content service of its own (cms-outage.spec.ts): one test at a time.
    { name: "cms-outage", testMatch: /cms-outage\.spec\.ts/ },
    // Edits seed content under a content service and site of its own: one test at a time,
    // after the site's tests, so its 2-second budget does not compete with theirs.
    { name: "publish", testMatch: /publish\.spec\.ts/, dependencies: ["site"] },
    // After every other project's traffic (planted-search.spec.ts among it): no line any server
    // wrote holds what a visitor searched for.
    {
      name: "log-privacy",
      testMatch: /log-privacy\.spec\.ts/,
      dependencies: ["site", "preview", "cms-outage", "publish"],
    },
  ],
  use: {
    baseURL: SITE_URL,
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: [
    {
      command: `node --import tsx --import ${SERVER_LOG_PRELOAD} packages/content-service/src/main.ts`,
      url: `${CONTENT_URL}/healthz`,
      // Test controls let tests add unsafe redirect records and make the CMS fail.
      env: {
        CONTENT_SERVICE_PORT: String(CONTENT_PORT),
        CONTENT_SERVICE_TEST_CONTROLS: "true",
        ...keptAs("content-service"),
      },
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      command: `${NEXT_START} -p ${ORIGIN_PORT} -H 127.0.0.1`,
      cwd: "packages/web",
      url: `${ORIGIN_URL}/`,
      env: {
        ...keptAs("site"),
        ...STEADY_CMS_CACHE,
        CMS_GRAPHQL_URL: `${CONTENT_URL}/graphql`,
        SITEMAP_BASE_URL: SITE_URL,
        NEXT_TELEMETRY_DISABLED: "1",
      },
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      // The same build with analytics on and robots turned away (tests/e2e/analytics-site.ts).
      command: `${NEXT_START} -p ${ANALYTICS_ORIGIN_PORT} -H 127.0.0.1`,
      cwd: "packages/web",
      url: `${ANALYTICS_ORIGIN_URL}/`,
      env: {
        ...keptAs("analytics-site"),
        ...STEADY_CMS_CACHE,
        ...ANALYTICS_SITE_ENV,
        CMS_GRAPHQL_URL: `${CONTENT_URL}/graphql`,
        NEXT_TELEMETRY_DISABLED: "1",
      },
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      // The same build with its clock fixed, so pages that show the date look the same on any
      // day (tests/e2e/fixed-clock.mjs): the screenshots' site.
      command: `node --import ../../tests/e2e/fixed-clock.mjs --import ${SERVER_LOG_PRELOAD} node_modules/next/dist/bin/next start -p ${SCREENSHOT_SITE_PORT} -H 127.0.0.1`,
      cwd: "packages/web",
      url: `${SCREENSHOT_SITE_URL}/`,
      env: {
        ...keptAs("screenshot-site"),
        FIXED_CLOCK: SCREENSHOT_CLOCK,
        CMS_GRAPHQL_URL: `${CONTENT_URL}/graphql`,
        SITEMAP_BASE_URL: SCREENSHOT_SITE_URL,
        NEXT_TELEMETRY_DISABLED: "1",
      },
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      // The same build pointed at a CMS that is not there (port 9 discards); robots.txt needs
      // no CMS, so it tells when the server is up.
      command: `${NEXT_START} -p ${NO_CMS_ORIGIN_PORT} -H 127.0.0.1`,
      cwd: "packages/web",
      url: `${NO_CMS_ORIGIN_URL}/robots.txt`,
      env: {
        ...keptAs("no-cms-site"),
        CMS_GRAPHQL_URL: "http://127.0.0.1:9/graphql",
        SITEMAP_BASE_URL: NO_CMS_SITE_URL,
        NEXT_TELEMETRY_DISABLED: "1",
      },
      reuseExistingServer: false,
      stdout: "ignore",
    },
    cloudFront("site-cloudfront", SITE_PORT, ORIGIN_URL, CONTENT_URL),
    cloudFront("analytics-site-cloudfront", ANALYTICS_SITE_PORT, ANALYTICS_ORIGIN_URL, CONTENT_URL),
    cloudFront("no-cms-site-cloudfront", NO_CMS_SITE_PORT, NO_CMS_ORIGIN_URL, "http://127.0.0.1:9"),
  ],
});

// `npm run audit`: builds the site and a bare Next.js Pages Router page with the same Next.js,
// starts the site on the embedded content service, and measures it: first-load JavaScript of
// every audited page (every script its HTML names) against the bare page's, html-validate on
// every sitemap route, a link check over the whole site, axe on every template at desktop width
// and 360 px, and Lighthouse on one page of every template, mobile and desktop, each run judged
// against a run of the bare page beside it (three runs, the medians of their ratios deciding;
// five when those miss). The site
// has a tool configured (no tool loads without consent), so a first visit shows the consent
// banner: axe checks every page with the banner
// showing (the browser tests check them without it), Lighthouse measures every page with the
// banner showing and two with a choice made. Writes audit-report/report.json
// and audit-report/summary.md (the servers' output beside them, in servers.log), prints the
// summary, and exits non-zero when a budget is missed.
//
// AUDIT_CONTENT_PORT (4200), AUDIT_SITE_PORT (3200) and AUDIT_BARE_PORT (3201) choose the
// ports, AUDIT_LIGHTHOUSE_RUNS (3) the runs per page, AUDIT_LIGHTHOUSE_EXTRA_RUNS (2)
// those added when their medians miss, AUDIT_LIGHTHOUSE_LANES (1) how many Lighthouse
// lanes measure at once (more only for a quick local look), and AUDIT_CPU_SLOWDOWN Lighthouse's CPU slowdown for both
// apps (by default Lighthouse's own: 4 on mobile, 1 on desktop), to play a slower machine.
//
//   --ci          what `npm test` runs after the browser tests: reuses their build of the site
//                 (builds only the bare page), leaves desktop Lighthouse out, axe with the banner
//                 on two pages, and ends a page's runs once its first is well inside every
//                 budget, or two have met every budget (the medians of three then must).
//   --skip-build  reuses both builds when they exist (while working on the audit itself).
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromiumExecutable, lighthouseChromiumPath } from "../lib/chromium.ts";
import {
  BARE_DIR,
  buildBareApp,
  buildSite,
  hasBuild,
  ROOT,
  startContentService,
  startNext,
  WEB_DIR,
} from "../lib/next-apps.ts";
import type { Server } from "../lib/processes.ts";
import { axePages } from "./axe.ts";
import { checkBudgets, LIGHTHOUSE_CLEAR_RATIOS, LIGHTHOUSE_RATIO_BUDGETS } from "./budgets.ts";
import { pagesFirstLoadJs, routesFirstLoadJs } from "./first-load-js.ts";
import { sitemapPaths, validatePages } from "./html.ts";
import { BARE_EVERY, lighthousePages, type LighthousePage } from "./lighthouse.ts";
import { lighthouseInLanes } from "./lighthouse-lanes.ts";
import { checkLinks } from "./links.ts";
import {
  choiceMade,
  FRENCH_MEASURED_IN_CI,
  FRENCH_TEMPLATE_PAGES,
  policyVersion,
  pressReleasePage,
  TEMPLATE_PAGES,
} from "./pages.ts";
import { writeReport, type AuditReport } from "./report.ts";

const ci = process.argv.includes("--ci");
const skipBuild = process.argv.includes("--skip-build");

const CONTENT_PORT = Number(process.env.AUDIT_CONTENT_PORT || 4200);
const SITE_PORT = Number(process.env.AUDIT_SITE_PORT || 3200);
const BARE_PORT = Number(process.env.AUDIT_BARE_PORT || 3201);
const LIGHTHOUSE_RUNS = Number(process.env.AUDIT_LIGHTHOUSE_RUNS || 3);
const LIGHTHOUSE_EXTRA_RUNS = Number(process.env.AUDIT_LIGHTHOUSE_EXTRA_RUNS || 2);
/**
 * Lighthouse lanes measuring at once (lighthouse-lanes.ts). One, CI included: blocking time counts
 * only a task's time past 50 ms, so a second lane's load lengthens a heavier page's tasks past
 * that mark more than the bare page's, and the ratios the budgets judge grow with the contention
 * (a CI audit in two lanes put the front page at 3.74x the bare page's blocking time, against
 * 0.95x to 2.07x in one).
 */
const LIGHTHOUSE_LANES = Number(process.env.AUDIT_LIGHTHOUSE_LANES || 1);
const CPU_SLOWDOWN = process.env.AUDIT_CPU_SLOWDOWN
  ? Number(process.env.AUDIT_CPU_SLOWDOWN)
  : undefined;
const CONTENT_URL = `http://127.0.0.1:${CONTENT_PORT}`;
const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;
const BARE_URL = `http://127.0.0.1:${BARE_PORT}`;
/**
 * A tool, so that the banner asks: an inline snippet, allowed by its hash, so the policy gains
 * no host allowlist (Lighthouse's csp-xss finds any host in script-src bypassable).
 */
const AUDIT_TOOLS = {
  ANALYTICS_SESSION_REPLAY_SNIPPET: "window.sessionReplay = true;",
  ANALYTICS_SESSION_REPLAY_CATEGORY: "session-replay",
};
/** The pages Lighthouse measures a second time, with a choice recorded (no banner). */
const CHOICE_MADE_MEASURED = ["/", "/media-centre/press-releases/"];
/**
 * CI's axe pages with the banner showing: the banner is one component on every page, and the
 * browser tests check every template without it (tests/e2e/accessibility.spec.ts); the full
 * audit checks it over every template.
 */
const BANNER_AXE_PAGES_IN_CI = ["/", "/media-centre/press-releases/", "/fr/"];
const REPORT_DIR = path.join(ROOT, "audit-report");
const SERVER_LOG = path.join(REPORT_DIR, "servers.log");
/** A path outside the CMS's route: Next's own 404 page answers it (pages/404.tsx). */
const NEXT_404_PATH = "/_next/no-such-file";

const servers: Server[] = [];
const started = Date.now();

/**
 * A server that stopped mid-audit (a crash, or a stray signal) leaves figures measured against a
 * half-working site, such as images refused: stop with its exit rather than report them.
 */
function assertServersUp() {
  for (const server of servers) {
    const { exitCode, signalCode } = server.process;
    if (exitCode !== null || signalCode !== null) {
      throw new Error(
        `the ${server.name} stopped during the audit (${signalCode ?? `exit code ${exitCode}`}); ` +
          `its output is in ${path.relative(process.cwd(), SERVER_LOG)}`,
      );
    }
  }
}

function step(text: string) {
  assertServersUp();
  console.log(`\naudit: ${text} (${Math.round((Date.now() - started) / 1000)} s)`);
}

function build() {
  if (ci) {
    if (!hasBuild(WEB_DIR)) {
      throw new Error("audit --ci reuses the site's build: run `npm run build` first");
    }
  } else if (!skipBuild || !hasBuild(WEB_DIR)) {
    step("building the site (next build)");
    buildSite();
  }
  if (!skipBuild || ci || !hasBuild(BARE_DIR)) {
    step("building the bare Next.js page with the same Next.js");
    buildBareApp();
  }
}

async function main() {
  const startedAt = new Date().toISOString();
  const loadAverageBefore = os.loadavg();
  build();
  rmSync(REPORT_DIR, { recursive: true, force: true });
  const lighthouseDir = path.join(REPORT_DIR, "lighthouse");
  mkdirSync(lighthouseDir, { recursive: true });

  const routesJs = { site: routesFirstLoadJs(WEB_DIR), bare: routesFirstLoadJs(BARE_DIR) };

  step("starting the bare Next.js page");
  // Up until Lighthouse is done: each run of a page is judged beside a run of the bare page.
  servers.push(
    await startNext("bare Next.js page", BARE_DIR, BARE_PORT, {}, { logFile: SERVER_LOG }),
  );
  const [bare] = await pagesFirstLoadJs(BARE_DIR, BARE_URL, ["/"]);
  if (!bare) throw new Error("the bare page was not measured");

  step("starting the content service and the site");
  servers.push(await startContentService(CONTENT_PORT, { logFile: SERVER_LOG }));
  servers.push(
    await startNext(
      "site",
      WEB_DIR,
      SITE_PORT,
      { CMS_GRAPHQL_URL: `${CONTENT_URL}/graphql`, SITEMAP_BASE_URL: SITE_URL, ...AUDIT_TOOLS },
      { logFile: SERVER_LOG },
    ),
  );

  const pages = [
    ...TEMPLATE_PAGES,
    await pressReleasePage(`${CONTENT_URL}/graphql`, "EN"),
    ...FRENCH_TEMPLATE_PAGES,
    await pressReleasePage(`${CONTENT_URL}/graphql`, "FR"),
  ];
  const sitemap = await sitemapPaths(SITE_URL);
  const routes = [
    ...sitemap.map((route) => ({ path: route, expectedStatus: 200 })),
    ...pages
      .filter((page) => !sitemap.includes(page.path))
      .map((page) => ({ path: page.path, expectedStatus: page.status })),
  ];

  step(`html-validate on ${routes.length} routes`);
  const html = await validatePages(routes, SITE_URL);

  step(`first-load JavaScript of ${pages.length + 1} pages`);
  const firstLoad = {
    pages: await pagesFirstLoadJs(WEB_DIR, SITE_URL, [
      ...pages.map((page) => page.path),
      NEXT_404_PATH,
    ]),
    bare,
  };

  step("checking every link on the site");
  const startUrls = routes
    .filter((route) => route.expectedStatus === 200)
    .map((route) => new URL(route.path, SITE_URL).toString());
  const links = await checkLinks(startUrls, [SITE_URL, CONTENT_URL]);

  const version = await policyVersion(`${CONTENT_URL}/graphql`);
  const afterChoice = (page: (typeof pages)[number]) => choiceMade(page, version);
  // With the banner showing: the browser tests check the same pages without it
  // (tests/e2e/accessibility.spec.ts), where no banner covers what axe measures contrast on.
  const axed = ci ? pages.filter((page) => BANNER_AXE_PAGES_IN_CI.includes(page.path)) : pages;
  step(`axe on ${axed.length} pages with the banner showing, at desktop width and 360 px`);
  const axe = await axePages(axed, SITE_URL, chromiumExecutable());

  // CI measures two French pages: their code is the English pages', their words longer.
  const measuredInThisRun = (page: (typeof pages)[number]) =>
    page.lighthouse &&
    (!ci || !page.path.startsWith("/fr/") || FRENCH_MEASURED_IN_CI.includes(page.path));
  const measured = [
    ...pages.filter(measuredInThisRun),
    ...pages.filter((page) => CHOICE_MADE_MEASURED.includes(page.path)).map(afterChoice),
  ];
  const lighthouseOptions = {
    siteUrl: SITE_URL,
    bareUrl: BARE_URL,
    chromiumPath: lighthouseChromiumPath(),
    runs: LIGHTHOUSE_RUNS,
    extraRuns: LIGHTHOUSE_EXTRA_RUNS,
    budgets: LIGHTHOUSE_RATIO_BUDGETS,
    clearBudgets: LIGHTHOUSE_CLEAR_RATIOS,
    cpuSlowdown: CPU_SLOWDOWN,
    reportDir: lighthouseDir,
    // CI needs the verdict; the full audit also wants each page's figure from three runs.
    stopWhenSettled: ci,
    settleOnClearFirstRun: ci,
    log: (line: string) => console.log(line),
  };
  const lighthouse: LighthousePage[] = [];
  for (const formFactor of ci ? (["mobile"] as const) : (["mobile", "desktop"] as const)) {
    step(
      `Lighthouse ${formFactor}, ${measured.length} pages, ${LIGHTHOUSE_RUNS} runs each ` +
        `(${LIGHTHOUSE_RUNS + LIGHTHOUSE_EXTRA_RUNS} when their medians miss), the bare page ` +
        `after every ${BARE_EVERY} of theirs` +
        (LIGHTHOUSE_LANES > 1 ? `, in ${LIGHTHOUSE_LANES} lanes at once` : ""),
    );
    lighthouse.push(
      ...(LIGHTHOUSE_LANES > 1
        ? await lighthouseInLanes(measured, formFactor, lighthouseOptions, LIGHTHOUSE_LANES)
        : await lighthousePages(measured, formFactor, lighthouseOptions)),
    );
  }

  assertServersUp();
  const figures = { lighthouse, firstLoadJs: firstLoad, axe, html, links };
  const nextPackage = path.join(WEB_DIR, "node_modules/next/package.json");
  const report: AuditReport = {
    ...figures,
    startedAt,
    durationSeconds: (Date.now() - started) / 1000,
    mode: ci ? "ci" : "full",
    nextVersion: (JSON.parse(readFileSync(nextPackage, "utf8")) as { version: string }).version,
    machine: {
      cpus: os.availableParallelism(),
      loadAverageBefore,
      loadAverageAfter: os.loadavg(),
    },
    routesJs,
    budgets: checkBudgets(figures),
  };
  console.log(`\n${writeReport(report, REPORT_DIR)}`);
  console.log(`audit: report in ${path.relative(process.cwd(), REPORT_DIR) || "."}/`);
  if (report.budgets.some((budget) => !budget.met)) process.exitCode = 1;
}

const stopServers = () => Promise.all(servers.map((server) => server.stop()));
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void stopServers().then(() => process.exit(130)));
}
try {
  await main();
} finally {
  await stopServers();
}

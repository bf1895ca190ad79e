// Lighthouse (12.8.2, the last to run on Node 20) on one page of every template, mobile and
// desktop, three runs each, performance reduced to the median of the runs as Lighthouse CI's
// "median" aggregation does, so that one noisy run neither fails nor passes a page. A page
// whose median misses its budget gets two more runs, and the median of the five decides: on
// these 2-core machines about one run in five scores 80 to 90 on a page whose median is 97,
// and two such runs in three would otherwise fail it. Accessibility, best practices and SEO
// come out the same on every run: the first run audits them, the others measure performance
// alone. Before the first run, and after a run on a busy host, the audit waits for the host to
// leave the machine its CPU (host-steal.ts: under a tenth taken over 2 s; a run on a quiet host
// is followed at once, the host just seen quiet), and a run during which the host took more than
// a tenth anyway is set aside and run again after a pause, for as long as the audit's time for
// waiting lasts.
// After that, runs on a busy host are still made but do not count for performance unless they
// meet the budget (below): a page gets more runs, up to 8, until it has its runs that count
// (with none at all, every run counts). The report gives the host's share during every run.
//
// A host can also slow the machine without taking its CPU (the same core, shared and slower):
// Lighthouse measures that in every run as its benchmark index, and a mobile run's blocking
// time grows with it (in one audit the front page, measured at half the fastest index, blocked
// for 266 ms and scored 94; pages measured near full speed blocked for 64 to 200 ms). A run on a
// machine below SLOW_MACHINE_SHARE of the fastest index this audit has seen does not count for
// performance either, as a busy host's does not.
//
// Both only ever lower a score: Lighthouse simulates the network and multiplies the tasks it
// saw, so a slowed machine or a busy host lengthens them and nothing shortens them. A slowed run
// that meets the budget anyway therefore counts (the page is at least that fast); one that misses
// it says nothing of the page and makes way for another run. A run on a quiet host at full speed
// always counts, whatever it scores.
//
// Mobile uses Lighthouse's defaults: a Moto G Power's screen, simulated slow 4G and a 4x slower
// CPU.
//
// Every run of a form factor shares one Chromium, started before a discarded warm-up run. A
// freshly started Chromium keeps a core busy for many seconds with its own start-up work, and on
// a 2-core machine that work lands in the page's main-thread tasks, which Lighthouse multiplies
// by 4: a browser per page made even the bare Next.js page score 89 now and then. Each run still
// opens its own tab with storage and cache cleared, so no run warms the next.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { launch } from "chrome-launcher";
import lighthouse, { desktopConfig, generateReport, type Result } from "lighthouse";
import { stealOver, watchSteal } from "./host-steal.ts";
import { pageLabel, type AuditedPage } from "./pages.ts";
import { median, moreRunsWanted, type RunPolicy } from "./run-policy.ts";

/** Above this share of CPU time stolen by the host, a run measures the host, not the page. */
const MAX_STEAL_SHARE = 0.1;
/** Host load comes in spells of seconds to minutes: a pause lets a short one pass. */
const SET_ASIDE_PAUSE_MS = 10_000;
/** How long the host is watched before a run, and how long to pause while it is busy. */
const QUIET_PROBE_MS = 2_000;
const BUSY_PAUSE_MS = 5_000;
/** The most runs a page gets while the host stays busy past the audit's time for waiting. */
const MAX_RUNS_A_PAGE = 8;

/** A run on a machine slower than this share of the audit's fastest was slowed. */
const SLOW_MACHINE_SHARE = 0.7;
/** The host left the machine its CPU, and the machine ran at full speed. */
const isUnhindered = (run: { hostSteal: number; machineShare: number }) =>
  run.hostSteal <= MAX_STEAL_SHARE && run.machineShare >= SLOW_MACHINE_SHARE;
/** A run counts for performance when unhindered, or when it met the budget all the same. */
const counts =
  (budget: number) => (run: { hostSteal: number; machineShare: number; performance: number }) =>
    isUnhindered(run) || run.performance >= budget;
const performanceScore = (lhr: Result) =>
  Math.round((lhr.categories.performance?.score ?? 0) * 100);

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];
export type FormFactor = "mobile" | "desktop";

const METRICS = {
  fcpMs: "first-contentful-paint",
  lcpMs: "largest-contentful-paint",
  tbtMs: "total-blocking-time",
  cls: "cumulative-layout-shift",
  speedIndexMs: "speed-index",
} as const;
export type Metric = keyof typeof METRICS;

export interface LighthouseRun {
  /** 0 to 100, as Lighthouse shows them: performance on every run, the others on the first. */
  scores: Partial<Record<Category, number>> & { performance: number };
  metrics: Record<Metric, number>;
  /** Gzipped bytes of JavaScript the page loaded, lazily loaded chunks included. */
  scriptTransferBytes: number;
  /** Audits that cost points, as `category/audit-id`. */
  losses: string[];
  /** The share (0 to 1) of the CPU the host took during the run. */
  hostSteal: number;
  /** The machine's speed (Lighthouse's benchmark index) over the audit's fastest, 0 to 1. */
  machineShare: number;
  /** Whether the run counts for performance (unhindered, or it met the budget all the same). */
  counted: boolean;
  /**
   * What Lighthouse's "CSP is effective against XSS attacks" found that defeats the policy
   * (severity High: a bypass; Syntax: a broken directive), on the run that audits best
   * practices. The audit is informative, so its score is 1 whatever it finds: only its
   * findings tell.
   */
  xssPolicyFindings?: string[];
}

export interface LighthousePage {
  name: string;
  path: string;
  formFactor: FormFactor;
  runs: LighthouseRun[];
  median: Omit<LighthouseRun, "losses" | "scores" | "hostSteal" | "machineShare" | "counted"> & {
    scores: Record<Category, number>;
  };
  /** Runs set aside because the host took this share (0 to 1) of the CPU meanwhile. */
  setAside: number[];
  /** Every audit that cost points in any run, with how many runs it did. */
  losses: string[];
  /** Lighthouse's own HTML report of the run closest to the median performance. */
  reportFile: string;
  /** What the csp-xss audit found that defeats the Content-Security-Policy (none is the aim). */
  xssPolicyFindings: string[];
}

function summariseRun(
  { lhr, hostSteal, machineShare }: MeasuredRun,
  counted: boolean,
): LighthouseRun {
  const measured = CATEGORIES.filter((id) => lhr.categories[id]);
  const scores = Object.fromEntries(
    measured.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as LighthouseRun["scores"];
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? NaN]),
  ) as Record<Metric, number>;
  const resources = lhr.audits["resource-summary"]?.details;
  const script =
    resources?.type === "table"
      ? resources.items.find((item) => item.resourceType === "script")
      : undefined;
  const losses: string[] = [];
  for (const id of measured) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        losses.push(`${id}/${ref.id}`);
      }
    }
  }
  return {
    scores,
    metrics,
    scriptTransferBytes: Number(script?.transferSize ?? 0),
    losses,
    hostSteal,
    machineShare,
    counted,
    ...(lhr.categories["best-practices"] && { xssPolicyFindings: xssPolicyFindings(lhr) }),
  };
}

/** Findings of the csp-xss audit that leave the policy without force against XSS. */
function xssPolicyFindings(lhr: Result): string[] {
  const details = lhr.audits["csp-xss"]?.details;
  if (details?.type !== "table") return ["csp-xss: the audit did not run"];
  return details.items.flatMap((item) => {
    const severity = String(item.severity ?? "");
    if (severity !== "High" && severity !== "Syntax") return [];
    const directive = typeof item.directive === "string" ? `${item.directive}: ` : "";
    const description =
      typeof item.description === "string" ? item.description : JSON.stringify(item.description);
    return [`${severity}: ${directive}${description}`];
  });
}

interface MeasuredRun {
  lhr: Result;
  hostSteal: number;
  machineShare: number;
  performance: number;
}

/** The fastest benchmark index an audit's runs have seen, and each run's speed against it. */
interface MachineSpeed {
  fastest: number;
}

function machineShareOf(lhr: Result, speed: MachineSpeed): number {
  const index = lhr.environment.benchmarkIndex;
  if (!(index > 0)) return 1;
  speed.fastest = Math.max(speed.fastest, index);
  return index / speed.fastest;
}

/**
 * One Lighthouse run of `categories` in a fresh tab of `port`'s Chromium. Lighthouse clears
 * the origin's storage before a run, cookies included; with a consent cookie it is told not
 * to, and the browser's cache is cleared here instead, so the run still loads everything.
 */
async function runOnce(
  url: string,
  formFactor: FormFactor,
  port: number,
  categories: readonly Category[] = CATEGORIES,
  cookie?: AuditedPage["consentCookie"],
): Promise<Result> {
  if (cookie) await setCookieAndClearCache(port, url, cookie);
  const flags = {
    port,
    output: "json" as const,
    logLevel: "error" as const,
    disableFullPageScreenshot: true,
    disableStorageReset: cookie !== undefined,
    onlyCategories: [...categories],
  };
  const result = await lighthouse(url, flags, formFactor === "desktop" ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError) {
    throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  }
  return result.lhr;
}

async function setCookieAndClearCache(
  port: number,
  url: string,
  cookie: NonNullable<AuditedPage["consentCookie"]>,
): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error("the audit's Chromium has no browser context");
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send("Network.clearBrowserCache");
    await context.clearCookies();
    await context.addCookies([{ ...cookie, url }]);
    await page.close();
  } finally {
    await browser.close();
  }
}

/** The audit's time for waiting on the host, and whether the host was quiet in the last run. */
interface HostWait {
  remainingMs: number;
  /** A host quiet through a run is taken as quiet still: the next run starts without a probe. */
  quietLastRun: boolean;
}

export interface LighthouseOptions extends RunPolicy {
  siteUrl: string;
  chromiumPath: string;
  /** How long the whole audit may spend waiting for the host: runs set aside, and pauses. */
  hostWaitMs: number;
  reportDir: string;
  log: (line: string) => void;
}

export async function lighthousePages(
  pages: AuditedPage[],
  formFactor: FormFactor,
  options: LighthouseOptions,
): Promise<LighthousePage[]> {
  const results: LighthousePage[] = [];
  const hostWait: HostWait = { remainingMs: options.hostWaitMs, quietLastRun: false };
  const speed: MachineSpeed = { fastest: 0 };
  const chrome = await launch({
    chromePath: options.chromiumPath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const [firstPage] = pages;
    if (firstPage) {
      const warmUpUrl = new URL(firstPage.path, options.siteUrl).toString();
      machineShareOf(await runOnce(warmUpUrl, formFactor, chrome.port), speed);
    }
    for (const page of pages) {
      results.push(await measurePage(page, formFactor, chrome.port, options, hostWait, speed));
    }
  } finally {
    chrome.kill();
  }
  return results;
}

async function measurePage(
  page: AuditedPage,
  formFactor: FormFactor,
  port: number,
  options: LighthouseOptions,
  hostWait: HostWait,
  speed: MachineSpeed,
): Promise<LighthousePage> {
  const url = new URL(page.path, options.siteUrl).toString();
  const setAside: number[] = [];
  /** Waits, while the audit's time for it lasts, until the host leaves the machine its CPU. */
  const quietHost = async () => {
    while (hostWait.remainingMs > 0) {
      const started = Date.now();
      if ((await stealOver(QUIET_PROBE_MS)) <= MAX_STEAL_SHARE) return;
      await new Promise((resolve) => setTimeout(resolve, BUSY_PAUSE_MS));
      hostWait.remainingMs -= Date.now() - started;
    }
  };
  /** A run while the host left the machine its CPU (or that met the budget all the same), or
   * the last one allowed. */
  const measure = async (categories: readonly Category[]): Promise<MeasuredRun> => {
    for (;;) {
      if (!hostWait.quietLastRun) await quietHost();
      const started = Date.now();
      const stolen = watchSteal();
      const lhr = await runOnce(url, formFactor, port, categories, page.consentCookie);
      const hostSteal = stolen();
      hostWait.quietLastRun = hostSteal <= MAX_STEAL_SHARE;
      const performance = performanceScore(lhr);
      if (
        hostSteal <= MAX_STEAL_SHARE ||
        performance >= options.performanceBudget ||
        hostWait.remainingMs <= 0
      ) {
        return { lhr, hostSteal, machineShare: machineShareOf(lhr, speed), performance };
      }
      setAside.push(hostSteal);
      await new Promise((resolve) => setTimeout(resolve, SET_ASIDE_PAUSE_MS));
      hostWait.remainingMs -= Date.now() - started;
    }
  };
  // Warm the server's CMS cache, so every run measures the same page the same way.
  await (await fetch(url)).arrayBuffer();
  // Once the audit's time for waiting is spent, runs come back whatever the host took; only
  // those that count (isCounted) count for performance, and more are run (up to a limit) to get
  // them.
  const isCounted = counts(options.performanceBudget);
  const measured: MeasuredRun[] = [];
  const wanted = () =>
    moreRunsWanted(
      measured.filter(isCounted).map((run) => run.performance),
      options,
    );
  while (wanted() && measured.length < MAX_RUNS_A_PAGE) {
    measured.push(await measure(measured.length === 0 ? CATEGORIES : ["performance"]));
  }
  // With no run that counts at all, every run counts, and the report says so.
  const countedRuns = measured.some(isCounted) ? measured.filter(isCounted) : measured;
  const runs = measured.map((run) => summariseRun(run, isCounted(run)));
  const counted = countedRuns.map((run) => summariseRun(run, true));
  const lhrs = countedRuns.map(({ lhr }) => lhr);
  // Accessibility, best practices and SEO do not depend on the CPU: the first run's count.
  const medianScores = Object.fromEntries(
    CATEGORIES.map((id) => [
      id,
      median(
        (id === "performance" ? counted : runs).flatMap((run) =>
          run.scores[id] === undefined ? [] : [run.scores[id]],
        ),
      ),
    ]),
  ) as Record<Category, number>;
  const medianMetrics = Object.fromEntries(
    Object.keys(METRICS).map((name) => [
      name,
      median(counted.map((run) => run.metrics[name as Metric])),
    ]),
  ) as Record<Metric, number>;
  const lossCounts = new Map<string, number>();
  for (const loss of runs.flatMap((run) => run.losses)) {
    lossCounts.set(loss, (lossCounts.get(loss) ?? 0) + 1);
  }
  const distance = (lhr: Result) => Math.abs(performanceScore(lhr) - medianScores.performance);
  const [representative] = lhrs.toSorted((a, b) => distance(a) - distance(b));
  if (!representative) throw new Error("Lighthouse needs at least one run a page");
  const reportFile = path.join(options.reportDir, `${slug(pageLabel(page))}-${formFactor}.html`);
  writeFileSync(reportFile, generateReport(representative, "html"));
  const result: LighthousePage = {
    name: page.name,
    path: pageLabel(page),
    formFactor,
    runs,
    median: {
      scores: medianScores,
      metrics: medianMetrics,
      scriptTransferBytes: median(counted.map((run) => run.scriptTransferBytes)),
    },
    losses: [...lossCounts].map(([loss, count]) => {
      const category = loss.split("/")[0] as Category;
      const measured = runs.filter((run) => run.scores[category] !== undefined).length;
      return `${loss} (${count}/${measured} runs)`;
    }),
    setAside,
    reportFile,
    xssPolicyFindings: runs.flatMap((run) => run.xssPolicyFindings ?? []),
  };
  options.log(
    `  ${formFactor} ${pageLabel(page)}: ${CATEGORIES.map((id) => `${id} ${medianScores[id]}`).join(", ")} (${runsNote(runs)}${setAsideNote(setAside)}${measured.some(isCounted) ? "" : "; no run was unhindered or met the budget, so every run counts"})`,
  );
  return result;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * "runs: 97/(72)/94/98, the host taking 2%, 31%, 4%, 1% of the CPU, the machine at 100%, 98%,
 * 96%, 99% of its fastest": in brackets, a run the host's load kept from counting.
 */
export function runsNote(runs: readonly LighthouseRun[]): string {
  const scores = runs
    .map((run) => (run.counted ? `${run.scores.performance}` : `(${run.scores.performance})`))
    .join("/");
  const shares = (pick: (run: LighthouseRun) => number) => runs.map((run) => percent(pick(run)));
  return `runs: ${scores}, the host taking ${shares((run) => run.hostSteal).join(", ")} of the CPU, the machine at ${shares((run) => run.machineShare).join(", ")} of its fastest`;
}

/** "; 2 set aside, the host taking 23%, 35% of the CPU", or nothing. */
export function setAsideNote(setAside: readonly number[]): string {
  if (setAside.length === 0) return "";
  const shares = setAside.map(percent).join(", ");
  return `; ${setAside.length} set aside, the host taking ${shares} of the CPU`;
}

export const slug = (pagePath: string) =>
  pagePath.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "front-page";

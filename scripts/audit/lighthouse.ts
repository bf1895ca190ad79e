// Lighthouse (12.8.2, the last to run on Node 20) on one page of every template, mobile and
// desktop, each run of a page judged against the bare Next.js page (built with the same Next.js in
// the same audit) measured in the same browser around it: by its ratios to the bare page's figures
// (against-bare.ts), not by an absolute score, which measures the machine as much as the page. The
// bare page is measured after every BARE_EVERY runs of the site's pages, and each run of a page is
// judged against the median of the bare page's three latest runs: near enough in time (a minute or
// two) that a machine slowing down or speeding up weighs on both alike, and three runs rather than
// one, as the bare page's own blocking time moves from run to run (a ratio to one run of it missed
// its budget on pages whose median against three met it with room). A bare run between every two of
// a page's gave the same verdicts at a third more runs. Three runs a page, the median ratio of each
// figure deciding, as Lighthouse CI's "median" aggregation does, so that one noisy run neither
// fails nor passes a page; a page whose medians miss gets two more runs, and the medians of the
// five decide. Accessibility, best practices and SEO do not depend on the machine: the page's first
// run audits them, the others measure performance alone.
//
// Mobile uses Lighthouse's defaults: a Moto G Power's screen, simulated slow 4G and a 4x slower
// CPU (AUDIT_CPU_SLOWDOWN changes the multiplier for both pages: a way to play a slower machine).
//
// Every run of a form factor shares one Chromium, started before discarded warm-up runs of both
// apps. A freshly started Chromium keeps a core busy for many seconds with its own start-up
// work, and on a 2-core machine that work lands in the page's main-thread tasks, which
// Lighthouse multiplies by 4. Each run still opens its own tab with storage and cache cleared,
// so no run warms the next.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { launch } from "chrome-launcher";
import lighthouse, { desktopConfig, generateReport, type Config, type Result } from "lighthouse";
import {
  meetsRatioBudgets,
  ratiosToBare,
  type PerformanceFigures,
  type RatioBudgets,
  type Ratios,
} from "./against-bare.ts";
import { watchSteal } from "./host-steal.ts";
import { pageLabel, type AuditedPage } from "./pages.ts";
import { median, moreRunsWanted, type RunPolicy } from "./run-policy.ts";

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
  /** Lighthouse's measure of the machine's speed during the run (its benchmark index). */
  benchmarkIndex: number;
  /** How many times slower Lighthouse made the CPU (its simulation multiplies each task). */
  cpuSlowdown: number;
  /** The share (0 to 1) of the CPU the host (these machines are virtual) took during the run. */
  hostSteal: number;
  /**
   * What Lighthouse's "CSP is effective against XSS attacks" found that defeats the policy
   * (severity High: a bypass; Syntax: a broken directive), on the run that audits best
   * practices. The audit is informative, so its score is 1 whatever it finds: only its
   * findings tell.
   */
  xssPolicyFindings?: string[];
}

/** A run of the page, judged against the bare page's three latest runs. */
export interface JudgedRun {
  page: LighthouseRun;
  /** The medians of the bare page's three latest runs' figures when this run was judged. */
  reference: PerformanceFigures;
  ratios: Ratios;
  /** Whether this run alone met every ratio budget. */
  met: boolean;
}

export interface LighthousePage {
  name: string;
  path: string;
  formFactor: FormFactor;
  runs: JudgedRun[];
  median: {
    /** The page's scores: performance over its runs, the others from its first. */
    scores: Record<Category, number>;
    metrics: Record<Metric, number>;
    /** The medians of what this page's runs were judged against, the bare page's figures. */
    bare: PerformanceFigures;
    /** The medians of the runs' ratios: what the budgets judge. */
    ratios: Ratios;
    scriptTransferBytes: number;
  };
  /** Every audit that cost points in any run, with how many runs it did. */
  losses: string[];
  /** Lighthouse's own HTML report of the run whose score ratio is closest to the median's. */
  reportFile: string;
  /** What the csp-xss audit found that defeats the Content-Security-Policy (none is the aim). */
  xssPolicyFindings: string[];
}

function summariseRun(lhr: Result, hostSteal: number): LighthouseRun {
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
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    hostSteal,
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

const performanceFigures = (run: LighthouseRun): PerformanceFigures => ({
  score: run.scores.performance,
  tbtMs: run.metrics.tbtMs,
  lcpMs: run.metrics.lcpMs,
});

/** Lighthouse's settings for a form factor, with the CPU slowdown the audit was given. */
function configFor(formFactor: FormFactor, cpuSlowdown: number | undefined): Config {
  const base: Config =
    formFactor === "desktop" ? desktopConfig : { extends: "lighthouse:default", settings: {} };
  if (cpuSlowdown === undefined) return base;
  const settings = base.settings ?? {};
  return {
    ...base,
    settings: {
      ...settings,
      throttling: { ...settings.throttling, cpuSlowdownMultiplier: cpuSlowdown },
    },
  };
}

interface Browser {
  port: number;
  config: Config;
  /** Every run of the bare page so far, in order, across pages. */
  bareRuns: LighthouseRun[];
  /** Runs of the site's pages since the bare page's latest. */
  pageRunsSinceBare: number;
}

/** How many of the bare page's latest runs a page's run is judged against (their medians). */
const REFERENCE_RUNS = 3;
/** The bare page is measured again after this many runs of the site's pages. */
export const BARE_EVERY = 4;

function reference(bareRuns: readonly LighthouseRun[]): PerformanceFigures {
  const latest = bareRuns.slice(-REFERENCE_RUNS).map(performanceFigures);
  if (latest.length === 0) throw new Error("no run of the bare page to judge the page's against");
  return {
    score: median(latest.map((run) => run.score)),
    tbtMs: median(latest.map((run) => run.tbtMs)),
    lcpMs: median(latest.map((run) => run.lcpMs)),
  };
}

/**
 * One Lighthouse run of `categories` in a fresh tab of the browser. Lighthouse clears the
 * origin's storage before a run, cookies included; with a consent cookie it is told not to, and
 * the browser's cache is cleared here instead, so the run still loads everything.
 */
async function runOnce(
  url: string,
  browser: Browser,
  categories: readonly Category[],
  cookie?: AuditedPage["consentCookie"],
): Promise<{ run: LighthouseRun; lhr: Result }> {
  if (cookie) await setCookieAndClearCache(browser.port, url, cookie);
  const flags = {
    port: browser.port,
    output: "json" as const,
    logLevel: "error" as const,
    disableFullPageScreenshot: true,
    disableStorageReset: cookie !== undefined,
    onlyCategories: [...categories],
  };
  const stolen = watchSteal();
  const result = await lighthouse(url, flags, browser.config);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError) {
    throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  }
  return { run: summariseRun(result.lhr, stolen()), lhr: result.lhr };
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

export interface LighthouseOptions extends RunPolicy {
  siteUrl: string;
  /** The bare Next.js page, running beside the site. */
  bareUrl: string;
  chromiumPath: string;
  budgets: RatioBudgets;
  /** Inside these, one run settles a page when the policy allows (budgets.ts). */
  clearBudgets: RatioBudgets;
  /** Lighthouse's CPU slowdown multiplier, when not its default (4 on mobile, 1 on desktop). */
  cpuSlowdown?: number;
  reportDir: string;
  log: (line: string) => void;
}

export async function lighthousePages(
  pages: AuditedPage[],
  formFactor: FormFactor,
  options: LighthouseOptions,
): Promise<LighthousePage[]> {
  const results: LighthousePage[] = [];
  const chrome = await launch({
    chromePath: options.chromiumPath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  const browser: Browser = {
    port: chrome.port,
    config: configFor(formFactor, options.cpuSlowdown),
    bareRuns: [],
    pageRunsSinceBare: 0,
  };
  try {
    const [firstPage] = pages;
    if (firstPage) {
      // Warm-up runs: the bare page's two count towards the first page's reference.
      await runOnce(new URL(firstPage.path, options.siteUrl).toString(), browser, ["performance"]);
      for (let i = 0; i < REFERENCE_RUNS - 1; i += 1) {
        browser.bareRuns.push((await runOnce(options.bareUrl, browser, ["performance"])).run);
      }
    }
    for (const page of pages) {
      results.push(await measurePage(page, formFactor, browser, options));
    }
  } finally {
    chrome.kill();
  }
  return results;
}

async function measurePage(
  page: AuditedPage,
  formFactor: FormFactor,
  browser: Browser,
  options: LighthouseOptions,
): Promise<LighthousePage> {
  const url = new URL(page.path, options.siteUrl).toString();
  // Warm the server's CMS cache, so every run measures the same page the same way.
  await (await fetch(url)).arrayBuffer();

  const judged: (JudgedRun & { lhr: Result })[] = [];
  const medianRatios = (): Ratios => ({
    score: median(judged.map((run) => run.ratios.score)),
    tbt: median(judged.map((run) => run.ratios.tbt)),
    lcp: median(judged.map((run) => run.ratios.lcp)),
  });
  const wanted = () =>
    moreRunsWanted(
      {
        meeting: judged.map((run) => run.met),
        mediansMeet: judged.length > 0 && meetsRatioBudgets(medianRatios(), options.budgets),
        firstRunClear:
          judged[0] !== undefined && meetsRatioBudgets(judged[0].ratios, options.clearBudgets),
      },
      options,
    );
  while (wanted()) {
    const categories = judged.length === 0 ? CATEGORIES : (["performance"] as const);
    const { run: pageRun, lhr } = await runOnce(url, browser, categories, page.consentCookie);
    browser.pageRunsSinceBare += 1;
    if (browser.pageRunsSinceBare >= BARE_EVERY) {
      browser.bareRuns.push((await runOnce(options.bareUrl, browser, ["performance"])).run);
      browser.pageRunsSinceBare = 0;
    }
    const against = reference(browser.bareRuns);
    const ratios = ratiosToBare(performanceFigures(pageRun), against, pageRun.cpuSlowdown);
    judged.push({
      page: pageRun,
      reference: against,
      ratios,
      met: meetsRatioBudgets(ratios, options.budgets),
      lhr,
    });
  }

  const runs = judged.map((run) => run.page);
  const ratios = medianRatios();
  // Accessibility, best practices and SEO do not depend on the CPU: the first run's count.
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [
      id,
      median(runs.flatMap((run) => (run.scores[id] === undefined ? [] : [run.scores[id]]))),
    ]),
  ) as Record<Category, number>;
  const medianMetrics = (of: readonly LighthouseRun[]) =>
    Object.fromEntries(
      Object.keys(METRICS).map((name) => [
        name,
        median(of.map((run) => run.metrics[name as Metric])),
      ]),
    ) as Record<Metric, number>;
  const lossCounts = new Map<string, number>();
  for (const loss of runs.flatMap((run) => run.losses)) {
    lossCounts.set(loss, (lossCounts.get(loss) ?? 0) + 1);
  }
  const [representative] = judged.toSorted(
    (a, b) => Math.abs(a.ratios.score - ratios.score) - Math.abs(b.ratios.score - ratios.score),
  );
  if (!representative) throw new Error("Lighthouse needs at least one run a page");
  const reportFile = path.join(options.reportDir, `${slug(pageLabel(page))}-${formFactor}.html`);
  writeFileSync(reportFile, generateReport(representative.lhr, "html"));
  const result: LighthousePage = {
    name: page.name,
    path: pageLabel(page),
    formFactor,
    runs: judged.map(({ lhr: _lhr, ...run }) => run),
    median: {
      scores,
      metrics: medianMetrics(runs),
      bare: {
        score: median(judged.map((run) => run.reference.score)),
        tbtMs: median(judged.map((run) => run.reference.tbtMs)),
        lcpMs: median(judged.map((run) => run.reference.lcpMs)),
      },
      ratios,
      scriptTransferBytes: median(runs.map((run) => run.scriptTransferBytes)),
    },
    losses: [...lossCounts].map(([loss, count]) => {
      const category = loss.split("/")[0] as Category;
      const measured = runs.filter((run) => run.scores[category] !== undefined).length;
      return `${loss} (${count}/${measured} runs)`;
    }),
    reportFile,
    xssPolicyFindings: runs.flatMap((run) => run.xssPolicyFindings ?? []),
  };
  options.log(
    `  ${formFactor} ${pageLabel(page)}: ${CATEGORIES.map((id) => `${id} ${scores[id]}`).join(", ")}; ` +
      `against the bare page ${ratiosNote(ratios)} (${runsNote(result.runs)})`,
  );
  return result;
}

const times = (ratio: number) => `${ratio.toFixed(2)}x`;

/** "score 0.97x, blocking time 1.21x, LCP 1.80x" */
export const ratiosNote = (ratios: Ratios) =>
  `score ${times(ratios.score)}, blocking time ${times(ratios.tbt)}, LCP ${times(ratios.lcp)}`;

/**
 * "runs, page/bare: 97/100, 94/100, (88/99); benchmark index 2,610, 2,480, 2,530": each run's
 * score and the bare page's it was judged against (the median of its three latest), in brackets a
 * run that on its own missed a budget, and the machine's speed during each.
 */
export function runsNote(runs: readonly JudgedRun[]): string {
  const scores = runs
    .map(({ page, reference: against, met }) => {
      const note = `${page.scores.performance}/${against.score}`;
      return met ? note : `(${note})`;
    })
    .join(", ");
  const indexes = runs
    .map(({ page }) => Math.round(page.benchmarkIndex).toLocaleString("en-CA"))
    .join(", ");
  return `runs, page/bare: ${scores}; benchmark index ${indexes}`;
}

export const slug = (pagePath: string) =>
  pagePath.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "front-page";

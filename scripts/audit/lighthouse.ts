// Lighthouse (12.8.2, the last to run on Node 20) on one page of every template, mobile and
// desktop, three runs each, reduced to the median of each category as Lighthouse CI's "median"
// aggregation does, so that one noisy run neither fails nor passes a page. Mobile uses
// Lighthouse's defaults: a Moto G Power's screen, simulated slow 4G and a 4x slower CPU.
//
// Every run of a form factor shares one Chromium, started before a discarded warm-up run. A
// freshly started Chromium keeps a core busy for many seconds with its own start-up work, and on
// a 2-core machine that work lands in the page's main-thread tasks, which Lighthouse multiplies
// by 4: a browser per page made even the bare Next.js page score 89 now and then. Each run still
// opens its own tab with storage and cache cleared, so no run warms the next.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse, { desktopConfig, generateReport, type Result } from "lighthouse";
import type { AuditedPage } from "./pages.ts";

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
  /** 0 to 100, as Lighthouse shows them. */
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  /** Gzipped bytes of JavaScript the page loaded, lazily loaded chunks included. */
  scriptTransferBytes: number;
  /** Audits that cost points, as `category/audit-id`. */
  losses: string[];
}

export interface LighthousePage {
  name: string;
  path: string;
  formFactor: FormFactor;
  runs: LighthouseRun[];
  median: Omit<LighthouseRun, "losses">;
  /** Every audit that cost points in any run, with how many runs it did. */
  losses: string[];
  /** Lighthouse's own HTML report of the run closest to the median performance. */
  reportFile: string;
}

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const upper = sorted[Math.floor(sorted.length / 2)] ?? NaN;
  const lower = sorted[Math.ceil(sorted.length / 2) - 1] ?? NaN;
  return (lower + upper) / 2;
};

function summariseRun(lhr: Result): LighthouseRun {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? NaN]),
  ) as Record<Metric, number>;
  const resources = lhr.audits["resource-summary"]?.details;
  const script =
    resources?.type === "table"
      ? resources.items.find((item) => item.resourceType === "script")
      : undefined;
  const losses: string[] = [];
  for (const id of CATEGORIES) {
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
  };
}

/** One Lighthouse run in a fresh tab of `port`'s Chromium. */
async function runOnce(url: string, formFactor: FormFactor, port: number): Promise<Result> {
  const flags = { port, output: "json" as const, logLevel: "error" as const };
  const result = await lighthouse(
    url,
    { ...flags, disableFullPageScreenshot: true },
    formFactor === "desktop" ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError) {
    throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  }
  return result.lhr;
}

export interface LighthouseOptions {
  siteUrl: string;
  chromiumPath: string;
  runs: number;
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
  try {
    const [firstPage] = pages;
    if (firstPage) {
      const warmUpUrl = new URL(firstPage.path, options.siteUrl).toString();
      await runOnce(warmUpUrl, formFactor, chrome.port);
    }
    for (const page of pages) {
      results.push(await measurePage(page, formFactor, chrome.port, options));
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
): Promise<LighthousePage> {
  const url = new URL(page.path, options.siteUrl).toString();
  // Warm the server's CMS cache, so every run measures the same page the same way.
  await (await fetch(url)).arrayBuffer();
  const lhrs: Result[] = [];
  for (let run = 0; run < options.runs; run++) {
    lhrs.push(await runOnce(url, formFactor, port));
  }
  const runs = lhrs.map(summariseRun);
  const medianScores = Object.fromEntries(
    CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))]),
  ) as Record<Category, number>;
  const medianMetrics = Object.fromEntries(
    Object.keys(METRICS).map((name) => [
      name,
      median(runs.map((run) => run.metrics[name as Metric])),
    ]),
  ) as Record<Metric, number>;
  const lossCounts = new Map<string, number>();
  for (const loss of runs.flatMap((run) => run.losses)) {
    lossCounts.set(loss, (lossCounts.get(loss) ?? 0) + 1);
  }
  const distance = (lhr: Result) =>
    Math.abs((lhr.categories.performance?.score ?? 0) * 100 - medianScores.performance);
  const [representative] = lhrs.toSorted((a, b) => distance(a) - distance(b));
  if (!representative) throw new Error("Lighthouse needs at least one run a page");
  const reportFile = path.join(options.reportDir, `${slug(page.path)}-${formFactor}.html`);
  writeFileSync(reportFile, generateReport(representative, "html"));
  const result: LighthousePage = {
    name: page.name,
    path: page.path,
    formFactor,
    runs,
    median: {
      scores: medianScores,
      metrics: medianMetrics,
      scriptTransferBytes: median(runs.map((run) => run.scriptTransferBytes)),
    },
    losses: [...lossCounts].map(([loss, count]) => `${loss} (${count}/${runs.length} runs)`),
    reportFile,
  };
  options.log(
    `  ${formFactor} ${page.path}: ${CATEGORIES.map((id) => `${id} ${medianScores[id]}`).join(", ")} (runs: ${runs.map((run) => run.scores.performance).join("/")})`,
  );
  return result;
}

export const slug = (pagePath: string) =>
  pagePath.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "front-page";

// The audit's report: everything measured as JSON, and a readable summary (Markdown, printed
// too) that puts each missed budget beside its figure.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { BUDGETS_SET_AT_BENCHMARK_INDEX, type AuditFigures, type BudgetResult } from "./budgets.ts";
import type { RouteJs } from "./first-load-js.ts";
import { runsNote, type LighthousePage } from "./lighthouse.ts";
import { median } from "./run-policy.ts";

export interface AuditReport extends AuditFigures {
  startedAt: string;
  durationSeconds: number;
  /** What ran: `full` (npm run audit) or `ci` (npm test: desktop Lighthouse left out). */
  mode: "full" | "ci";
  nextVersion: string;
  /** Lighthouse's performance score suffers when other work shares the CPU. */
  machine: { cpus: number; loadAverageBefore: number[]; loadAverageAfter: number[] };
  routesJs: { site: RouteJs[]; bare: RouteJs[] };
  budgets: BudgetResult[];
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const times = (ratio: number) => `${ratio.toFixed(2)}x`;

/**
 * "This machine: Lighthouse benchmark index 2,310 (median of 64 runs, 1,980 to 2,520), 0.89x the
 * machine the budgets were set on (2,600)."
 */
export function machineSpeedLine(pages: readonly LighthousePage[]): string {
  const indexes = pages.flatMap((page) => page.runs.map((run) => run.page.benchmarkIndex));
  if (indexes.length === 0) return "This machine: no Lighthouse run measured its speed.";
  const index = median(indexes);
  const number = (value: number) => Math.round(value).toLocaleString("en-CA");
  return (
    `This machine: Lighthouse benchmark index ${number(index)} (median of ${indexes.length} runs, ` +
    `${number(Math.min(...indexes))} to ${number(Math.max(...indexes))}), ` +
    `${times(index / BUDGETS_SET_AT_BENCHMARK_INDEX)} the machine the budgets were set on ` +
    `(${number(BUDGETS_SET_AT_BENCHMARK_INDEX)}).`
  );
}

export function summary(report: AuditReport): string {
  const lines: string[] = [];
  const missed = report.budgets.filter((budget) => !budget.met);
  lines.push(
    `# Audit, ${report.startedAt} (${report.mode}, ${Math.round(report.durationSeconds / 60)} min)`,
    "",
    `Next.js ${report.nextVersion}; ${report.machine.cpus} CPUs, load average ${report.machine.loadAverageBefore.map((n) => n.toFixed(1)).join(" ")} at the start, ${report.machine.loadAverageAfter.map((n) => n.toFixed(1)).join(" ")} at the end.`,
    "",
    missed.length === 0
      ? `**All ${report.budgets.length} budgets met.**`
      : `**${missed.length} of ${report.budgets.length} budgets MISSED:**`,
    ...missed.map((budget) => `- ${budget.name}: ${budget.figure} (budget ${budget.limit})`),
    "",
  );

  lines.push(
    "## Lighthouse, against the bare Next.js page (medians over the runs)",
    "",
    machineSpeedLine(report.lighthouse),
    "",
    "| page | form factor | performance, page / bare = ratio | blocking time, page / bare = ratio | LCP, page / bare = ratio | FCP | CLS | accessibility | best practices | SEO | JS loaded, gzipped | runs |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
  );
  for (const page of report.lighthouse) {
    const { scores, metrics, bare, ratios, scriptTransferBytes } = page.median;
    lines.push(
      `| ${page.path} | ${page.formFactor} | ${scores.performance} / ${bare.score} = ${times(ratios.score)} | ${ms(metrics.tbtMs)} / ${ms(bare.tbtMs)} = ${times(ratios.tbt)} | ${ms(metrics.lcpMs)} / ${ms(bare.lcpMs)} = ${times(ratios.lcp)} | ${ms(metrics.fcpMs)} | ${metrics.cls.toFixed(3)} | ${scores.accessibility} | ${scores["best-practices"]} | ${scores.seo} | ${kib(scriptTransferBytes)} | ${runsNote(page.runs)} |`,
    );
  }
  const losses = report.lighthouse.filter((page) => page.losses.length > 0);
  if (losses.length > 0) {
    lines.push("", "What cost points:", "");
    for (const page of losses) {
      lines.push(`- ${page.path} (${page.formFactor}): ${page.losses.join("; ")}`);
    }
  }

  lines.push(
    "",
    "## First-load JavaScript, gzipped",
    "",
    "Every script each page's HTML names:",
    "",
    "| app | page | gzipped | scripts |",
    "|---|---|---|---|",
    ...report.firstLoadJs.pages.map(
      (page) => `| site | ${page.path} | ${kib(page.gzipBytes)} | ${page.scripts} |`,
    ),
    `| bare Next.js | ${report.firstLoadJs.bare.path} | ${kib(report.firstLoadJs.bare.gzipBytes)} | ${report.firstLoadJs.bare.scripts} |`,
    "",
    "Every route's chunks as Turbopack lists them (without the chunks of the next/dynamic components a page renders):",
    "",
    "| app | route | gzipped | chunks |",
    "|---|---|---|---|",
    ...report.routesJs.site.map(
      (route) => `| site | ${route.route} | ${kib(route.gzipBytes)} | ${route.chunks} |`,
    ),
    ...report.routesJs.bare.map(
      (route) => `| bare Next.js | ${route.route} | ${kib(route.gzipBytes)} | ${route.chunks} |`,
    ),
    "",
  );

  const axeViolations = report.axe.filter((result) => result.violations.length > 0);
  lines.push(
    `## axe: ${report.axe.length} page views, ${axeViolations.length} with violations`,
    "",
    ...axeViolations.flatMap((result) =>
      result.violations.map((violation) => `- ${result.path} (${result.viewport}): ${violation}`),
    ),
    "",
  );

  const invalid = report.html.filter((result) => result.errors.length > 0);
  lines.push(
    `## html-validate: ${report.html.length} routes, ${invalid.length} with errors`,
    "",
    ...invalid.flatMap((result) => result.errors.map((error) => `- ${result.path} ${error}`)),
    "",
  );

  lines.push(
    `## Links: ${report.links.checked} fine, ${report.links.broken.length} broken, ${report.links.external.length} on other hosts not fetched`,
    "",
    ...report.links.broken.map(
      (link) => `- ${link.url} (${link.reason}), linked from ${link.parent}`,
    ),
    "",
    "## Budgets",
    "",
    "| budget | figure | limit | |",
    "|---|---|---|---|",
    ...report.budgets.map(
      (budget) =>
        `| ${budget.name} | ${budget.figure} | ${budget.limit} | ${budget.met ? "met" : "**MISSED**"} |`,
    ),
    "",
  );
  return lines.join("\n");
}

export function writeReport(report: AuditReport, dir: string): string {
  const text = summary(report);
  writeFileSync(path.join(dir, "report.json"), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(dir, "summary.md"), text);
  return text;
}

// The audit's budgets, checked against its figures: each budget is one row with the figure
// measured, the limit, and whether it holds. A missed budget fails the audit (and CI).
import type { AxeResult } from "./axe.ts";
import type { PageJs } from "./first-load-js.ts";
import type { HtmlResult } from "./html.ts";
import type { Category, LighthousePage } from "./lighthouse.ts";
import type { LinkReport } from "./links.ts";

/** The least each Lighthouse category may score (median of the runs) on every audited page. */
export const LIGHTHOUSE_BUDGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};
/** First-load JavaScript of every page of the site against the bare Next.js page's. */
export const MAX_FIRST_LOAD_JS_RATIO = 1.1;

export interface FirstLoadJsFigures {
  /** Every audited page of the site (one of each template and its variants, and Next's 404). */
  pages: PageJs[];
  /** The bare Next.js page, built with the same Next.js in the same run, measured the same way. */
  bare: PageJs;
}

export interface AuditFigures {
  lighthouse: LighthousePage[];
  firstLoadJs: FirstLoadJsFigures;
  axe: AxeResult[];
  html: HtmlResult[];
  links: LinkReport;
}

export interface BudgetResult {
  name: string;
  figure: string;
  limit: string;
  met: boolean;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function checkBudgets(figures: AuditFigures): BudgetResult[] {
  const results: BudgetResult[] = [];
  for (const page of figures.lighthouse) {
    for (const [category, least] of Object.entries(LIGHTHOUSE_BUDGETS) as [Category, number][]) {
      const score = page.median.scores[category];
      results.push({
        name: `Lighthouse ${page.formFactor} ${category}, ${page.path}`,
        figure: String(score),
        limit: least === 100 ? "100" : `>= ${least}`,
        met: score >= least,
      });
    }
  }

  for (const page of figures.lighthouse) {
    results.push({
      name: `CSP effective against XSS (Lighthouse csp-xss) ${page.formFactor}, ${page.path}${page.xssPolicyFindings.length ? `: ${page.xssPolicyFindings.join("; ")}` : ""}`,
      figure: String(page.xssPolicyFindings.length),
      limit: "0",
      met: page.xssPolicyFindings.length === 0,
    });
  }

  const { pages, bare } = figures.firstLoadJs;
  for (const page of pages) {
    const ratio = page.gzipBytes / bare.gzipBytes;
    results.push({
      name: `first-load JS, gzipped, against the bare Next.js page's, ${page.path}`,
      figure: `${kib(page.gzipBytes)} / ${kib(bare.gzipBytes)} = ${ratio.toFixed(3)}x`,
      limit: `<= ${MAX_FIRST_LOAD_JS_RATIO}x`,
      met: ratio <= MAX_FIRST_LOAD_JS_RATIO,
    });
  }

  const withViolations = figures.axe.filter((result) => result.violations.length > 0);
  results.push({
    name: `axe violations (${figures.axe.length} page views)`,
    figure: String(withViolations.reduce((sum, result) => sum + result.violations.length, 0)),
    limit: "0",
    met: withViolations.length === 0,
  });

  const htmlErrors = figures.html.reduce((sum, result) => sum + result.errors.length, 0);
  results.push({
    name: `html-validate errors (${figures.html.length} routes)`,
    figure: String(htmlErrors),
    limit: "0",
    met: htmlErrors === 0,
  });

  results.push({
    name: `broken links (${figures.links.checked + figures.links.broken.length} checked)`,
    figure: String(figures.links.broken.length),
    limit: "0",
    met: figures.links.broken.length === 0,
  });
  return results;
}

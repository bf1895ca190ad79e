// axe (WCAG 2.0, 2.1 and 2.2, levels A and AA) on every audited page, at desktop width and on a
// 360-pixel phone. The browser tests (tests/e2e/accessibility.spec.ts) use the same rules.
import { AxeBuilder } from "@axe-core/playwright";
import { chromium, type Page } from "@playwright/test";
import { pageLabel, type AuditedPage } from "./pages.ts";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  "360 px": { width: 360, height: 780 },
} as const;

/**
 * Each violation as `rule: the elements it was found on`. The audit and the browser tests both
 * check with this. axe runs in the page itself (its "legacy" mode): by default it opens a blank
 * page beside every page it checks to merge the frames' results, a renderer process each time
 * (the accessibility spec took 78 s that way, 59 s this way), for cross-origin frames, which the
 * site's pages do not have (a video's player is a placeholder until a click).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).withTags(AXE_TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

export interface AxeResult {
  name: string;
  path: string;
  viewport: keyof typeof VIEWPORTS;
  violations: string[];
}

/**
 * Pages checked at once, each in a context of its own: axe's work is the browser's, and one page
 * at a time left one of the two cores idle.
 */
const AT_ONCE = 2;

export async function axePages(
  pages: AuditedPage[],
  siteUrl: string,
  chromiumPath: string | undefined,
): Promise<AxeResult[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const results: AxeResult[] = [];
  try {
    for (const [viewport, size] of Object.entries(VIEWPORTS)) {
      const checked: AxeResult[] = new Array<AxeResult>(pages.length);
      const queue = pages.map((audited, index) => ({ audited, index }));
      const worker = async () => {
        const context = await browser.newContext({ viewport: size, baseURL: siteUrl });
        const page = await context.newPage();
        try {
          for (let item = queue.shift(); item; item = queue.shift()) {
            const { audited, index } = item;
            await context.clearCookies();
            if (audited.consentCookie) {
              await context.addCookies([{ ...audited.consentCookie, url: siteUrl }]);
            }
            await page.goto(audited.path);
            checked[index] = {
              name: audited.name,
              path: pageLabel(audited),
              viewport: viewport as keyof typeof VIEWPORTS,
              violations: await axeViolations(page),
            };
          }
        } finally {
          await context.close();
        }
      };
      await Promise.all(Array.from({ length: AT_ONCE }, worker));
      results.push(...checked);
    }
  } finally {
    await browser.close();
  }
  return results;
}

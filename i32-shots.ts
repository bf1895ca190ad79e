import { chromium } from "@playwright/test";
import { startContentService, startNext, WEB_DIR } from "./scripts/lib/next-apps.ts";
import { chromiumExecutable } from "./scripts/lib/chromium.ts";
const cms = await startContentService(4199);
const site = await startNext("site", WEB_DIR, 3199, { CMS_GRAPHQL_URL: "http://127.0.0.1:4199/graphql", SITEMAP_BASE_URL: "https://www.example.com" });
const browser = await chromium.launch({ executablePath: chromiumExecutable() });
try {
  for (const width of [320, 390, 1024, 1440]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const res = await page.goto("http://127.0.0.1:3199/investor-relations/events-and-presentations/");
    console.log(width, res?.status(), await page.title());
    await page.locator("#upcoming-events-heading").scrollIntoViewIfNeeded({ timeout: 5000 }).catch(() => {});
    await page.screenshot({ path: `/tmp/i32-shots/events-${width}.png`, fullPage: false });
    if (width === 1440) {
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      console.log(ld.filter((t) => t.includes('"Event"')).join("\n"));
      const href = await page.locator("a", { hasText: "Add to calendar" }).first().getAttribute("href");
      const r = await fetch(`http://127.0.0.1:3199${href}`);
      console.log(r.status, r.headers.get("content-type"), r.headers.get("cache-control"), r.headers.get("cache-tag"));
      console.log(await r.text());
      const p = await fetch("http://127.0.0.1:3199/investor-relations/events-and-presentations/");
      console.log("page cache-control:", p.headers.get("cache-control"));
    }
    await page.close();
  }
} finally {
  await browser.close();
  await site.stop();
  await cms.stop();
}

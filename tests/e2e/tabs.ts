// Work over many pages of a site, a few tabs of one browser context at once: each item's steps
// stay in order in one tab, while the waits of one tab (for the network to go idle, mostly)
// overlap the others'. The tabs share the context's cookies, routes and init scripts, so what
// the context watches or has chosen holds in each.
import type { BrowserContext, Page } from "@playwright/test";

/** Tabs at once: enough to overlap the waits, few enough for two cores to load them. */
const TABS = 4;

export async function inTabs<T>(
  context: BrowserContext,
  items: readonly T[],
  work: (tab: Page, item: T) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  const tab = async () => {
    const page = await context.newPage();
    try {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
        await work(page, item);
      }
    } finally {
      await page.close();
    }
  };
  await Promise.all(Array.from({ length: Math.min(TABS, items.length) }, tab));
}

// One browser page per worker, for tests that read what a page shows and change nothing of the
// browser's: Playwright's own `page` is a new page in a new context for every test, and each new
// page costs a renderer process. Measured on five specs (245 tests, two workers): 229 s with a
// page each, 158 s in one page per worker. A navigation in the same page costs none.
//
// Each test still starts clean: no cookies or storage of the site, none of the listeners or
// routes the test before added, no emulated media, the test's own viewport. The context options
// a test may set with test.use are JavaScript on or off and bypassing the CSP (a page is kept
// for each); a test that needs anything else of its own context (other headers, a recorded
// choice, a clock) takes Playwright's `page`.
import { test as base, type Browser, type Page } from "@playwright/test";

interface PageOptions {
  javaScriptEnabled: boolean;
  bypassCSP: boolean;
}

class WorkerPages {
  readonly #pages = new Map<string, Promise<Page>>();
  constructor(
    private readonly browser: Browser,
    private readonly baseURL: string | undefined,
  ) {}

  get(options: PageOptions): Promise<Page> {
    const key = JSON.stringify(options);
    let page = this.#pages.get(key);
    if (!page) {
      page = this.browser
        .newContext({ ...options, baseURL: this.baseURL })
        .then((context) => context.newPage());
      this.#pages.set(key, page);
    }
    return page;
  }

  async close() {
    for (const page of this.#pages.values()) await (await page).context().close();
  }
}

export const test = base.extend<{ samePage: Page }, { workerPages: WorkerPages }>({
  workerPages: [
    async ({ browser }, use, workerInfo) => {
      const pages = new WorkerPages(browser, workerInfo.project.use.baseURL);
      await use(pages);
      await pages.close();
    },
    { scope: "worker" },
  ],
  samePage: async ({ workerPages, viewport, javaScriptEnabled, bypassCSP }, use) => {
    const page = await workerPages.get({
      javaScriptEnabled: javaScriptEnabled ?? true,
      bypassCSP: bypassCSP ?? false,
    });
    await page.context().clearCookies();
    await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null });
    if (viewport) await page.setViewportSize(viewport);
    await use(page);
    page.removeAllListeners();
    await page.unrouteAll({ behavior: "ignoreErrors" });
    // The site's storage, for the next test (a page still on about:blank has none).
    await page
      .evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      })
      .catch(() => undefined);
  },
});

export { expect } from "@playwright/test";

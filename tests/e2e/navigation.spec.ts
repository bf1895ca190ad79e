// Route-change behaviour: the progress bar on client navigations (finishing on success and on
// failure) and the previous page remembered before each history change.
import { expect, test, type Page } from "@playwright/test";
import { SITE_URL } from "./servers.ts";

test.use({ viewport: { width: 1280, height: 900 } });

// The session storage key, spelled out here: importing the site's constant would let a rename pass.
const PREVIOUS_PAGE_KEY = "previousPage";

const bar = (page: Page) => page.locator("#nprogress");
const footerLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name, exact: true });
const previousPage = (page: Page) =>
  page.evaluate((key) => window.sessionStorage.getItem(key), PREVIOUS_PAGE_KEY);
const at = (path: string) => new URL(path, SITE_URL).href;

/**
 * Waits until the router has rendered `path` (the main menu marks it current; for back and
 * forward the browser changes the URL before the router follows), then reads the memory.
 */
async function expectPreviousPage(page: Page, path: string, previous: string) {
  const current = page.getByRole("navigation", { name: "Main" }).locator('a[aria-current="page"]');
  await expect(current).toHaveAttribute("href", path);
  await expect(page).toHaveURL(at(path));
  expect(await previousPage(page)).toBe(previous);
}

/** Holds the page data of client navigations back for a moment, so the bar can be seen. */
async function slowPageData(page: Page) {
  await page.route("**/_next/data/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
}

/**
 * Makes the next client navigation to `path` fail: its page data cannot be fetched, and the
 * full page load Next falls back to answers 204, so the browser stays where it is.
 */
async function failNavigationTo(page: Page, path: string) {
  await page.route("**/_next/data/**", (route) => route.abort());
  await page.route(
    (url) => url.pathname === path,
    (route) =>
      route.request().resourceType() === "document"
        ? route.fulfill({ status: 204 })
        : route.continue(),
  );
}

test("the progress bar runs at the top while a client navigation loads, then goes", async ({
  page,
}) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  const headerBox = await header.boundingBox();
  await slowPageData(page);

  await header.getByRole("link", { name: "Careers", exact: true }).click();
  await expect(bar(page)).toBeAttached();
  const box = (await page.locator("#nprogress .bar").boundingBox())!;
  expect(box.y).toBe(0);
  expect(box.height).toBeLessThanOrEqual(4);
  await expect(page.locator("#nprogress .bar")).toHaveCSS("background-color", "rgb(194, 65, 12)");
  await expect(page.locator("#nprogress .spinner")).toHaveCount(0);
  // Over the header (hit-testing the bar, which its pointer-events: none otherwise skips),
  // without moving it. The bar slides in from the left: wait until it covers the point.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const progress = document.getElementById("nprogress")!;
        progress.style.pointerEvents = "auto";
        const element = document.elementFromPoint(5, 1);
        progress.style.pointerEvents = "";
        return element?.className;
      }),
    )
    .toBe("bar");
  expect(await header.boundingBox()).toEqual(headerBox);

  await expect(page).toHaveURL(at("/careers/"));
  await expect(bar(page)).not.toBeAttached();
});

test("the progress bar finishes when a navigation fails", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await failNavigationTo(page, "/careers/");
  const hardNavigation = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/careers/",
  );

  await footerLink(page, "Careers").click();
  await expect(bar(page)).toBeAttached();
  expect((await hardNavigation).status()).toBe(204);

  await expect(bar(page)).not.toBeAttached();
  expect(new URL(page.url()).pathname).toBe("/");
});

test("the progress bar finishes when a change is cancelled by another", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  let releaseCareers = () => {};
  await page.route(
    (url) => url.pathname.endsWith("/careers.json"),
    (route) => {
      releaseCareers = () => void route.abort().catch(() => {});
    },
  );

  await footerLink(page, "Careers").click();
  await expect(bar(page)).toBeAttached();
  await footerLink(page, "Advertising").click();

  await expect(page).toHaveURL(at("/advertising/"));
  await expect(bar(page)).not.toBeAttached();
  releaseCareers();
});

test("a client navigation shows the new page whole, never its shell around an empty main", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The front page's code is all loaded: what comes now is the next page's template's and
  // blocks' code, held back as a slow network would.
  await page.route("**/_next/static/chunks/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.evaluate(() => {
    const main = document.getElementById("main")!;
    new MutationObserver(() => {
      if (main.children.length === 0) document.documentElement.dataset.mainWasEmpty = "yes";
    }).observe(main, { childList: true });
  });
  await footerLink(page, "Careers").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Careers");
  await expect(page).toHaveURL(at("/careers/"));
  expect(await page.locator("html").getAttribute("data-main-was-empty")).toBeNull();
});

test("the previous page is remembered before links, back and forward", async ({ page }) => {
  await page.goto("/");
  expect(await previousPage(page)).toBeNull();

  await footerLink(page, "Careers").click();
  await expectPreviousPage(page, "/careers/", "/");
  await footerLink(page, "Advertising").click();
  await expectPreviousPage(page, "/advertising/", "/careers/");

  await page.goBack();
  await expectPreviousPage(page, "/careers/", "/advertising/");
  await page.goBack();
  await expectPreviousPage(page, "/", "/careers/");

  await page.goForward();
  await expectPreviousPage(page, "/careers/", "/");
  await page.goForward();
  await expectPreviousPage(page, "/advertising/", "/careers/");
});

test("the previous page keeps the query of a listing page", async ({ page }) => {
  await page.goto("/media-centre/press-releases/");
  const pageNumber = page.locator(".pagination__current");

  await page.getByRole("link", { name: "Older releases" }).click();
  await expect(pageNumber).toHaveText("Page 2");
  expect(await previousPage(page)).toBe("/media-centre/press-releases/");

  await page.getByRole("link", { name: "Newer releases" }).click();
  await expect(pageNumber).toHaveText("Page 1");
  expect(await previousPage(page)).toBe("/media-centre/press-releases/?page=2");
});

test("listing pages hand their state to one cache, merged page by page, with no GraphQL library", async ({
  page,
}) => {
  // The scripts' addresses as the browser asks for them; their text is read at the end (a
  // response's body is gone once the page that asked for it navigates away).
  const scripts = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.add(request.url());
  });
  /** Titles of the posts in the browser's one cache for the visit (lib/graphql/visit-cache.ts). */
  const cachedPostTitles = () =>
    page.evaluate(() => {
      const cache = (window as unknown as Record<symbol, { extract(): object } | undefined>)[
        Symbol.for("corus.visit-cache")
      ];
      if (!cache) return null;
      return Object.values(
        cache.extract() as Record<string, { __typename?: string; title?: string }>,
      )
        .filter((entry) => entry.__typename === "Post")
        .map((entry) => entry.title);
    });

  await page.goto("/careers/");
  // A page with no state to hand over does not load the client at all.
  expect(await cachedPostTitles()).toBeNull();

  await page.goto("/media-centre/press-releases/");
  await expect.poll(async () => (await cachedPostTitles())?.length).toBe(10);
  const firstPage = (await cachedPostTitles())!;

  await page.getByRole("link", { name: "Older releases" }).click();
  await expect(page.locator(".pagination__current")).toHaveText("Page 2");
  await expect.poll(async () => (await cachedPostTitles())?.length).toBe(20);
  expect(await cachedPostTitles()).toEqual(expect.arrayContaining(firstPage));
  // Neither Apollo Client (its registry symbols) nor graphql-js (its error's name) was loaded.
  expect(scripts.size).toBeGreaterThan(0);
  for (const url of scripts) {
    const script = await (await page.request.get(url)).text();
    expect(script, url).not.toContain('Symbol.for("apollo.');
    expect(script, url).not.toContain("GraphQLError");
  }
});

/** The head's page tags: React puts them there in the browser (lib/render/head.browser.tsx). */
const headTags = (page: Page) =>
  page.evaluate(() => ({
    titles: [...document.querySelectorAll("title")].map((title) => title.textContent),
    inHead: document.querySelectorAll("head > title").length,
    descriptions: [...document.querySelectorAll('meta[name="description"]')].map((meta) =>
      meta.getAttribute("content"),
    ),
    robots: [...document.querySelectorAll('meta[name="robots"]')].map((meta) =>
      meta.getAttribute("content"),
    ),
    canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map(
      (link) => new URL(link.getAttribute("href") ?? "").pathname,
    ),
    ogUrls: [...document.querySelectorAll('meta[property="og:url"]')].map(
      (meta) => new URL(meta.getAttribute("content") ?? "").pathname,
    ),
    icons: document.querySelectorAll('head > link[rel="icon"]').length,
    outsideHead: document.querySelectorAll("body title, body meta, body link[rel='canonical']")
      .length,
  }));

test("the head holds each page's own tags, loaded and after client navigations", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const expectPageTags = async (path: string, title: RegExp) => {
    await expect
      .poll(async () => (await headTags(page)).titles)
      .toEqual([expect.stringMatching(title)]);
    const tags = await headTags(page);
    expect(tags, path).toMatchObject({
      inHead: 1,
      descriptions: [expect.any(String)],
      robots: [],
      canonicals: [path],
      ogUrls: [path],
      outsideHead: 0,
    });
    expect(tags.icons, path).toBeGreaterThan(0);
  };

  await page.goto("/about-corus/");
  await page.waitForLoadState("networkidle");
  await expectPageTags("/about-corus/", /^About/);

  await footerLink(page, "Careers").click();
  await expect(page).toHaveURL(at("/careers/"));
  await expectPageTags("/careers/", /^Careers/);

  await page.goBack();
  await expect(page).toHaveURL(at("/about-corus/"));
  await expectPageTags("/about-corus/", /^About/);

  // A page not found (Next loads it in full: its data answers 404): its title, no description,
  // never indexed.
  await page.goto("/no-such-page/");
  expect(await headTags(page)).toMatchObject({
    titles: [expect.stringMatching(/^Page not found/)],
    inHead: 1,
    descriptions: [],
    robots: ["noindex"],
    outsideHead: 0,
  });
  expect(errors).toEqual([]);
});

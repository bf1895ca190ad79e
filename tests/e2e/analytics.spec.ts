// Analytics: on a site configured for it, once the visitor has accepted, the third-party
// scripts load without blocking and the tag manager's data layer gets exactly one view event
// per view; without settings, nothing outside the site is requested. What loads before and
// without consent: consent.spec.ts.
import { expect, test, type Page } from "@playwright/test";
import {
  ANALYTICS_SITE_URL,
  APP_IDENTITY,
  THIRD_PARTY,
  THIRD_PARTY_ORIGIN,
} from "./analytics-site.ts";
import { CONTENT_URL, SITE_URL } from "./servers.ts";
import { serveThirdParty } from "./third-party.ts";

test.use({ viewport: { width: 1280, height: 900 } });

interface ViewEvent {
  event: string;
  pagePath: string;
  pageTitle: string;
  previousPage: string | null;
  appVersion: string;
  appPlatform: string;
  appName: string;
  appBrand: string;
}

const viewEvents = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).filter(
      (entry): entry is ViewEvent => (entry as { event?: string }).event === "page_view",
    ),
  );

const footerLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name, exact: true });

const identity = {
  appVersion: APP_IDENTITY.ANALYTICS_APP_VERSION,
  appPlatform: APP_IDENTITY.ANALYTICS_PLATFORM,
  appName: APP_IDENTITY.ANALYTICS_APP_NAME,
  appBrand: APP_IDENTITY.ANALYTICS_BRAND,
};

test.describe("with analytics configured", () => {
  test.use({ baseURL: ANALYTICS_SITE_URL });

  test("once accepted, loads the tag-manager, session-replay and audience scripts after the page", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html, "no third-party script or pixel in the HTML").not.toMatch(
      new RegExp(`<(script|img)[^>]+src="${THIRD_PARTY_ORIGIN}`),
    );

    const requested = await serveThirdParty(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Accept all" }).click();
    await page.goto("/careers/");
    await expect.poll(() => page.evaluate(() => window.tagManagerLoaded)).toBe(true);
    await expect.poll(() => page.evaluate(() => window.replayLoaded)).toBe(true);
    await expect.poll(() => page.evaluate(() => window.audienceLoaded)).toBe(true);
    expect(await page.evaluate(() => window.replayStarted)).toBe(true);
    await expect(page.locator(`script[src="${THIRD_PARTY.tagManager}"]`)).toHaveAttribute("async");
    expect(requested).not.toContain(THIRD_PARTY.pixel);
  });

  test("the data layer gets one view event per view: the load and each navigation", async ({
    page,
  }) => {
    await serveThirdParty(page);
    await page.goto("/");
    // Before the choice the first view waits in the data layer; accepting keeps it.
    await expect.poll(() => viewEvents(page)).toHaveLength(1);
    await page.getByRole("button", { name: "Accept all" }).click();
    await expect.poll(() => page.evaluate(() => window.tagManagerLoaded)).toBe(true);
    expect(await viewEvents(page)).toHaveLength(1);
    expect((await viewEvents(page))[0]).toEqual({
      event: "page_view",
      pagePath: "/",
      pageTitle: await page.title(),
      previousPage: null,
      ...identity,
    });

    const steps: [string, () => Promise<unknown>, string][] = [
      ["/careers/", () => footerLink(page, "Careers").click(), "/"],
      ["/advertising/", () => footerLink(page, "Advertising").click(), "/careers/"],
      ["/careers/", () => page.goBack(), "/advertising/"],
    ];
    for (const [index, [path, navigate, previous]] of steps.entries()) {
      await navigate();
      await expect(page).toHaveURL(new URL(path, ANALYTICS_SITE_URL).href);
      await expect.poll(() => viewEvents(page)).toHaveLength(index + 2);
      expect((await viewEvents(page)).at(-1)).toEqual({
        event: "page_view",
        pagePath: path,
        pageTitle: await page.title(),
        previousPage: previous,
        ...identity,
      });
    }
    // A second event for one view would come from the same navigation's handlers; give any
    // straggler time to show before the final count.
    await page.waitForTimeout(1_000);
    expect(await viewEvents(page)).toHaveLength(steps.length + 1);
  });

  test("a failed route change sends no view event", async ({ page }) => {
    await serveThirdParty(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Accept all" }).click();
    await expect.poll(() => viewEvents(page)).toHaveLength(1);
    await page.route("**/_next/data/**", (route) => route.abort());
    // The full page load Next falls back to answers 204: the browser stays on the page.
    await page.route(
      (url) => url.pathname === "/careers/",
      (route) => route.fulfill({ status: 204 }),
    );
    const fallback = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/careers/",
    );

    await footerLink(page, "Careers").click();
    await fallback;
    await expect(page.locator("#nprogress")).not.toBeAttached();

    expect(new URL(page.url()).pathname).toBe("/");
    expect(await viewEvents(page)).toHaveLength(1);
  });
});

test.describe("without analytics settings", () => {
  test.use({ baseURL: SITE_URL });

  test("the browser requests nothing outside the site and the CMS media host", async ({
    page,
    request,
  }) => {
    const origins = new Set<string>();
    page.on("request", (sent) => {
      const url = new URL(sent.url());
      if (url.protocol === "http:" || url.protocol === "https:") origins.add(url.origin);
    });

    await page.goto("/");
    await footerLink(page, "Careers").click();
    await expect(page).toHaveURL(`${SITE_URL}/careers/`);
    await page.goto("/media-centre/press-releases/");
    await page.waitForLoadState("networkidle");

    expect([...origins].sort()).toEqual(
      [new URL(SITE_URL).origin, new URL(CONTENT_URL).origin].sort(),
    );
    const html = await (await request.get("/")).text();
    expect(html).not.toContain("<noscript>");
  });
});

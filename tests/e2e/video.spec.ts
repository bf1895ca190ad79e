// Embedded video (docs/privacy.md, "Embedded video"): the seed's Investor Day page embeds its
// webcast replay from YouTube. Before the visitor presses play, nothing is asked of any video
// host, whatever the visitor chose: no choice, "Reject all", a choice without the players'
// category, Global Privacy Control; pressed, the privacy-enhanced player loads in the frame the
// placeholder held (nothing moves), plays, and has the focus. On the analytics site, whose
// players are in Measurement (VIDEO_EMBED_CATEGORY), granting Measurement loads them without a
// click. The page is the same HTML with and without a choice. Axe, 320 px reflow and focus are
// the walks of accessibility.spec.ts and wcag-layout.spec.ts (template-pages.ts lists the page).
import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { ANALYTICS_SITE_URL } from "./analytics-site.ts";
import { serveThirdParty } from "./third-party.ts";
import { SITE_URL } from "./servers.ts";

const VIDEO_PAGE = "/investor-relations/investor-day/";
const PLAYER = "https://www.youtube-nocookie.com/embed/Xr4nVqC2sLw";
/** Every host a YouTube or Vimeo embed talks to. */
const VIDEO_HOSTS =
  /^https:\/\/([^/]+\.)?(youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com|ggpht\.com|vimeo(cdn)?\.com)\//;

/** Answers the video hosts for the context (a player page that marks itself), counting requests. */
async function videoHosts(context: BrowserContext): Promise<string[]> {
  const asked: string[] = [];
  await context.route(VIDEO_HOSTS, (route) => {
    asked.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><title>player</title><p>The player</p>",
    });
  });
  return asked;
}

const placeholder = (page: Page) => page.locator("figure.video-embed");
const playButton = (page: Page) =>
  page.getByRole("button", { name: "Play video: Corus Entertainment Investor Day 2025" });
const player = (page: Page) => page.frameLocator("figure.video-embed iframe");
/** Where an element is on the page (not the viewport: focusing the player may scroll it). */
const pageBox = (locator: Locator) =>
  locator.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x: x + window.scrollX, y: y + window.scrollY, width, height };
  });

/** The page, until its network is quiet, scrolled past the video and back. */
async function visit(page: Page) {
  await page.goto(VIDEO_PAGE);
  await page.waitForLoadState("networkidle");
  await placeholder(page).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2000);
  await page.waitForTimeout(300);
}

test.describe("on the site without tools (no banner)", () => {
  test.use({ baseURL: SITE_URL });

  test("asks nothing of any video host until play is pressed; then the privacy-enhanced player plays there, with the focus", async ({
    page,
    context,
  }) => {
    const asked = await videoHosts(context);
    await visit(page);
    expect(asked).toEqual([]);
    await expect(page.locator("iframe")).toHaveCount(0);
    // What the placeholder says: the title, the host, and where to watch it there.
    await expect(placeholder(page)).toContainText("Corus Entertainment Investor Day 2025");
    await expect(placeholder(page)).toContainText("loads YouTube's player");
    await expect(placeholder(page).getByRole("link", { name: "Watch on YouTube" })).toHaveAttribute(
      "href",
      "https://www.youtube.com/watch?v=Xr4nVqC2sLw",
    );

    const frame = page.locator(".video-embed__frame");
    const before = await pageBox(frame);
    await playButton(page).click();
    await expect(player(page).getByText("The player")).toBeVisible();
    expect(asked).toEqual([`${PLAYER}?autoplay=1`]);
    const iframe = page.locator("figure.video-embed iframe");
    await expect(iframe).toHaveAttribute("title", "Corus Entertainment Investor Day 2025");
    await expect(iframe).toBeFocused();
    // The player took the placeholder's place: the same box.
    expect(await pageBox(iframe)).toEqual(before);
    expect(await pageBox(frame)).toEqual(before);
  });

  test("plays from the keyboard: Tab reaches the button, Enter loads the player and moves into it", async ({
    page,
    context,
  }) => {
    const asked = await videoHosts(context);
    await page.goto(VIDEO_PAGE);
    await page.waitForLoadState("networkidle");
    await playButton(page).focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(playButton(page)).toBeFocused();
    await expect(playButton(page)).toHaveCSS("outline-style", "solid");
    await page.keyboard.press("Enter");
    await expect(page.locator("figure.video-embed iframe")).toBeFocused();
    expect(asked).toEqual([`${PLAYER}?autoplay=1`]);
  });

  test("moves nothing on the page when the player loads (no layout shift)", async ({
    page,
    context,
  }) => {
    await videoHosts(context);
    await page.goto(VIDEO_PAGE);
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: "layout-shift" });
    });
    const below = page.getByText("The slides shown during the presentations");
    const at = await pageBox(below);
    // A press by script: a visitor's input excuses the shifts that follow it, which would hide one.
    await playButton(page).evaluate((button: HTMLElement) => button.click());
    await expect(page.locator("figure.video-embed iframe")).toBeVisible();
    await page.waitForTimeout(300);
    expect(await pageBox(below)).toEqual(at);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual(
      [],
    );
  });

  for (const width of [320, 1024]) {
    test(`the placeholder passes axe and fits ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(VIDEO_PAGE);
      const { violations } = await new AxeBuilder({ page }).include("figure.video-embed").analyze();
      expect(violations.map(({ id, nodes }) => `${id}: ${nodes.length}`)).toEqual([]);
      const box = await placeholder(page).boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    });
  }
});

test.describe("on the analytics site (players in Measurement)", () => {
  test.use({ baseURL: ANALYTICS_SITE_URL });

  const banner = (page: Page) => page.getByRole("region", { name: "Your privacy choices" });
  /** The tools' host served (its scripts load once granted) and the video hosts counted. */
  const watched = async (context: BrowserContext) => {
    await serveThirdParty(context);
    return videoHosts(context);
  };
  /** The site's consent cookie for a choice granting `granted`, made now. */
  const storedChoice = (granted: string[]) =>
    encodeURIComponent(
      JSON.stringify({ v: 1, g: granted, t: Math.floor(Date.now() / 1000), p: "2026-11-27" }),
    );
  const dialog = (page: Page) => page.getByRole("dialog", { name: "Privacy choices" });

  test("asks nothing of a video host before a choice", async ({ page, context }) => {
    const asked = await watched(context);
    await visit(page);
    await expect(banner(page)).toBeVisible();
    expect(asked).toEqual([]);
  });

  test("asks nothing after Reject all, on this page and the next visit, until play is pressed", async ({
    page,
    context,
  }) => {
    const asked = await watched(context);
    await page.goto(VIDEO_PAGE);
    await banner(page).getByRole("button", { name: "Reject all" }).click();
    await expect(banner(page)).toBeHidden();
    await visit(page);
    expect(asked).toEqual([]);
    await playButton(page).click();
    await expect(player(page).getByText("The player")).toBeVisible();
    expect(asked).toEqual([`${PLAYER}?autoplay=1`]);
  });

  test("asks nothing after a choice without the players' category", async ({ page, context }) => {
    const asked = await watched(context);
    await page.goto(VIDEO_PAGE);
    await banner(page).getByRole("button", { name: "Choose" }).click();
    // The dialog names the players in their category.
    await expect(dialog(page)).toContainText("Video players (YouTube, Vimeo)");
    await dialog(page).getByRole("checkbox", { name: "Session replay" }).check();
    await dialog(page).getByRole("button", { name: "Save choices" }).click();
    await expect(dialog(page)).toBeHidden();
    await visit(page);
    expect(asked).toEqual([]);
  });

  test("Accept all (Measurement granted) loads the player without a click, not playing", async ({
    page,
    context,
  }) => {
    const asked = await watched(context);
    await page.goto(VIDEO_PAGE);
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual([]);
    await banner(page).getByRole("button", { name: "Accept all" }).click();
    await expect(player(page).getByText("The player")).toBeVisible();
    expect(asked).toEqual([PLAYER]);
    // And on the next visit, at once.
    await page.reload();
    await expect(player(page).getByText("The player")).toBeVisible();
  });

  test("is the same HTML with and without a choice", async ({ browser }) => {
    const html = async (cookie?: string) => {
      const context = await browser.newContext(
        cookie ? { extraHTTPHeaders: { cookie } } : undefined,
      );
      const response = await context.request.get(`${ANALYTICS_SITE_URL}${VIDEO_PAGE}`);
      const body = await response.text();
      await context.close();
      return body;
    };
    expect(await html(`site_consent=${storedChoice(["measurement"])}`)).toBe(await html());
  });

  test.describe("under Global Privacy Control", () => {
    test.use({ extraHTTPHeaders: { "Sec-GPC": "1" } });

    test("asks nothing of a video host, even with Measurement stored as granted", async ({
      page,
      context,
    }) => {
      await context.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
      );
      const asked = await watched(context);
      await context.addCookies([
        {
          name: "site_consent",
          value: storedChoice(["measurement", "session-replay", "audience-measurement"]),
          url: ANALYTICS_SITE_URL,
        },
      ]);
      await visit(page);
      expect(asked).toEqual([]);
      await playButton(page).click();
      await expect(player(page).getByText("The player")).toBeVisible();
    });
  });
});

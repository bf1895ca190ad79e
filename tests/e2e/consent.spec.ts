// Privacy by default (docs/privacy.md): on the analytics site, whose three tools point at a
// host only these tests answer (third-party.ts counts what it is asked), nothing is asked of
// that host and no cookie is set before a choice, after "Reject all" or under Global Privacy
// Control, on every template and across client-side navigations; the tools load at once after
// "Accept all", per category after "Choose", and stop from the next page after a withdrawal.
// The page is the same for everyone: its HTML and headers do not depend on the choice.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { axeViolations } from "../../scripts/audit/axe.ts";
import { ANALYTICS_ORIGIN_URL, ANALYTICS_SITE_URL, THIRD_PARTY } from "./analytics-site.ts";
import { inTabs } from "./tabs.ts";
import { templatePages } from "./template-pages.ts";
import { serveThirdParty, toolsRun } from "./third-party.ts";

test.use({ baseURL: ANALYTICS_SITE_URL, viewport: { width: 1280, height: 900 } });

const CONSENT_COOKIE = "site_consent";
const NONE_RUN = { tagManager: false, replay: false, replayScript: false, audience: false };

const banner = (page: Page) => page.getByRole("region", { name: "Your privacy choices" });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Privacy choices" });
const footerLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name, exact: true });
const privacyChoices = (page: Page) => page.getByRole("button", { name: "Privacy choices" });

/** Cookies other than the visitor's recorded choice. */
const otherCookies = async (context: BrowserContext) =>
  (await context.cookies()).filter((cookie) => cookie.name !== CONSENT_COOKIE);

/**
 * Walks every template (a few tabs at once, each page until its network is idle), then two
 * client-side navigations, and waits for the network.
 */
async function walkTheSite(page: Page) {
  await inTabs(page.context(), templatePages, async (tab, [, path]) => {
    await tab.goto(path);
    await tab.waitForLoadState("networkidle");
  });
  await page.goto("/");
  await footerLink(page, "Careers").click();
  await expect(page).toHaveURL(`${ANALYTICS_SITE_URL}/careers/`);
  await footerLink(page, "Advertising").click();
  await expect(page).toHaveURL(`${ANALYTICS_SITE_URL}/advertising/`);
  await page.waitForLoadState("networkidle");
  // The audience script would wait for the page to load: give it time to show.
  await page.waitForTimeout(500);
}

/**
 * The sum of the page's layout shifts so far (Cumulative Layout Shift's parts), leaving out
 * shifts of the site header alone: the header's own, which happen with or without the banner
 * (the banner is fixed below everything, so it cannot move the header).
 */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const shift = entry as unknown as { value: number; sources: { node?: Node }[] };
            const headerOnly = shift.sources.every(
              (source) =>
                source.node instanceof Element && source.node.closest(".site-header") !== null,
            );
            if (!headerOnly) total += shift.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );

test.describe("before a choice", () => {
  test("nothing is asked of the tools' host and no cookie is set, on every template and across navigations", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const requested = await serveThirdParty(context);
    await walkTheSite(page);
    expect(requested).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect(await toolsRun(page)).toEqual(NONE_RUN);
    await expect(banner(page)).toBeVisible();
  });

  test("the banner is part of the first paint and shifts nothing", async ({ page }) => {
    for (const path of ["/", "/media-centre/press-releases/", "/our-brands/"]) {
      await page.goto(path);
      await expect(banner(page)).toBeVisible();
      // Below a thousandth: a banner that pushed the page's content would measure a hundredth or
      // more (its height over the viewport's); a CI run under load measured 0.000024, a
      // sub-pixel move of the page as a slow browser painted it while its markup arrived.
      expect(await layoutShift(page)).toBeLessThan(0.001);
    }
    // Shown by the inline script as the page is parsed, before the site's code runs.
    await page.route("**/_next/static/**/*.js", (route) => route.abort());
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
  });

  test("asks with three choices of equal weight, in plain words naming the tools, with the policy", async ({
    page,
  }) => {
    await page.goto("/");
    const buttons = banner(page).getByRole("button");
    await expect(buttons).toHaveText(["Accept all", "Reject all", "Choose"]);
    const styles = await buttons.evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return [
          style.backgroundColor,
          style.color,
          style.fontSize,
          style.fontWeight,
          style.borderColor,
          Math.round(box.height),
          Math.round(box.width),
        ].join(" ");
      }),
    );
    expect(new Set(styles).size).toBe(1);
    await expect(banner(page).getByRole("link", { name: "Privacy policy" })).toHaveAttribute(
      "href",
      "/privacy-policy/",
    );

    await banner(page).getByRole("button", { name: "Choose" }).click();
    await expect(dialog(page)).toBeVisible();
    for (const name of ["Measurement", "Session replay", "Audience measurement"]) {
      await expect(dialog(page).getByRole("checkbox", { name, exact: true })).not.toBeChecked();
    }
    await expect(dialog(page)).toContainText("Test Tag Manager");
    await expect(dialog(page)).toContainText("Test Replay");
    await expect(dialog(page)).toContainText("Test Ratings");
    await expect(dialog(page)).toContainText("Always on");
  });

  test("asks in French on a French page: the editors' French words and the site's own", async ({
    page,
  }) => {
    await page.goto("/fr/");
    const french = page.getByRole("region", { name: "Vos choix en matière de confidentialité" });
    await expect(french).toBeVisible();
    await expect(
      french.getByRole("link", { name: "Politique de confidentialité", exact: true }),
    ).toHaveAttribute("href", "/fr/politique-de-confidentialite/");
    for (const name of ["Tout accepter", "Tout refuser", "Choisir"]) {
      await expect(french.getByRole("button", { name, exact: true })).toBeVisible();
    }
    await french.getByRole("button", { name: "Choisir" }).click();
    const dialogue = page.getByRole("dialog", { name: "Choix en matière de confidentialité" });
    await expect(dialogue).toBeVisible();
    await expect(
      dialogue.getByRole("link", { name: "Politique de confidentialité", exact: true }),
    ).toBeVisible();
    await expect(
      dialogue.getByRole("checkbox", { name: "Mesure de la fréquentation" }),
    ).not.toBeChecked();
  });

  test("a forged, corrupt or outdated choice counts as none", async ({ page, context }) => {
    const requested = await serveThirdParty(context);
    const choice = (value: object | string) => ({
      name: CONSENT_COOKIE,
      value: typeof value === "string" ? value : encodeURIComponent(JSON.stringify(value)),
      url: ANALYTICS_SITE_URL,
    });
    const now = Math.floor(Date.now() / 1000);
    const all = ["measurement", "session-replay", "audience-measurement"];
    for (const value of [
      "all",
      { v: 1, g: all, t: now, p: "an older policy" },
      { v: 1, g: [...all, "advertising"], t: now, p: "2026-11-27" },
      { v: 1, g: all, t: now - 200 * 86_400, p: "2026-11-27" },
    ]) {
      await context.clearCookies();
      await context.addCookies([choice(value)]);
      await page.goto("/");
      await expect(banner(page)).toBeVisible();
      await page.waitForLoadState("networkidle");
    }
    expect(requested).toEqual([]);
  });
});

test.describe("Reject all", () => {
  test("loads nothing, on every template and across navigations, and keeps only the choice", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const requested = await serveThirdParty(context);
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Reject all" }).click();
    await expect(banner(page)).toBeHidden();
    await expect(page.locator("#main")).toBeFocused();
    await walkTheSite(page);
    await expect(banner(page)).toBeHidden();
    expect(requested).toEqual([]);
    expect(await otherCookies(context)).toEqual([]);
    const [choice] = await context.cookies();
    expect(choice).toMatchObject({ name: CONSENT_COOKIE, path: "/", sameSite: "Lax" });
    const stored = JSON.parse(decodeURIComponent(choice!.value)) as Record<string, unknown>;
    expect(stored).toMatchObject({ v: 1, g: [], p: "2026-11-27" });
    expect(Math.abs((stored.t as number) - Date.now() / 1000)).toBeLessThan(120);
    // Kept six months.
    expect(choice!.expires - Date.now() / 1000).toBeGreaterThan(181 * 86_400);
  });
});

test.describe("under Global Privacy Control", () => {
  test.use({ extraHTTPHeaders: { "Sec-GPC": "1" } });
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
    );
  });

  test("loads nothing, on every template and across navigations, and says the signal was honoured", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const requested = await serveThirdParty(context);
    await page.goto("/");
    await expect(banner(page)).toContainText("Global Privacy Control");
    await expect(banner(page).getByRole("button", { name: "Accept all" })).toBeHidden();
    await walkTheSite(page);
    expect(requested).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    const viewEvents = await page.evaluate(
      () =>
        (window.dataLayer ?? []).filter(
          (entry) => (entry as { event?: string }).event === "page_view",
        ).length,
    );
    expect(viewEvents).toBe(0);
  });

  test("outweighs a stored acceptance, and the dialog cannot grant anything", async ({
    page,
    context,
  }) => {
    const requested = await serveThirdParty(context);
    await page.goto("/");
    await banner(page).getByRole("button", { name: "OK" }).click();
    await expect(banner(page)).toBeHidden();
    const now = Math.floor(Date.now() / 1000);
    const all = ["measurement", "session-replay", "audience-measurement"];
    await context.addCookies([
      {
        name: CONSENT_COOKIE,
        value: encodeURIComponent(JSON.stringify({ v: 1, g: all, t: now, p: "2026-11-27" })),
        url: ANALYTICS_SITE_URL,
      },
    ]);
    await page.goto("/careers/");
    await page.waitForLoadState("networkidle");
    await privacyChoices(page).click();
    await expect(
      dialog(page).getByRole("checkbox", { name: "Measurement", exact: true }),
    ).toBeDisabled();
    await expect(dialog(page).getByRole("button", { name: "Accept all" })).toBeDisabled();
    expect(requested).toEqual([]);
  });
});

test.describe("accepting", () => {
  test("Accept all loads every tool at once, without a reload, and on every page after", async ({
    page,
    context,
  }) => {
    const requested = await serveThirdParty(context);
    await page.goto("/");
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await banner(page).getByRole("button", { name: "Accept all" }).click();
    await expect
      .poll(() => toolsRun(page))
      .toEqual({ tagManager: true, replay: true, replayScript: true, audience: true });
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
      true,
    );
    expect(requested.sort()).toEqual(
      [THIRD_PARTY.tagManager, THIRD_PARTY.replay, THIRD_PARTY.audience].sort(),
    );
    await page.goto("/careers/");
    await expect
      .poll(() => toolsRun(page))
      .toEqual({ tagManager: true, replay: true, replayScript: true, audience: true });
  });

  test("Consent Mode's defaults (denied) and the update are in the data layer before the tag manager", async ({
    page,
    context,
  }) => {
    await serveThirdParty(context);
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Accept all" }).click();
    await expect
      .poll(() => page.evaluate(() => window.consentSeenByTagManager))
      .toEqual([
        [
          "consent",
          "default",
          {
            ad_storage: "denied",
            ad_user_data: "denied",
            ad_personalization: "denied",
            analytics_storage: "denied",
          },
        ],
        // The one pushed when the page found no choice, then the acceptance.
        [
          "consent",
          "update",
          {
            ad_storage: "denied",
            ad_user_data: "denied",
            ad_personalization: "denied",
            analytics_storage: "denied",
          },
        ],
        [
          "consent",
          "update",
          {
            ad_storage: "denied",
            ad_user_data: "denied",
            ad_personalization: "denied",
            analytics_storage: "granted",
          },
        ],
      ]);
  });

  test("Choose loads the chosen categories only", async ({ page, context }) => {
    const requested = await serveThirdParty(context);
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Choose" }).click();
    await dialog(page).getByRole("checkbox", { name: "Session replay" }).check();
    await dialog(page).getByRole("button", { name: "Save choices" }).click();
    await expect(dialog(page)).toBeHidden();
    await expect.poll(() => toolsRun(page)).toMatchObject({ replay: true, replayScript: true });
    await page.goto("/careers/");
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    expect(await toolsRun(page)).toEqual({ ...NONE_RUN, replay: true, replayScript: true });
    expect([...new Set(requested)]).toEqual([THIRD_PARTY.replay]);

    await privacyChoices(page).click();
    await expect(dialog(page).getByRole("checkbox", { name: "Session replay" })).toBeChecked();
    await dialog(page).getByRole("checkbox", { name: "Audience measurement" }).check();
    await dialog(page).getByRole("button", { name: "Save choices" }).click();
    await expect.poll(() => toolsRun(page)).toMatchObject({ audience: true });
    expect(await toolsRun(page)).toMatchObject({ tagManager: false });
  });
});

test.describe("withdrawing", () => {
  test("stops the tools from the next page, client-side links included, and clears their cookies", async ({
    page,
    context,
  }) => {
    const requested = await serveThirdParty(context);
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Accept all" }).click();
    await expect.poll(() => toolsRun(page)).toMatchObject({ tagManager: true, audience: true });
    expect((await otherCookies(context)).map((cookie) => cookie.name)).toEqual(["_tm_id"]);

    await privacyChoices(page).click();
    await expect(
      dialog(page).getByRole("checkbox", { name: "Measurement", exact: true }),
    ).toBeChecked();
    await dialog(page).getByRole("button", { name: "Reject all" }).click();
    await expect(dialog(page)).toBeHidden();
    expect(await otherCookies(context)).toEqual([]);
    // Focus goes back to what opened the dialog.
    await expect(privacyChoices(page)).toBeFocused();

    requested.length = 0;
    const marked = () =>
      page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await footerLink(page, "Careers").click();
    await expect(page).toHaveURL(`${ANALYTICS_SITE_URL}/careers/`);
    await page.waitForLoadState("networkidle");
    expect(await marked(), "a full page load, not a client-side one").toBe(false);
    expect(await toolsRun(page)).toEqual(NONE_RUN);
    // Back to the page that ran the tools: it is loaded again, not restored with them.
    await page.goBack();
    await expect(page).toHaveURL(`${ANALYTICS_SITE_URL}/`);
    await expect.poll(() => toolsRun(page)).toEqual(NONE_RUN);
    await page.waitForLoadState("networkidle");
    expect(await toolsRun(page)).toEqual(NONE_RUN);
    expect(requested).toEqual([]);
  });
});

test.describe("one page for everyone", () => {
  test("the HTML and headers are the same with and without a recorded choice", async ({
    playwright,
  }) => {
    const now = Math.floor(Date.now() / 1000);
    const accepted = encodeURIComponent(
      JSON.stringify({ v: 1, g: ["measurement"], t: now, p: "2026-11-27" }),
    );
    // Values that vary per response whatever the request: the time, and how long it took.
    const varying = new Set(["date", "server-timing"]);
    const answer = async (path: string, cookie?: string) => {
      const request = await playwright.request.newContext({
        // The site's own server: CloudFront would answer every one of them from one cached copy.
        baseURL: ANALYTICS_ORIGIN_URL,
        extraHTTPHeaders: cookie ? { cookie } : {},
      });
      const response = await request.get(path, { maxRedirects: 0 });
      const seen = {
        status: response.status(),
        headers: response.headersArray().filter(({ name }) => !varying.has(name.toLowerCase())),
        body: await response.text(),
      };
      await request.dispose();
      return seen;
    };
    for (const [, path] of templatePages) {
      // The server's CMS cache may pass its TTL during the four requests (its Cache-Control and
      // x-cms-cache change, and the answer's refresh makes the next one fresh again, so
      // the first and last can agree around a stale middle): try again when any answer differs,
      // so only a difference that every attempt shows, the cookie's, fails.
      for (let attempt = 1; ; attempt += 1) {
        const before = await answer(path);
        const withChoice = await answer(path, `${CONSENT_COOKIE}=${accepted}`);
        const withJunk = await answer(path, `${CONSENT_COOKIE}=x`);
        const after = await answer(path);
        const same = [withChoice, withJunk, after].every(
          (seen) => JSON.stringify(seen) === JSON.stringify(before),
        );
        if (!same && attempt < 4) continue;
        expect(after, `${path}: the server was steady`).toEqual(before);
        expect(withChoice, path).toEqual(before);
        expect(withJunk, path).toEqual(before);
        break;
      }
    }
  });
});

test.describe("accessibility", () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 320, height: 640 },
  ]) {
    test(`banner and dialog have no axe violations at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      await expect(banner(page)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await banner(page).getByRole("button", { name: "Choose" }).click();
      await expect(dialog(page)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("works from the keyboard: focus moves into the dialog, stays there, and comes back", async ({
    page,
  }) => {
    await page.goto("/");
    await page.keyboard.press("Tab"); // the skip link
    await page.keyboard.press("Tab");
    await expect(banner(page).getByRole("link", { name: "Privacy policy" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(banner(page).getByRole("button", { name: "Accept all" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const choose = banner(page).getByRole("button", { name: "Choose" });
    await expect(choose).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toBeVisible();
    await expect(
      dialog(page).getByRole("checkbox", { name: "Measurement", exact: true }),
    ).toBeFocused();
    await page.keyboard.press("Space");
    await expect(
      dialog(page).getByRole("checkbox", { name: "Measurement", exact: true }),
    ).toBeChecked();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(choose).toBeFocused();
    // Escape chose nothing: the banner still asks.
    await expect(banner(page)).toBeVisible();
  });

  test("while the banner shows, what has focus is never under it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto("/about-corus/our-values/");
    const bannerTop = await banner(page).evaluate((element) => element.getBoundingClientRect().top);
    for (let step = 0; step < 60; step += 1) {
      await page.keyboard.press("Tab");
      const hidden = await page.evaluate((top) => {
        const focused = document.activeElement;
        // Past the last element focus leaves the page (the body): nothing to see then.
        if (!focused || focused === document.body || focused.closest("#consent-banner")) {
          return false;
        }
        return focused.getBoundingClientRect().bottom > top;
      }, bannerTop);
      expect(hidden, `focus step ${step}`).toBe(false);
    }
  });
});

test("without JavaScript nothing is asked of the tools' host", async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: ANALYTICS_SITE_URL,
    javaScriptEnabled: false,
  });
  const requested = await serveThirdParty(context);
  const page = await context.newPage();
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(requested).toEqual([]);
  await expect(page.locator("noscript img")).toHaveCount(0);
  await context.close();
});

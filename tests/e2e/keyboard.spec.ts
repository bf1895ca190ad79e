// The header menu works with the keyboard alone: Tab, Enter and Escape.
import { expect, test, type Page } from "@playwright/test";

const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      name: (element?.getAttribute("aria-label") ?? element?.innerText ?? "").trim(),
      expanded: element?.getAttribute("aria-expanded") ?? null,
      tag: element?.tagName ?? "",
    };
  });

async function tabUntil(page: Page, name: RegExp, maxTabs = 40) {
  for (let i = 0; i < maxTabs; i += 1) {
    await page.keyboard.press("Tab");
    if (name.test((await focused(page)).name)) return;
  }
  throw new Error(`no focusable element named ${name} within ${maxTabs} tabs`);
}

test.use({ viewport: { width: 1280, height: 900 } });

test("a skip link leads to the main content", async ({ page }) => {
  await page.goto("/about-corus/");
  await page.keyboard.press("Tab");
  expect((await focused(page)).name).toBe("Skip to main content");
  await page.keyboard.press("Enter");
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
});

test("submenus open with Enter, are walked with Tab and close with Escape", async ({ page }) => {
  await page.goto("/");
  const about = page.getByRole("button", { name: "About the company submenu" });
  const aboutList = page.locator("#" + (await about.getAttribute("aria-controls")));
  await expect(aboutList).toBeHidden();

  await tabUntil(page, /^About the company submenu$/);
  expect((await focused(page)).expanded).toBe("false");
  await page.keyboard.press("Enter");
  await expect(about).toHaveAttribute("aria-expanded", "true");
  await expect(aboutList).toBeVisible();

  await page.keyboard.press("Tab");
  expect((await focused(page)).name).toBe("Our Company");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  expect((await focused(page)).name).toBe("Our Leadership");

  await page.keyboard.press("Escape");
  await expect(aboutList).toBeHidden();
  expect((await focused(page)).name).toBe("About the company submenu");
});

test("a third-level page is reached and opened with the keyboard alone", async ({ page }) => {
  await page.goto("/");
  await tabUntil(page, /^Sustainability submenu$/);
  await page.keyboard.press("Enter");
  // On a wide screen the third level is part of the open panel: no toggle on the way.
  await tabUntil(page, /^DEI at Corus$/, 5);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/sustainability\/diversity-equity-inclusion\/dei-at-corus\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("DEI at Corus");
  // The menu closes after a navigation.
  await expect(page.getByRole("button", { name: "Sustainability submenu" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
});

test("opening another submenu closes the first", async ({ page }) => {
  await page.goto("/");
  const about = page.getByRole("button", { name: "About the company submenu" });
  const media = page.getByRole("button", { name: "Media Centre submenu" });
  await about.click();
  await media.click();
  await expect(about).toHaveAttribute("aria-expanded", "false");
  await expect(media).toHaveAttribute("aria-expanded", "true");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu sits behind a Menu button that opens and closes it", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    const home = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" });
    await expect(toggle).toBeVisible();
    await expect(home).toBeHidden();
    await tabUntil(page, /^Menu$/);
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(home).toBeVisible();
    await page.keyboard.press("Tab");
    expect((await focused(page)).name).toBe("Home");
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect((await focused(page)).name).toBe("Menu");
  });

  test("a third-level page is reached through its submenu's toggle", async ({ page }) => {
    await page.goto("/");
    await tabUntil(page, /^Menu$/);
    await page.keyboard.press("Enter");
    await tabUntil(page, /^Sustainability submenu$/);
    await page.keyboard.press("Enter");
    await tabUntil(page, /^Diversity Equity & Inclusion submenu$/);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    expect((await focused(page)).name).toBe("DEI at Corus");
    await page.keyboard.press("Escape");
    expect((await focused(page)).name).toBe("Diversity Equity & Inclusion submenu");
    await expect(page.getByRole("link", { name: "DEI at Corus" })).toBeHidden();
  });
});

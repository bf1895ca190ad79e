// What the site looks like, compared with committed baselines: every template at a phone's,
// a tablet's and a desktop's width, and each desktop submenu opened. A real layout change
// fails; the HTML report shows expected, actual and diff for each (docs/screenshots.md).
// The pages come from the screenshot site, whose clock is fixed (playwright.config.ts).
import { expect, test } from "@playwright/test";
import { openForScreenshot } from "./screenshot-page.ts";
import { frenchTemplatePages, templatePages } from "./template-pages.ts";

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const languages = [
  ["every template", templatePages],
  ["every French template", frenchTemplatePages],
] as const;

// One page per language and width, walking the templates: soft assertions, so one run shows
// every change.
for (const width of [390, 1024, 1440]) {
  for (const [name, pages] of languages) {
    test(`${name} at ${width} px`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      for (const [template, path] of pages) {
        await openForScreenshot(page, path);
        await expect
          .soft(page, `${template} at ${width} px`)
          .toHaveScreenshot(`${slug(template)}-${width}.png`, { fullPage: true });
      }
    });
  }
}

test("each desktop submenu, opened, at 1440 px", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openForScreenshot(page, "/");
  const openers = page.locator("nav[aria-label='Main'] .menu--level-0 > li > button");
  for (const opener of await openers.all()) {
    const label = (await opener.getAttribute("aria-label"))!;
    await opener.click();
    await page.mouse.move(0, 0);
    await expect.soft(page, `${label} open`).toHaveScreenshot(`submenu-${slug(label)}-1440.png`);
    await page.keyboard.press("Escape");
  }
});

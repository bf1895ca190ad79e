// Brings a page to the state its screenshot is taken in: every image loaded (lazy ones too,
// as a full-page shot does not scroll), web fonts ready, no pointer hovering and no focus.
// Whatever a first visit shows over the page (a consent banner) is settled here too, so every
// baseline shows the page itself.
import type { Page } from "@playwright/test";

export async function openForScreenshot(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.mouse.move(0, 0);
  await page.evaluate(async () => {
    (document.activeElement as HTMLElement | null)?.blur();
    const images = [...document.images];
    for (const image of images) image.loading = "eager";
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
}

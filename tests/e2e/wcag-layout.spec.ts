// WCAG 2.1 AA where the engines do not look, on every template (the list the axe spec walks):
// reflow at 320 CSS px (1.4.10) and at 200% zoom, with and without the text spacing of 1.4.12,
// no text clipped by that spacing, focus never hidden under anything (2.4.7, 2.2's 2.4.11), and
// no motion for a visitor who asks for less.
import type { Page } from "@playwright/test";
import { expect, test } from "./same-page.ts";
import { everyTemplatePage } from "./template-pages.ts";

/** WCAG 1.4.12's spacing, as a reader's style sheet sets it. */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }`;

/** How much wider than the viewport the page is, and the widest culprits. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const culprits = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        // Inside a scrolling region, sideways scrolling is the region's, not the page's.
        return (
          box.width > 0 &&
          box.right > width + 1 &&
          !element.closest(".table-scroll, .visually-hidden")
        );
      })
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return { excess: document.documentElement.scrollWidth - width, culprits };
  });

/** Elements that cut their own text off (overflow hidden or clipped, content bigger). */
const clippedText = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((element) => {
        if (element.closest(".visually-hidden") || !element.textContent?.trim()) return false;
        const style = getComputedStyle(element);
        // Text for screen readers only, hidden by a media query (a 1-px clipped box): not shown.
        const screenReaderOnly =
          element.offsetWidth <= 1 && element.offsetHeight <= 1 && style.position === "absolute";
        if (screenReaderOnly) return false;
        const cuts = (overflow: string) => overflow === "hidden" || overflow === "clip";
        return (
          (cuts(style.overflowX) && element.scrollWidth > element.clientWidth + 1) ||
          (cuts(style.overflowY) && element.scrollHeight > element.clientHeight + 1)
        );
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  );

/** Focusable elements that, once focused, are off screen or covered by something else. */
const hiddenFocus = (page: Page) =>
  page.evaluate(() => {
    const focusable = document.querySelectorAll<HTMLElement>(
      "a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex='-1'])",
    );
    const problems: string[] = [];
    for (const element of focusable) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      element.focus();
      if (document.activeElement !== element) continue;
      const box = element.getBoundingClientRect();
      const x = Math.min(Math.max(box.x + box.width / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max(box.y + Math.min(box.height, 40) / 2, 0), innerHeight - 1);
      const hit = document.elementFromPoint(x, y);
      const onScreen =
        box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      if (!onScreen || !hit || !(element.contains(hit) || hit.contains(element))) {
        problems.push(
          `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}" under ${hit?.tagName.toLowerCase()}.${hit?.className}`,
        );
      }
    }
    return problems;
  });

/** Elements (or their ::before, ::after) with a transition or an animation that takes time. */
const moving = (page: Page) =>
  page.evaluate(() => {
    const seconds = (value: string) =>
      Math.max(...value.split(",").map((part) => parseFloat(part)));
    const found: string[] = [];
    for (const element of document.querySelectorAll("*")) {
      for (const pseudo of [null, "::before", "::after"]) {
        const style = getComputedStyle(element, pseudo);
        if (seconds(style.transitionDuration) > 0 || seconds(style.animationDuration) > 0) {
          found.push(`${element.tagName.toLowerCase()}.${element.className}${pseudo ?? ""}`);
        }
      }
    }
    return found;
  });

test.use({ bypassCSP: true }); // the reader's style sheet, as a browser applies it, past the CSP

for (const [template, path] of everyTemplatePage) {
  test.describe(`${template} (${path})`, () => {
    test("reflows at 320 px and at 200% zoom, with and without 1.4.12 text spacing", async ({
      samePage: page,
    }) => {
      // 320 px is a 1280-px window at 400%; 640 x 450 is 1280 x 900 at 200%.
      for (const viewport of [
        { width: 320, height: 640 },
        { width: 640, height: 450 },
      ]) {
        await page.setViewportSize(viewport);
        await page.goto(path);
        expect(await sidewaysOverflow(page), `at ${viewport.width} px`).toEqual({
          excess: 0,
          culprits: [],
        });
        await page.addStyleTag({ content: TEXT_SPACING });
        expect(await sidewaysOverflow(page), `at ${viewport.width} px, spaced`).toEqual({
          excess: 0,
          culprits: [],
        });
        expect(await clippedText(page), `clipped at ${viewport.width} px, spaced`).toEqual([]);
      }
    });

    test("keeps every focused element on screen and uncovered, and moves nothing under reduced motion", async ({
      samePage: page,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      for (const viewport of [
        { width: 1280, height: 720 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(viewport);
        await page.goto(path);
        expect(await moving(page), `moving at ${viewport.width} px`).toEqual([]);
        expect(await hiddenFocus(page), `at ${viewport.width} px`).toEqual([]);
      }
    });
  });
}

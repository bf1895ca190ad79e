// What the browser is spared on every template: dates and counts are worded on the server, so
// no page sets up ICU in the browser. The first Intl formatter a page makes costs a phone about
// 100 ms of main thread (Lighthouse's blocking time on a mobile front page fell by about that
// much when the last one left the browser's code), and a browser's ICU can word a date
// differently from the server's, which breaks hydration.
import { expect, test, type Page } from "@playwright/test";
import { cms } from "./servers.ts";
import { everyTemplatePage } from "./template-pages.ts";

/** Wraps every way a page can make ICU work in the browser, recording who called it. */
function recordIcuUse() {
  const uses: string[] = [];
  const caller = () => new Error().stack?.split("\n")[3]?.trim() ?? "unknown";
  for (const name of [
    "DateTimeFormat",
    "NumberFormat",
    "PluralRules",
    "RelativeTimeFormat",
    "ListFormat",
    "DisplayNames",
    "Collator",
    "Segmenter",
  ] as const) {
    const original = Intl[name] as unknown as new (...args: unknown[]) => object;
    const wrapped = function (this: unknown, ...args: unknown[]) {
      uses.push(`Intl.${name} from ${caller()}`);
      return new original(...args);
    };
    Object.defineProperty(Intl, name, { value: wrapped, configurable: true, writable: true });
  }
  const prototypes = [
    [Date.prototype, ["toLocaleString", "toLocaleDateString", "toLocaleTimeString"]],
    [Number.prototype, ["toLocaleString"]],
  ] as const;
  for (const [prototype, methods] of prototypes) {
    for (const method of methods) {
      const original = (prototype as unknown as Record<string, (...args: unknown[]) => string>)[
        method
      ]!;
      Object.defineProperty(prototype, method, {
        value(this: unknown, ...args: unknown[]) {
          uses.push(`${method} from ${caller()}`);
          return original.apply(this, args);
        },
        configurable: true,
        writable: true,
      });
    }
  }
  (window as unknown as { __icuUses: string[] }).__icuUses = uses;
}

/** ICU uses once the page has hydrated and its idle-time work (the page-state hand-over) ran. */
async function icuUsesAfterLoad(page: Page, path: string) {
  await page.addInitScript(recordIcuUse);
  await page.goto(path, { waitUntil: "networkidle" });
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })),
  );
  return page.evaluate(() => (window as unknown as { __icuUses: string[] }).__icuUses);
}

test.describe("no page sets up ICU in the browser", () => {
  for (const [template, path] of everyTemplatePage) {
    test(`${template} (${path})`, async ({ page }) => {
      expect(await icuUsesAfterLoad(page, path)).toEqual([]);
    });
  }

  test("a press release", async ({ page }) => {
    const { posts } = await cms<{ posts: { nodes: { uri: string }[] } }>(
      `{ posts(first: 1, where: { language: EN }) { nodes { uri } } }`,
    );
    expect(await icuUsesAfterLoad(page, posts.nodes[0]!.uri)).toEqual([]);
  });

  test("the recorder sees a formatter when a page makes one", async ({ page }) => {
    await page.addInitScript(recordIcuUse);
    await page.goto("/");
    const uses = await page.evaluate(() => {
      const recorded = (window as unknown as { __icuUses: string[] }).__icuUses;
      const before = recorded.length;
      new Intl.DateTimeFormat("en-CA").format(new Date(0));
      (1234).toLocaleString("en-CA");
      return recorded.slice(before);
    });
    expect(uses).toEqual([
      expect.stringMatching(/^Intl\.DateTimeFormat from /),
      expect.stringMatching(/^toLocaleString from /),
    ]);
  });
});

// A repeat view with the same props at the same address reuses the first view's markup
// (lib/render/page-markup-cache.server.ts). What it serves must be the page React renders, byte
// for byte: every template is fetched at an address of its own (a query string the page ignores
// makes a fresh key), once rendered and once reused, and the two answers compared. Asked of the
// site's own server: its reuse is the server's, and CloudFront keeps Server-Timing from visitors.
import { randomUUID } from "node:crypto";
import { expect, test, type APIResponse } from "@playwright/test";
import { cms, ORIGIN_URL } from "./servers.ts";
import { inTabs } from "./tabs.ts";
import { templatePages } from "./template-pages.ts";

const TEMPLATE_PAGES = [
  "/",
  "/proposed-transaction/",
  "/about-corus/our-values/",
  "/investor-relations/shareholder-resources/analyst-coverage/",
  "/investor-relations/dividends/stock-information/",
  "/sustainability/diversity-equity-inclusion/by-the-numbers/",
  "/about-corus/leadership/",
  "/our-brands/",
  "/our-brands/?province=Ontario",
  "/investor-relations/dividends/history/",
  "/investor-relations/financial-reports/",
  "/investor-relations/events-and-presentations/",
  "/media-centre/press-releases/",
  "/media-centre/press-releases/?page=2",
  "/category/financial-results/",
  "/search/",
  "/search/?s=dividend",
];

/** The render entry of the response's Server-Timing: how long, and whether it was reused. */
function renderTiming(response: Pick<APIResponse, "headers">) {
  const entry = (response.headers()["server-timing"] ?? "")
    .split(",")
    .map((part) => part.trim())
    .find((part) => part.startsWith("render;"));
  const outcome = /desc="([^"]*)"/.exec(entry ?? "")?.[1];
  return { entry, outcome };
}

/** The same address with a parameter no page reads, so that no earlier view shares its key. */
function freshAddress(path: string) {
  const url = new URL(path, ORIGIN_URL);
  url.searchParams.set("reuse-check", randomUUID());
  return url.toString();
}

async function newestPressRelease(): Promise<string> {
  const data = await cms<{ posts: { nodes: { uri: string }[] } }>(
    "{ posts(first: 1, where: { language: EN }) { nodes { uri } } }",
  );
  const uri = data.posts.nodes[0]?.uri;
  if (!uri) throw new Error("the content service has no post");
  return uri;
}

test.describe("a reused page is the rendered page", () => {
  for (const path of [...TEMPLATE_PAGES, "press release"]) {
    test(`${path}: the second view reuses the first's markup, byte for byte`, async ({
      request,
    }) => {
      const address = freshAddress(path === "press release" ? await newestPressRelease() : path);
      const first = await request.get(address);
      const second = await request.get(address);
      expect(first.status()).toBe(200);
      expect(second.status()).toBe(200);
      expect(renderTiming(first).outcome).toBe("rendered");
      expect(renderTiming(second).outcome).toBe("reused");
      expect(await second.text()).toBe(await first.text());
    });
  }
});

test("a not-found page is rendered every time, never kept", async ({ request }) => {
  const address = freshAddress("/no-such-page/");
  for (let view = 0; view < 2; view++) {
    const response = await request.get(address);
    expect(response.status()).toBe(404);
    expect(renderTiming(response).outcome).toBe("uncached");
  }
});

test("a page with other props is rendered, not reused", async ({ request }) => {
  const address = freshAddress("/media-centre/press-releases/");
  await request.get(address);
  const nextPage = new URL(address);
  nextPage.searchParams.set("page", "2");
  const other = await request.get(nextPage.toString());
  expect(renderTiming(other).outcome).toBe("rendered");
  expect(await other.text()).not.toBe(await (await request.get(address)).text());
});

test("a reused page hydrates in Chromium without an error", async ({ page, request }) => {
  const address = freshAddress("/our-brands/");
  expect(renderTiming(await request.get(address)).outcome).toBe("rendered");
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  const response = await page.goto(address);
  expect(response && renderTiming(response).outcome).toBe("reused");
  // Once React has hydrated the page, the province filter updates it in place; without React
  // the form would load a new document, which has no marker.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("combobox", { name: "Province" }).selectOption("Ontario");
  await page.getByRole("button", { name: "Show stations" }).click();
  await expect(page).toHaveURL(/\/our-brands\/\?province=Ontario$/);
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  expect(problems).toEqual([]);
});

test("every template hydrates without an error, rendered and reused", async ({ context }) => {
  test.setTimeout(120_000);
  // An uncaught error: React's among them, such as a hydration mismatch (the client rendering
  // other markup than the server, for want of a template's or a block's code), after which
  // React renders the whole page again in the browser.
  const errors: string[] = [];
  context.on("weberror", (error) =>
    errors.push(`${error.page()?.url()}: ${error.error().message}`),
  );
  await inTabs(context, templatePages, async (tab, [, path]) => {
    const address = freshAddress(path);
    for (const outcome of ["rendered", "reused"]) {
      const response = await tab.goto(address);
      if (response?.status() === 200) expect(renderTiming(response).outcome, path).toBe(outcome);
      await tab.waitForLoadState("networkidle");
    }
  });
  expect(errors).toEqual([]);
});

// The CMS failing during the redirect lookup: the page still renders (fail open). Runs in
// its own project after the others, since it makes the shared content service fail.
import { expect, test } from "@playwright/test";
import { CONTENT_URL, NO_CMS_SITE_URL } from "./servers.ts";

const control = (path: string, body: object = {}) =>
  fetch(`${CONTENT_URL}/__test/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

// The failures are shared state of one content service: one test at a time.
test.describe.configure({ mode: "serial" });

test.afterEach(async () => {
  await control("reset");
});

test("a page renders when every attempt of its redirect lookup fails", async ({ request }) => {
  // Warm the shell cache, then fail the lookup's three attempts.
  expect((await request.get("/careers/")).status()).toBe(200);
  await control("reset");
  await control("fail-next", { count: 3, mode: "500" });
  const response = await request.get("/careers/", { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain("Careers");
  const counted = (await (await fetch(`${CONTENT_URL}/__test/requests`)).json()) as {
    graphql: number;
  };
  // Three failed lookup attempts, then the page's own query.
  expect(counted.graphql).toBeGreaterThanOrEqual(4);
});

test("a legacy URL still redirects once the CMS is back", async ({ request }) => {
  await control("fail-next", { count: 3, mode: "drop" });
  const during = await request.get("/about/", { maxRedirects: 0 });
  expect(during.status()).toBe(404);
  const after = await request.get("/about/", { maxRedirects: 0 });
  expect(after.status()).toBe(301);
});

test("with the CMS down, a page answers a branded 503 with Retry-After and no internals", async ({
  request,
}) => {
  // Shell cached from earlier tests; the redirect lookup (3 attempts) and the page's own
  // query (3 attempts) all fail.
  expect((await request.get("/careers/")).status()).toBe(200);
  await control("fail-next", { count: 6, mode: "500" });
  const response = await request.get("/our-brands/");
  expect(response.status()).toBe(503);
  expect(response.headers()["retry-after"]).toMatch(/^\d+$/);
  expect(response.headers()["cache-control"]).toBe("no-store");
  const html = await response.text();
  expect(html).toContain("This page is briefly unavailable");
  expect(html).not.toMatch(/at .+\.(js|ts):\d+|TypeError|ServerError|stack/i);
});

test("with the CMS unreachable and nothing cached, pages answer the bare 503 page", async ({
  page,
}) => {
  const response = await page.goto(`${NO_CMS_SITE_URL}/about-corus/`);
  expect(response?.status()).toBe(503);
  expect(response?.headers()["retry-after"]).toMatch(/^\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "This page is briefly unavailable",
  );
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  expect(await page.content()).not.toMatch(/CmsNetworkError|fetch failed|at .+\.js:\d+/);
});

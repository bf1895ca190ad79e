// Unknown addresses get the branded 404 with status 404, inside the full shell.
import { expect, test } from "@playwright/test";

test("an unknown path answers 404 with the not-found page and the menus", async ({ page }) => {
  const response = await page.goto("/this/page/does-not-exist/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Footer" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute(
    "href",
    "/",
  );
});

test("a page number that is not a whole number is not found", async ({ request }) => {
  for (const bad of ["0", "-1", "2.5", "abc", "1e3"]) {
    const response = await request.get(`/media-centre/press-releases/?page=${bad}`);
    expect(response.status(), `?page=${bad}`).toBe(404);
  }
});

test("responses carry security headers and no framework banner", async ({ request }) => {
  const response = await request.get("/");
  const headers = response.headers();
  expect(headers["x-powered-by"]).toBeUndefined();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'self'");
  expect(headers["cache-control"]).toContain("s-maxage=");
});

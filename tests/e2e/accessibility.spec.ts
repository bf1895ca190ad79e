// Zero axe violations (WCAG 2.1 A and AA) on every template, and with the menus open.
import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { cms } from "./servers.ts";

async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}

const templatePages = [
  ["front page", "/"],
  ["default page", "/about-corus/leadership/"],
  ["page with tables", "/investor-relations/dividends/history/"],
  ["press release archive", "/media-centre/press-releases/"],
  ["category archive", "/category/financial-results/"],
  ["not found", "/no-such-page/"],
] as const;

for (const [template, path] of templatePages) {
  test(`${template} (${path}) has no axe violations`, async ({ page }) => {
    await page.goto(path);
    expect(await violations(page)).toEqual([]);
  });
}

test("a press release has no axe violations", async ({ page }) => {
  const { posts } = await cms<{ posts: { nodes: { uri: string }[] } }>(
    `{ posts(first: 1) { nodes { uri } } }`,
  );
  await page.goto(posts.nodes[0]!.uri);
  expect(await violations(page)).toEqual([]);
});

test("open submenus have no axe violations", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Investor Relations submenu" }).click();
  await page.getByRole("button", { name: "Dividends submenu" }).click();
  expect(await violations(page)).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("the open mobile menu has no axe violations", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    expect(await violations(page)).toEqual([]);
  });
});

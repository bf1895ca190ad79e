// Zero axe violations (WCAG 2.0, 2.1 and 2.2, A and AA) on every template, at desktop width
// and on a 360-pixel phone, and with menus and disclosures open.
import { expect, test } from "./same-page.ts";
import { axeViolations } from "../../scripts/audit/axe.ts";
import { cms } from "./servers.ts";
import { everyTemplatePage } from "./template-pages.ts";

const viewports = [
  ["desktop", { width: 1280, height: 900 }],
  ["360 px", { width: 360, height: 780 }],
] as const;

for (const [viewportName, viewport] of viewports) {
  test.describe(`at ${viewportName}`, () => {
    test.use({ viewport });

    for (const [template, path] of everyTemplatePage) {
      test(`${template} (${path}) has no axe violations`, async ({ samePage: page }) => {
        await page.goto(path);
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test("a press release has no axe violations", async ({ samePage: page }) => {
      const { posts } = await cms<{ posts: { nodes: { uri: string }[] } }>(
        `{ posts(first: 1, where: { language: EN }) { nodes { uri } } }`,
      );
      await page.goto(posts.nodes[0]!.uri);
      expect(await axeViolations(page)).toEqual([]);
    });

    test("open disclosures have no axe violations", async ({ samePage: page }) => {
      await page.goto("/about-corus/leadership/");
      await page.locator("details.person__biography > summary").first().click();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto("/investor-relations/shareholder-resources/frequently-asked-questions/");
      for (const summary of await page.locator("details > summary").all()) await summary.click();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test("open submenus have no axe violations", async ({ samePage: page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await page.getByRole("button", { name: "Investor Relations submenu" }).click();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("the open mobile menu has no axe violations", async ({ samePage: page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await page.getByRole("button", { name: "Investor Relations submenu" }).click();
    await page.getByRole("button", { name: "Dividends submenu" }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
});

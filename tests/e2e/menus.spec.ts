// The header, secondary and footer menus match site-map.ts: labels, order, hrefs, nesting and
// external links, all read from the rendered page.
import { expect, test, type Locator } from "@playwright/test";
import { FOOTER_MENU, HEADER_MENU, SECONDARY_MENU_PATHS, type ExpectedItem } from "./site-map.ts";
import { SITE_URL } from "./servers.ts";

interface RenderedItem {
  label: string;
  href: string;
  external: boolean;
  rel: string | null;
  children: RenderedItem[];
}

/** Reads a rendered menu list into a tree; the label is the visible text of the link. */
async function readMenu(list: Locator): Promise<RenderedItem[]> {
  return list.evaluate((ul) => {
    const read = (element: Element): RenderedItem[] =>
      [...element.querySelectorAll(":scope > li")].map((li) => {
        const link = li.querySelector("a")!;
        const visible = link.cloneNode(true) as HTMLElement;
        visible
          .querySelectorAll(".visually-hidden, [aria-hidden='true']")
          .forEach((n) => n.remove());
        const sublist = li.querySelector(":scope > ul");
        return {
          label: visible.textContent!.trim(),
          href: link.getAttribute("href")!,
          external: link.hasAttribute("data-external"),
          rel: link.getAttribute("rel"),
          children: sublist ? read(sublist) : [],
        };
      });
    return read(ul);
  });
}

function expectMatches(rendered: RenderedItem[], expected: ExpectedItem[], where: string) {
  expect(
    rendered.map((item) => item.label),
    `${where}: labels in order`,
  ).toEqual(expected.map((item) => item.label));
  rendered.forEach((item, index) => {
    const want = expected[index]!;
    const at = `${where} > ${want.label}`;
    if (want.href === "external") {
      expect(item.external, `${at} is marked external`).toBe(true);
      expect(item.rel, `${at} rel`).toContain("noopener");
      expect(new URL(item.href).origin, `${at} leaves the site`).not.toBe(new URL(SITE_URL).origin);
      expect(item.href, `${at} is absolute https`).toMatch(/^https:\/\//);
    } else {
      expect(item.external, `${at} is internal`).toBe(false);
      expect(item.href, `${at} href`).toBe(want.href);
    }
    expectMatches(item.children, want.children ?? [], at);
  });
}

test("the header menu is the expected one, three levels deep", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  const rendered = await readMenu(nav.locator("ul.menu--level-0"));
  expectMatches(rendered, HEADER_MENU, "header");
});

test("the secondary menu has its 8 items in order", async ({ page }) => {
  await page.goto("/careers/");
  const rendered = await readMenu(
    page.getByRole("navigation", { name: "Secondary" }).locator("ul"),
  );
  expect(rendered.map((item) => item.href)).toEqual(SECONDARY_MENU_PATHS);
  expect(rendered.every((item) => item.label.length > 0 && !item.external)).toBe(true);
});

test("the footer has its 6 menu items, logo and social links", async ({ page }) => {
  await page.goto("/about-corus/");
  const footer = page.getByRole("contentinfo");
  const rendered = await readMenu(footer.getByRole("navigation", { name: "Footer" }).locator("ul"));
  expectMatches(rendered, FOOTER_MENU, "footer");

  // Footer images load lazily: bring them into view first.
  await footer.scrollIntoViewIfNeeded();
  const logo = footer.locator(".site-footer__logo img");
  await expect(logo).toHaveAttribute("src", /\/wp-content\/uploads\/.+/);
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  const social = footer.getByRole("navigation", { name: "Follow us" }).getByRole("link");
  await expect(social).toHaveCount(2);
  await expect(social.nth(0)).toHaveAccessibleName(/LinkedIn/);
  await expect(social.nth(1)).toHaveAccessibleName(/\bX\b/);
  for (const icon of await social.locator("img").all()) {
    await expect
      .poll(() => icon.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }
});

test("the header shows the CMS logo with its alt text", async ({ page }) => {
  await page.goto("/");
  const logo = page.getByRole("banner").locator(".site-header__logo img");
  await expect(logo).toHaveAttribute("alt", /\S/);
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

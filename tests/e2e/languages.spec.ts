// The site in English and in French (issue 42): every template's French page says it is French,
// names its English version (and is named by it) with hreflang links, and the header's switch
// leads from each to the other; a page with no translation leads to the other language's home
// page and says so. Search, lists and the sitemap keep to a language.
import type { Page } from "@playwright/test";
import { expect, test } from "./same-page.ts";
import { frenchTemplatePages } from "./template-pages.ts";

const alternates = (page: Page) =>
  page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((link) => [
        link.getAttribute("hreflang"),
        new URL(link.getAttribute("href") ?? "").pathname,
      ]),
    );

for (const [template, french, english] of frenchTemplatePages) {
  if (english === null) continue;
  test(`${template}: the switch leads to its English page and back`, async ({ samePage: page }) => {
    await page.goto(french);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    const toEnglish = page.getByRole("link", { name: "English", exact: true });
    await expect(toEnglish).toHaveAttribute("lang", "en-CA");
    await toEnglish.click();
    await expect(page).toHaveURL((url) => url.pathname === english);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
    await page.getByRole("link", { name: "Français", exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === new URL(french, "http://x").pathname);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  });
}

test("each translated page names both versions, and x-default the English", async ({
  samePage: page,
}) => {
  for (const [, french, english] of frenchTemplatePages) {
    // Search pages are never indexed, and not found has no other version.
    if (english === null || french.startsWith("/fr/recherche/")) continue;
    const expected = [
      ["fr-CA", new URL(french, "http://x").pathname],
      ["en-CA", english],
      ["x-default", english],
    ];
    await page.goto(french);
    expect(await alternates(page), french).toEqual(expected);
    await page.goto(english);
    expect((await alternates(page)).sort(), english).toEqual([...expected].sort());
  }
});

test("a press release written in French only leads to the English home page, saying so", async ({
  samePage: page,
}) => {
  await page.goto(
    "/fr/media-centre/press-releases/series-plus-devoile-sa-programmation-dhiver-2025/",
  );
  expect(await alternates(page)).toEqual([]);
  await expect(page.locator(".language-switch")).toContainText(
    "Cette page n’existe pas en anglais.",
  );
  await page.getByRole("link", { name: "English home page" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
});

test("a page without a French version leads to the French home page, saying so", async ({
  samePage: page,
}) => {
  await page.goto("/careers/");
  expect(await alternates(page)).toEqual([]);
  const toFrench = page.getByRole("link", { name: "Accueil en français" });
  await expect(page.locator(".language-switch")).toContainText(
    "This page is not available in French.",
  );
  await toFrench.click();
  await expect(page).toHaveURL((url) => url.pathname === "/fr/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Des histoires");
});

test("a French address that shows nothing is a French 404", async ({ samePage: page }) => {
  const response = await page.goto("/fr/page-introuvable/");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page introuvable");
  await expect(page.getByRole("link", { name: "Aller à la page d’accueil" })).toHaveAttribute(
    "href",
    "/fr/",
  );
  await expect(page.getByRole("link", { name: "English home page" })).toHaveAttribute("href", "/");
});

test("search keeps to the visitor's language", async ({ samePage: page }) => {
  await page.goto("/fr/recherche/?s=dividende");
  const french = page.locator(".search-results a[href]");
  await expect(french.first()).toBeVisible();
  for (const href of await french.evaluateAll((links) =>
    links.map((a) => a.getAttribute("href")),
  )) {
    expect(href).toMatch(/^\/fr\//);
  }
  await page.goto("/search/?s=dividend");
  const english = page.locator(".search-results a[href]");
  await expect(english.first()).toBeVisible();
  for (const href of await english.evaluateAll((links) =>
    links.map((a) => a.getAttribute("href")),
  )) {
    expect(href).not.toMatch(/^\/fr\//);
  }
  // The header's search box searches the page's language.
  await page.goto("/fr/a-propos/");
  await expect(page.locator("form.site-search")).toHaveAttribute("action", "/fr/recherche/");
});

test("the sitemap lists both languages, each translation with its pair", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1]!);
  const entry = (path: string) =>
    urls.find((url) => new RegExp(`^<loc>https?://[^/]+${path}</loc>`).test(url));
  for (const [, french, english] of frenchTemplatePages) {
    if (english === null || french.includes("?") || french.includes("/category/")) continue;
    if (french.startsWith("/fr/recherche/")) continue;
    const frenchEntry = entry(french);
    expect(frenchEntry, french).toBeDefined();
    expect(frenchEntry).toMatch(new RegExp(`hreflang="en-CA" href="[^"]*${english}"`));
    expect(entry(english)).toMatch(new RegExp(`hreflang="fr-CA" href="[^"]*${french}"`));
  }
});

// Links a template makes to other templates' pages lead to their French translations: the CMS
// names them (Polylang's translation), none is the English page's address.
test("a French page's links to the other templates stay in French", async ({ samePage: page }) => {
  const frenchHome = "/fr/";
  await page.goto(frenchHome);
  const main = page.getByRole("main");
  const hrefs = async (names: RegExp[]) =>
    Promise.all(names.map((name) => main.getByRole("link", { name }).first().getAttribute("href")));
  expect(
    await hrefs([
      /^Découvrir toutes nos marques$/,
      /^Tous les communiqués$/,
      /^Historique des dividendes$/,
      /^Rapports financiers$/,
      /^Événements et présentations$/,
    ]),
  ).toEqual([
    "/fr/nos-marques/",
    "/fr/centre-des-medias/communiques/",
    "/fr/investisseurs/dividendes/historique/",
    "/fr/investisseurs/rapports-financiers/",
    "/fr/investisseurs/evenements-et-presentations/",
  ]);

  // The footer's logo leads home, to the French home page.
  await expect(page.locator("footer .site-footer__logo")).toHaveAttribute("href", frenchHome);

  // A French press release's way back, and a French category's "all" entry.
  await page.goto("/fr/category/resultats-financiers/");
  await expect(
    page.getByRole("navigation", { name: /catégories/i }).getByRole("link", {
      name: "Tous les communiqués",
    }),
  ).toHaveAttribute("href", "/fr/centre-des-medias/communiques/");
  await page.locator(".post-list .post-card__title a").first().click();
  await expect(page.locator(".back-link a")).toHaveAttribute(
    "href",
    "/fr/centre-des-medias/communiques/",
  );
});

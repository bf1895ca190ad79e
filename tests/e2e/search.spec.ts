// Site search: the header's search box on every page, the search page's results, pages and
// states, and what a visitor can type. Expectations hold for WordPress's search as well as
// for the content service's: every word must match, title matches come first, and the page
// shows the CMS's results in the CMS's order.
import type { APIResponse, Page } from "@playwright/test";
import { expect, test } from "./same-page.ts";
import { cms, ORIGIN_URL } from "./servers.ts";

interface CmsResult {
  uri: string;
  title: string;
  text: string;
}

interface CmsResultsPage {
  contentNodes: {
    nodes: { uri: string; title: string; excerpt?: string; content: string }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

const CMS_RESULTS = `
  query ($s: String!, $after: String) {
    contentNodes(first: 100, after: $after, where: { search: $s, contentTypes: [PAGE, POST], language: EN }) {
      nodes {
        uri
        ... on NodeWithTitle { title }
        ... on NodeWithExcerpt { excerpt }
        ... on NodeWithContentEditor { content }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

/** Every result the CMS has for `terms`, in its order, with the text it searched. */
async function cmsResults(terms: string): Promise<CmsResult[]> {
  const results: CmsResult[] = [];
  let after: string | null = null;
  for (;;) {
    const answer: CmsResultsPage = await cms<CmsResultsPage>(CMS_RESULTS, { s: terms, after });
    const { nodes, pageInfo } = answer.contentNodes;
    results.push(
      ...nodes.map((node) => ({
        uri: node.uri,
        title: node.title,
        text: `${node.title} ${node.excerpt ?? ""} ${node.content}`,
      })),
    );
    if (!pageInfo.hasNextPage) return results;
    after = pageInfo.endCursor;
  }
}

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

const headerSearch = (page: Page) =>
  page.getByRole("search", { name: "Site" }).getByRole("searchbox");
const results = (page: Page) => page.locator(".search-result");
const resultTitles = (page: Page) => page.locator(".search-result__title");

test.describe("the header's search box", () => {
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("is a labelled GET form on every page that opens the results", async ({
      samePage: page,
    }) => {
      for (const path of [
        "/",
        "/about-corus/",
        "/media-centre/press-releases/",
        "/no-such-page/",
      ]) {
        await page.goto(path);
        await expect(headerSearch(page)).toHaveAccessibleName("Search pages and press releases");
      }
      await page.goto("/investor-relations/");
      await headerSearch(page).fill("dividend reinvestment");
      await headerSearch(page).press("Enter");
      await expect(page).toHaveURL(/\/search\/\?s=dividend\+reinvestment$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Search results for “dividend reinvestment”",
      );
      await expect(results(page).first()).toBeVisible();
    });
  });

  test("is reached and used with the keyboard alone, and opens results in place", async ({
    samePage: page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/about-corus/");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    for (let tabs = 0; tabs < 60; tabs += 1) {
      await page.keyboard.press("Tab");
      if (await page.evaluate(() => document.activeElement?.id === "site-search-input")) break;
    }
    await expect(headerSearch(page)).toBeFocused();
    await page.keyboard.type("annual meeting");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search\/\?s=annual\+meeting$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Search results for “annual meeting”",
    );
    await expect(page).toHaveTitle(/^Search results for “annual meeting”: \d+ results/);
    // A client-side navigation: the document (and what this test left in it) is the same.
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 360, height: 780 } });

    test("sits in the menu, shown with it", async ({ samePage: page }) => {
      await page.goto("/our-brands/");
      await expect(headerSearch(page)).toBeHidden();
      const menu = page.getByRole("button", { name: "Menu", exact: true });
      await menu.click();
      await expect(headerSearch(page)).toBeVisible();
      await headerSearch(page).fill("quebec");
      await page
        .getByRole("search", { name: "Site" })
        .getByRole("button", { name: "Search" })
        .click();
      await expect(page).toHaveURL(/\/search\/\?s=quebec$/);
      await expect(results(page).first()).toBeVisible();
      await expect(menu).toHaveAttribute("aria-expanded", "false");
    });
  });
});

test.describe("the search page", () => {
  test("shows the CMS's results, counted, in its order, every word in each", async ({
    samePage: page,
  }) => {
    const terms = "dividend reinvestment";
    const expected = await cmsResults(terms);
    expect(expected.length).toBeGreaterThan(10);
    for (const result of expected) {
      for (const word of ["dividend", "reinvestment"]) expect(fold(result.text)).toContain(word);
    }
    // Results with a searched word in their title come before those without.
    const inTitle = expected.map((result) => /dividend|reinvestment/i.test(result.title));
    expect(inTitle).toContain(false);
    expect(inTitle).toEqual([...inTitle].sort((a, b) => Number(b) - Number(a)));

    await page.goto(`/search/?s=${encodeURIComponent(terms)}`);
    const pages = Math.ceil(expected.length / 10);
    await expect(page.getByRole("heading", { level: 2, name: /results/ })).toHaveText(
      `${expected.length} results, page 1 of ${pages}`,
    );
    const shown: string[] = [];
    for (let number = 1; ; number += 1) {
      await expect(page.locator(".pagination__current")).toHaveText(`Page ${number} of ${pages}`);
      for (const link of await resultTitles(page).getByRole("link").all()) {
        shown.push((await link.getAttribute("href")) ?? "");
      }
      const more = page.getByRole("link", { name: "More results" });
      if ((await more.count()) === 0) break;
      await more.click();
      await expect(page).toHaveURL(new RegExp(`\\?s=dividend\\+reinvestment&page=${number + 1}$`));
    }
    expect(shown).toEqual(expected.map((result) => result.uri));
    const back = page.getByRole("link", { name: "Previous results" });
    await back.click();
    await expect(page.locator(".pagination__current")).toHaveText(`Page ${pages - 1} of ${pages}`);
  });

  test("marks the searched words, ignoring case and accents, and says what each result is", async ({
    samePage: page,
  }) => {
    await page.goto("/search/?s=Dividend+REINVESTMENT");
    for (const result of await results(page).all()) {
      const marks = await result.locator("mark").allTextContents();
      expect(marks.length).toBeGreaterThan(0);
      for (const mark of marks) expect(["dividend", "reinvestment"]).toContain(mark.toLowerCase());
      const meta = await result.locator(".search-result__meta").textContent();
      expect(meta).toMatch(/^(Page|Press release · \w+ \d{1,2}, \d{4})$/);
    }
    await page.goto("/search/?s=quebec");
    await expect(page.locator(".search-result mark", { hasText: "Québec" }).first()).toBeVisible();
  });

  test("shows the form and nothing else for an empty search", async ({ samePage: page }) => {
    for (const path of ["/search/", "/search/?s=", "/search/?s=%20%20%09"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
      await expect(page.getByRole("search", { name: "Refine" }).getByRole("searchbox")).toHaveValue(
        "",
      );
      await expect(page.locator(".search-results")).toHaveCount(0);
    }
  });

  test("suggests the site's sections when nothing matches", async ({ samePage: page }) => {
    const response = await page.goto("/search/?s=qwxzvbnm");
    expect(response?.status()).toBe(200);
    const none = page.locator(".search-results--none");
    await expect(none.getByRole("heading")).toHaveText(
      "No pages or press releases match “qwxzvbnm”",
    );
    for (const section of ["Investor Relations", "Our Brands", "Media Centre"]) {
      await expect(none.getByRole("link", { name: section, exact: true })).toBeVisible();
    }
  });

  test("answers 404 for a page number past the results or not a whole number", async ({
    request,
  }) => {
    const pages = Math.ceil((await cmsResults("annual meeting")).length / 10);
    expect((await request.get(`/search/?s=annual+meeting&page=${pages}`)).status()).toBe(200);
    for (const bad of [String(pages + 1), "0", "-1", "01", "2.5", "abc", "9999999"]) {
      const response = await request.get(`/search/?s=annual+meeting&page=${bad}`);
      expect(response.status(), `?page=${bad}`).toBe(404);
    }
    expect((await request.get("/search/?s=&page=2")).status()).toBe(404);
    expect((await request.get("/search/?s=qwxzvbnm&page=2")).status()).toBe(404);
  });

  test("is cached like a page, through the server's CMS cache, and never indexed", async ({
    samePage: page,
    request,
  }) => {
    // A new search, asked twice. The shared site's shell answer may pass its TTL at that moment,
    // which serves either answer while it refreshes (a shorter s-maxage): then ask again.
    const searchTwice = async () => {
      const path = `/search/?s=${encodeURIComponent(`annual meeting ${Date.now()}`)}`;
      // Of the site's own server: its CMS cache is what this checks, and CloudFront keeps its
      // headers from visitors.
      const url = `${ORIGIN_URL}${path}`;
      return [await request.get(url), await request.get(url)] as const;
    };
    const stale = (...answers: APIResponse[]) =>
      answers.some((answer) =>
        ["refreshing", "stale"].includes(answer.headers()["x-cms-cache"] ?? ""),
      );
    let [first, again] = await searchTwice();
    for (let tries = 1; tries < 4 && stale(first, again); tries++) {
      [first, again] = await searchTwice();
    }
    expect(first.status()).toBe(200);
    expect(first.headers()["cache-control"]).toBe(
      "public, max-age=0, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400",
    );
    expect(first.headers()["x-cms-cache"]).toBe("miss");
    expect(again.headers()["x-cms-cache"]).toBe("hit");
    expect(again.headers()["server-timing"]).toMatch(
      /cms;dur=[\d.]+, cache;desc="hit", render;dur=/,
    );

    await page.goto("/search/?s=dividend");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>");
    expect(sitemap).not.toContain("/search/");
  });
});

test.describe("what a visitor types", () => {
  const hostile: [name: string, query: string, shown: string][] = [
    ["a script element", "<script>alert(1)</script>", "<script>alert(1)</script>"],
    ["an image with a handler", '"><img src=x onerror=alert(1)>', '"><img src=x onerror=alert(1)>'],
    ["GraphQL", '") { __schema { types { name } } } #', '") { __schema { types { name } } } #'],
    ["SQL", "' OR 1=1 --", "' OR 1=1 --"],
    ["a template", "{{7*7}} ${7*7}", "{{7*7}} ${7*7}"],
    ["only punctuation", "!?.,;:", "!?.,;:"],
    ["control characters", "divi\u0000dend\u0007 \u202Eplan", "dividend plan"],
    ["line breaks", "annual\r\nmeeting", "annual meeting"],
  ];

  for (const [name, query, shown] of hostile) {
    test(`${name} answers 200 with the terms shown as text`, async ({ samePage: page }) => {
      let dialogs = 0;
      page.on("dialog", async (dialog) => {
        dialogs += 1;
        await dialog.dismiss();
      });
      const response = await page.goto(`/search/?s=${encodeURIComponent(query)}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        `Search results for “${shown}”`,
      );
      await expect(page.getByRole("search", { name: "Refine" }).getByRole("searchbox")).toHaveValue(
        shown,
      );
      await expect(page.locator("main img, main script")).toHaveCount(0);
      expect(dialogs).toBe(0);
    });
  }

  test("a very long search is cut at 100 characters and the visitor told", async ({
    samePage: page,
  }) => {
    const response = await page.goto(`/search/?s=${"dividend ".repeat(600)}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator(".search-page__notice")).toHaveText(
      "Your search was longer than 100 characters: only the first 100 were used.",
    );
    const kept = await page
      .getByRole("search", { name: "Refine" })
      .getByRole("searchbox")
      .inputValue();
    expect(kept.length).toBeLessThanOrEqual(100);
    expect(kept.startsWith("dividend dividend")).toBe(true);
  });

  test("malformed and repeated parameters never answer a server error", async ({ request }) => {
    for (const query of [
      "s=%E0%A4%A",
      "s=%",
      "s=%ZZ",
      "s=a&s=b",
      "s[]=x",
      "s=%ED%A0%80",
      "s=%C0%AF",
    ]) {
      const response = await request.get(`/search/?${query}`);
      expect(response.status(), query).toBeLessThan(500);
    }
  });
});

// Every route site-map.ts names renders its CMS page in the shared shell.
import { expect, test } from "./same-page.ts";
import { allRoutes } from "./site-map.ts";
import { cms, cmsText } from "./servers.ts";

test.describe("every route of the site map", () => {
  for (const path of allRoutes()) {
    test(`${path} answers 200 and shows its CMS title`, async ({ samePage: page }) => {
      const { nodeByUri } = await cms<{
        nodeByUri: { title: string; pageBuilder: { heroTitle: string | null } } | null;
      }>(
        `query ($uri: String!) { nodeByUri(uri: $uri) { ... on Page { title pageBuilder { heroTitle } } } }`,
        { uri: path },
      );
      expect(nodeByUri, `the CMS has a page at ${path}`).not.toBeNull();
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      // A page builder hero title stands in for the page's title.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        nodeByUri!.pageBuilder.heroTitle ?? cmsText(nodeByUri!.title),
      );
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.getByRole("main")).toBeVisible();
      await expect(page).toHaveTitle(/Corus Entertainment/);
    });
  }
});

test("a path without its trailing slash is sent to the slashed URL", async ({ request }) => {
  const response = await request.get("/about-corus", { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toBe("/about-corus/");
});

test("press releases are listed newest first and each one opens", async ({ samePage: page }) => {
  const { posts } = await cms<{ posts: { nodes: { title: string; uri: string }[] } }>(
    `{ posts(first: 10, where: { language: EN }) { nodes { title uri } } }`,
  );
  await page.goto("/media-centre/press-releases/");
  const titles = page.locator(".post-list .post-card__title");
  await expect(titles).toHaveText(posts.nodes.map((post) => cmsText(post.title)));
  await titles.first().getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`${posts.nodes[0]!.uri}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(cmsText(posts.nodes[0]!.title));
});

test("the press release list pages through every release", async ({ samePage: page }) => {
  const { posts } = await cms<{ posts: { nodes: { title: string }[] } }>(
    `{ posts(first: 100, where: { language: EN }) { nodes { title } } }`,
  );
  const seen: string[] = [];
  await page.goto("/media-centre/press-releases/");
  for (let number = 1; ; number += 1) {
    await expect(page.locator(".pagination__current")).toHaveText(`Page ${number}`);
    seen.push(...(await page.locator(".post-list .post-card__title").allTextContents()));
    const older = page.getByRole("link", { name: "Older releases" });
    if ((await older.count()) === 0) break;
    await older.click();
    await expect(page).toHaveURL(new RegExp(`\\?page=${number + 1}$`));
  }
  expect(seen).toEqual(posts.nodes.map((post) => cmsText(post.title)));
  const pastTheEnd = await page.goto(`/media-centre/press-releases/?page=${seen.length}`);
  expect(pastTheEnd?.status()).toBe(404);
});

test("the front page is the CMS front page with the latest releases", async ({
  samePage: page,
}) => {
  const { nodeByUri, posts } = await cms<{
    nodeByUri: { pageBuilder: { heroTitle: string } };
    posts: { nodes: { title: string }[] };
  }>(
    `{ nodeByUri(uri: "/") { ... on Page { pageBuilder { heroTitle } } } posts(first: 3, where: { language: EN }) { nodes { title } } }`,
  );
  await page.goto("/");
  // The hero's title, not the page's title ("Home"), is the front page's one h1.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(nodeByUri.pageBuilder.heroTitle);
  await expect(page.locator(".latest-news .post-card__title")).toHaveText(
    posts.nodes.map((post) => cmsText(post.title)),
  );
});

test("press releases can be narrowed to a category and back", async ({ samePage: page }) => {
  const { posts } = await cms<{ posts: { nodes: { title: string }[] } }>(
    `{ posts(first: 100, where: { categoryName: "financial-results", language: EN }) { nodes { title } } }`,
  );
  await page.goto("/media-centre/press-releases/");
  const filter = page.getByRole("navigation", { name: "Press release categories" });
  await expect(filter.getByRole("link", { name: "All press releases" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await filter.getByRole("link", { name: "Financial Results" }).click();
  await expect(page).toHaveURL(/\/category\/financial-results\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Financial Results");
  await expect(page.locator(".post-list .post-card__title")).toHaveText(
    posts.nodes.slice(0, 10).map((post) => cmsText(post.title)),
  );
  await page
    .getByRole("navigation", { name: "Press release categories" })
    .getByRole("link", { name: "All press releases" })
    .click();
  await expect(page).toHaveURL(/\/media-centre\/press-releases\/$/);
});

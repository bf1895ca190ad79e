// Visitors' searches, planted for log-privacy.spec.ts: a search term and an e-mail address typed
// into the search box and sent in every way a URL reaches the servers (the page, its page data,
// a 404, the API routes), on the site, the site with analytics, and the site whose CMS is
// unreachable (where every redirect lookup fails and is logged). What these servers write is
// then searched for them. cms-outage.spec.ts plants them on its site while the CMS is stopped.
import { expect, test } from "@playwright/test";
import { ANALYTICS_SITE_URL } from "./analytics-site.ts";
import { PLANTED_SEARCH, plantedSearchPath } from "./planted.ts";
import { NO_CMS_SITE_URL, SITE_URL } from "./servers.ts";

test("a visitor searches from the header's search box", async ({ page }) => {
  await page.goto("/about-corus/");
  const search = page.getByRole("search", { name: "Site" }).getByRole("searchbox");
  await search.fill(PLANTED_SEARCH);
  await search.press("Enter");
  await expect(page).toHaveURL(/\/search\/\?s=/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

for (const origin of [SITE_URL, ANALYTICS_SITE_URL, NO_CMS_SITE_URL]) {
  test(`the search reaches ${origin} as a page, page data, a 404 and the API routes`, async ({
    request,
  }) => {
    const query = plantedSearchPath("").slice(1);
    const buildId = /"buildId":"([^"]+)"/.exec(
      await (await request.get(`${SITE_URL}/about-corus/`)).text(),
    )?.[1];
    expect(buildId).toBeDefined();
    const answers = await Promise.all([
      request.get(`${origin}${plantedSearchPath()}`),
      request.get(`${origin}/_next/data/${buildId}/search.json?${query}`),
      request.get(`${origin}/no-such-page/?${query}`),
      request.get(`${origin}${plantedSearchPath("/about-corus/")}&page=2`),
      request.post(`${origin}/api/revalidate/?${query}`, { data: "" }),
      request.get(`${origin}/api/preview/?${query}`),
    ]);
    // Whatever each answers (the CMS-less site answers 503): the servers saw each one.
    for (const answer of answers) expect(answer.status()).toBeGreaterThanOrEqual(200);
  });
}

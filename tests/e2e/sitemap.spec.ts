// /sitemap.xml lists every public page and press release with absolute URLs; /robots.txt
// points at it, or turns crawlers away on a stage deployment.
import { expect, test } from "@playwright/test";
import { ANALYTICS_SITE_URL } from "./analytics-site.ts";
import { cms, SITE_URL } from "./servers.ts";
import { allRoutes } from "./site-map.ts";

const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

test("the sitemap is XML in the sitemap namespace with every route and press release", async ({
  page,
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();

  // Parsed by the browser's XML parser: a malformed document would not parse.
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const root = doc.documentElement;
    const urls = [...root.children].map((url) => ({
      loc: url.getElementsByTagNameNS(root.namespaceURI, "loc")[0]?.textContent ?? "",
      lastmod: url.getElementsByTagNameNS(root.namespaceURI, "lastmod")[0]?.textContent ?? null,
    }));
    return {
      parseError: doc.getElementsByTagName("parsererror").length > 0,
      root: root.localName,
      namespace: root.namespaceURI,
      urls,
    };
  }, xml);
  expect(parsed.parseError).toBe(false);
  expect(parsed.root).toBe("urlset");
  expect(parsed.namespace).toBe(SITEMAP_NAMESPACE);

  const locs = parsed.urls.map((url) => url.loc);
  for (const loc of locs) {
    expect(() => new URL(loc), `${loc} is an absolute URL`).not.toThrow();
    expect(loc.startsWith(`${SITE_URL}/`), `${loc} is on the site's public origin`).toBe(true);
  }
  expect(new Set(locs).size).toBe(locs.length);
  const paths = locs.map((loc) => new URL(loc).pathname);
  expect(paths).toEqual(expect.arrayContaining(allRoutes()));

  const { pages, posts } = await cms<{
    pages: { nodes: { uri: string }[] };
    posts: { nodes: { uri: string; modifiedGmt: string }[] };
  }>(
    `{ pages(first: 100) { nodes { uri } }
       posts(first: 100) { nodes { uri modifiedGmt } } }`,
  );
  expect(paths).toEqual(expect.arrayContaining(posts.nodes.map((post) => post.uri)));
  expect(paths).toEqual(expect.arrayContaining(pages.nodes.map((each) => each.uri)));

  const release = posts.nodes[0]!;
  expect(parsed.urls.find((url) => url.loc === `${SITE_URL}${release.uri}`)?.lastmod).toBe(
    `${release.modifiedGmt}+00:00`,
  );
});

test("robots.txt allows crawling and names the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const text = await response.text();
  expect(text).toContain("User-agent: *");
  expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  expect(text).not.toContain("Disallow: /");
});

test("robots.txt turns every crawler away on a stage deployment", async ({ request }) => {
  const response = await request.get(`${ANALYTICS_SITE_URL}/robots.txt`);
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe("User-agent: *\nDisallow: /\n");
});

// Editors' previews, end to end: the content service plays WordPress (its Preview button signs
// a token; drafts and pending changes only for the site's Application Password), the site
// checks the token, grants that one post for a few minutes and shows it past every cache; and
// nobody else, however they came by a cookie, sees an unpublished word. Editors and visitors reach
// the site as deployed, through a local CloudFront made from the stack's template.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signPreviewToken } from "@corus/site-rules/preview-token";
import { axeViolations } from "../../scripts/audit/axe.ts";
import { startCloudFrontFor, type LocalCloudFront } from "../../scripts/cdn/local-cloudfront.ts";
import { startContentService, startNext, WEB_DIR } from "../../scripts/lib/next-apps.ts";
import type { Server } from "../../scripts/lib/processes.ts";
import { ANALYTICS_SITE_ENV, THIRD_PARTY, THIRD_PARTY_ORIGIN } from "./analytics-site.ts";
import { keptOutput } from "./server-logs.ts";
import {
  PREVIEW_CDN_PORT,
  PREVIEW_CONTENT_PORT,
  PREVIEW_SITE_PORT,
  STEADY_CMS_CACHE,
} from "./servers.ts";

const CONTENT_URL = `http://127.0.0.1:${PREVIEW_CONTENT_PORT}`;
/** The site's own server, and the CloudFront in front of it, which editors and visitors reach. */
const ORIGIN_URL = `http://127.0.0.1:${PREVIEW_SITE_PORT}`;
const SITE_URL = `http://127.0.0.1:${PREVIEW_CDN_PORT}`;
// Made per run, as `npm start` does.
const PREVIEW_SECRET = randomBytes(32).toString("hex");
const EDITOR = { user: "site-previews", appPassword: randomBytes(18).toString("base64url") };
/** How long an opened preview lasts here: short, so a test can see one end. */
const PREVIEW_SECONDS = 12;

const DRAFT = { id: 1044, title: "Corus Entertainment to release first quarter fiscal 2027" };
/** Not published, each its own way: what nobody but the editor who asked may read. */
const EMBARGOED = [
  {
    id: 1045,
    uri: "/media-centre/press-releases/corus-entertainment-names-new-chief-financial-officer/",
    words: "names new Chief Financial Officer",
  },
  {
    id: 1046,
    uri: "/media-centre/press-releases/board-briefing-fiscal-2027-planning-calendar/",
    words: "fiscal 2027 planning calendar",
  },
  {
    id: DRAFT.id,
    uri: "/media-centre/press-releases/corus-entertainment-to-release-first-quarter-fiscal-2027-results/",
    words: "first quarter fiscal 2027",
  },
];
const DRAFT_FUTURE_URI =
  "/media-centre/press-releases/corus-entertainment-to-release-first-quarter-fiscal-2027-results/";
const REVISED = {
  id: 102,
  uri: "/about-corus/our-values/",
  published: "Our Values",
  pending: "Our Values, and How We Live Them",
};

let cms: Server | undefined;
let site: Server | undefined;
let cdn: LocalCloudFront | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  cms = await startContentService(PREVIEW_CONTENT_PORT, {
    ...keptOutput("preview-content-service"),
    env: {
      CONTENT_SERVICE_AUTH_USER: EDITOR.user,
      CONTENT_SERVICE_AUTH_APP_PASSWORD: EDITOR.appPassword,
      CONTENT_SERVICE_PREVIEW_URL: `${SITE_URL}/api/preview/`,
      CONTENT_SERVICE_PREVIEW_SECRET: PREVIEW_SECRET,
      CONTENT_SERVICE_WATCH: "false",
    },
  });
  site = await startNext(
    "site",
    WEB_DIR,
    PREVIEW_SITE_PORT,
    {
      CMS_GRAPHQL_URL: `${CONTENT_URL}/graphql`,
      CMS_AUTH_USER: EDITOR.user,
      CMS_AUTH_APP_PASSWORD: EDITOR.appPassword,
      CMS_PREVIEW_SECRET: PREVIEW_SECRET,
      PREVIEW_SESSION_SECONDS: String(PREVIEW_SECONDS),
      SITEMAP_BASE_URL: SITE_URL,
      ...STEADY_CMS_CACHE,
      // Every analytics tool on, as a stage has them: none may run in a preview.
      ...Object.fromEntries(
        Object.entries(ANALYTICS_SITE_ENV).filter(([name]) => name.startsWith("ANALYTICS_")),
      ),
    },
    keptOutput("preview-site"),
  );
  cdn = await startCloudFrontFor({
    serverUrl: ORIGIN_URL,
    cmsOrigin: CONTENT_URL,
    port: PREVIEW_CDN_PORT,
  });
});

test.afterAll(async () => {
  await cdn?.close();
  await site?.stop();
  await cms?.stop();
});

/** Presses the stand-in's Preview button for `id`, as an editor in WordPress would. */
async function pressPreview(page: Page, id: number) {
  return page.goto(`${CONTENT_URL}/wp-admin/preview?p=${id}`);
}

const banner = (page: Page) => page.getByRole("region", { name: "Preview" });
const heading = (page: Page) => page.getByRole("heading", { level: 1 });

test("Preview opens a draft with its banner; exit leaves; a visitor never sees it", async ({
  page,
  browser,
}) => {
  const response = await pressPreview(page, DRAFT.id);
  expect(new URL(page.url()).pathname).toBe(`/preview/${DRAFT.id}/`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toMatch(/private/);
  expect(response?.headers()["cache-control"]).toMatch(/no-store/);
  expect(response?.headers()["x-robots-tag"]).toBe("noindex");
  await expect(heading(page)).toContainText(DRAFT.title);
  await expect(banner(page)).toContainText("unpublished changes");

  expect(await axeViolations(page)).toEqual([]);

  // A second tab without the cookie: the draft does not exist.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  for (const uri of [`/preview/${DRAFT.id}/`, DRAFT_FUTURE_URI]) {
    const answer = await visitorPage.goto(`${SITE_URL}${uri}`);
    expect(answer?.status(), uri).toBe(404);
    await expect(visitorPage.getByText(DRAFT.title)).toHaveCount(0);
  }
  await visitor.close();

  // A draft has no published page: exit returns to the front page, out of draft mode.
  await banner(page).getByRole("link", { name: "Exit preview" }).click();
  await expect(page).toHaveURL(`${SITE_URL}/`);
  await expect(banner(page)).toHaveCount(0);
  const left = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(left).not.toContain("__prerender_bypass");
  expect(left).not.toContain("__next_preview_data");
  expect((await page.goto(`${SITE_URL}/preview/${DRAFT.id}/`))?.status()).toBe(404);
});

// A French draft has no URI either: its preview path is in the French directory, so the page is
// French (its words, <html lang>), and its exit leads to the French front page.
const FRENCH_DRAFT = {
  id: 11044,
  title: "Corus Entertainment publiera ses résultats du premier trimestre",
};

test("Preview opens a French draft in French; exit leaves to the French front page", async ({
  page,
  browser,
}) => {
  await pressPreview(page, FRENCH_DRAFT.id);
  expect(new URL(page.url()).pathname).toBe(`/fr/preview/${FRENCH_DRAFT.id}/`);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(heading(page)).toContainText(FRENCH_DRAFT.title);
  const aperçu = page.getByRole("region", { name: "Aperçu", exact: true });
  await expect(aperçu).toContainText("modifications non publiées");
  expect(await axeViolations(page)).toEqual([]);

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const answer = await visitorPage.goto(`${SITE_URL}/fr/preview/${FRENCH_DRAFT.id}/`);
  expect(answer?.status()).toBe(404);
  await expect(visitorPage.getByText(FRENCH_DRAFT.title)).toHaveCount(0);
  await visitor.close();

  await aperçu.getByRole("link", { name: "Quitter l’aperçu" }).click();
  await expect(page).toHaveURL(`${SITE_URL}/fr/`);
  await expect(page.getByRole("region", { name: "Aperçu", exact: true })).toHaveCount(0);
});

test("Preview shows a page's pending changes at its URI; visitors and exit see it published", async ({
  page,
  browser,
}) => {
  await pressPreview(page, REVISED.id);
  await expect(page).toHaveURL(`${SITE_URL}${REVISED.uri}`);
  await expect(heading(page)).toHaveText(REVISED.pending);
  await expect(banner(page)).toBeVisible();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const answer = await visitorPage.goto(`${SITE_URL}${REVISED.uri}`);
  expect(answer?.headers()["cache-control"]).toMatch(/^public/);
  await expect(heading(visitorPage)).toHaveText(REVISED.published);
  await expect(banner(visitorPage)).toHaveCount(0);
  await visitor.close();

  await banner(page).getByRole("link", { name: "Exit preview" }).click();
  await expect(page).toHaveURL(`${SITE_URL}${REVISED.uri}`);
  await expect(heading(page)).toHaveText(REVISED.published);
  await expect(banner(page)).toHaveCount(0);
});

test("a forged draft-mode cookie is ignored", async ({ browser }) => {
  const context = await browser.newContext();
  await context.addCookies([{ name: "__prerender_bypass", value: "f".repeat(32), url: SITE_URL }]);
  const page = await context.newPage();
  const answer = await page.goto(`${SITE_URL}${REVISED.uri}`);
  await expect(heading(page)).toHaveText(REVISED.published);
  await expect(banner(page)).toHaveCount(0);
  // The published page, kept by no shared cache: CloudFront's key holds the cookie's value, and
  // an editor's is the same for the whole build (lib/preview/draft-cookie.ts).
  expect(answer?.headers()["cache-control"]).toMatch(/no-store/);
  expect((await page.goto(`${SITE_URL}/preview/${DRAFT.id}/`))?.status()).toBe(404);
  await context.close();
});

/** A token as the CMS would sign it, with what a test wants changed. */
function token({
  id = DRAFT.id,
  type = "post",
  expiresIn = 300,
  secret = PREVIEW_SECRET,
}: { id?: number; type?: string; expiresIn?: number; secret?: string } = {}) {
  const expiresAt = Math.floor(Date.now() / 1000) + expiresIn;
  return signPreviewToken(
    secret,
    { databaseId: id, postType: type },
    expiresAt,
    randomBytes(16).toString("hex"),
  );
}

async function openPreview(request: APIRequestContext, query: string) {
  return request.get(`${SITE_URL}/api/preview/${query}`, { maxRedirects: 0 });
}

test("a bad token is refused with 401, no detail and no cookie", async ({ request }) => {
  const used = token();
  expect((await openPreview(request, `?token=${used}`)).status()).toBe(307);
  const cases: [string, string][] = [
    ["missing", ""],
    ["empty", "?token="],
    ["malformed", "?token=1044.post.soon.nonce.signature"],
    ["expired", `?token=${token({ expiresIn: -1 })}`],
    ["tampered", `?token=${token().replace(/^1044\./, "1045.")}`],
    ["signed with another secret", `?token=${token({ secret: "guessed" })}`],
    ["replayed", `?token=${used}`],
    ["of the wrong type", `?token=${token({ type: "page" })}`],
    ["for no post", `?token=${token({ id: 999_999 })}`],
  ];
  for (const [what, query] of cases) {
    const answer = await openPreview(request, query);
    expect(answer.status(), what).toBe(401);
    expect(answer.headers()["set-cookie"], what).toBeUndefined();
    expect(answer.headers()["cache-control"], what).toMatch(/no-store/);
    expect(await answer.json(), what).toEqual({
      error: "this preview link is not valid; open Preview again",
    });
  }
});

test("previews never enter the server's caches of CMS answers and rendered pages", async ({
  browser,
}) => {
  const count = async () =>
    ((await (await fetch(`${CONTENT_URL}/__test/requests`)).json()) as { graphql: number }).graphql;
  // Of the site's own server: its caches are what this checks, and CloudFront keeps their
  // headers from visitors.
  const get = (cookie?: string) =>
    fetch(`${ORIGIN_URL}${REVISED.uri}`, { headers: cookie ? { cookie } : {} });

  // The public page, cached: a repeat costs the CMS nothing.
  await get();
  const warm = await count();
  const repeat = await get();
  expect(repeat.headers.get("x-cms-cache")).toBe("hit");
  expect(await count()).toBe(warm);

  // An editor in draft mode: every view reads the CMS, and leaves the cache as it was.
  const editor = await browser.newContext();
  const page = await editor.newPage();
  await pressPreview(page, REVISED.id);
  const cookie = (await editor.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  await editor.close();
  const before = await count();
  for (let view = 0; view < 2; view += 1) {
    const preview = await get(cookie);
    expect(preview.headers.get("x-cms-cache")).toBe("bypass");
    expect(preview.headers.get("cache-control")).toMatch(/private/);
    // Rendered for the editor every time: neither reused nor kept for anyone.
    expect(preview.headers.get("server-timing")).toMatch(/render;dur=[\d.]+;desc="uncached"/);
    expect(await preview.text()).toContain(REVISED.pending);
  }
  const previewCalls = (await count()) - before;
  expect(previewCalls).toBeGreaterThanOrEqual(4);

  const after = await get();
  expect(after.headers.get("x-cms-cache")).toBe("hit");
  expect(after.headers.get("server-timing")).toMatch(/render;dur=[\d.]+;desc="reused"/);
  expect(await after.text()).not.toContain(REVISED.pending);
  expect(await count()).toBe(before + previewCalls);

  // Nor CloudFront's: the editor's view passes through it, and the next visitor's is the
  // published page (kept from before, or asked of the server again).
  const throughCdn = (cookie?: string) =>
    fetch(`${SITE_URL}${REVISED.uri}`, { headers: cookie ? { cookie } : {} });
  const editorView = await throughCdn(cookie);
  expect(await editorView.text()).toContain(REVISED.pending);
  expect(editorView.headers.get("x-cache")).toMatch(/^Miss/);
  const visitorView = await throughCdn();
  expect(await visitorView.text()).not.toContain(REVISED.pending);
});

/** Every way a page or its data can be asked for by URI. */
function addressesOf(uri: string) {
  const build = readFileSync(path.join(WEB_DIR, ".next/BUILD_ID"), "utf8").trim();
  return [uri, `/_next/data/${build}${uri.replace(/\/$/, "")}.json`];
}

/** The build's draft-mode id, as an old exit-preview answer handed it to whoever asked. */
function previewModeId(): string {
  const manifest = JSON.parse(
    readFileSync(path.join(WEB_DIR, ".next/prerender-manifest.json"), "utf8"),
  ) as { preview: { previewModeId: string } };
  return manifest.preview.previewModeId;
}

/** What `cookie` gets at every address of every embargoed post: nothing unpublished. */
async function expectNothingUnpublished(request: APIRequestContext, cookie?: string) {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  for (const post of EMBARGOED) {
    for (const uri of [...addressesOf(`/preview/${post.id}/`), ...addressesOf(post.uri)]) {
      const answer = await request.get(`${SITE_URL}${uri}`, { headers, maxRedirects: 0 });
      expect(answer.status(), uri).toBe(404);
      expect(await answer.text(), uri).not.toContain(post.words);
    }
  }
  const search = await request.get(`${SITE_URL}/search/?s=Chief+Financial+Officer`, { headers });
  expect(await search.text()).not.toContain(EMBARGOED[0]!.words);
}

test("an attacker with no cookie reads nothing unpublished, at any address", async ({
  request,
}) => {
  await expectNothingUnpublished(request);
});

test("leaving a preview hands out no draft-mode key, and the build's key alone opens nothing", async ({
  request,
}) => {
  const exit = await request.get(`${SITE_URL}/api/exit-preview/?to=/`, { maxRedirects: 0 });
  expect(exit.status()).toBe(307);
  const cookies = exit
    .headersArray()
    .filter((header) => header.name.toLowerCase() === "set-cookie");
  expect(cookies.map((header) => header.value.split(";")[0])).toEqual([
    "__prerender_bypass=",
    "__next_preview_data=",
  ]);
  const key = previewModeId();
  for (const header of cookies) expect(header.value).not.toContain(key);

  // A visitor holding the key anyway (an answer of an older build of this site wrote it into
  // the expiring cookie): draft mode, but no preview, and nothing any shared cache may keep.
  const cookie = `__prerender_bypass=${key}`;
  await expectNothingUnpublished(request, cookie);
  const page = await request.get(`${SITE_URL}${REVISED.uri}`, { headers: { cookie } });
  // Next writes its own draft-mode header over the page's; either way, private and no-store.
  expect(page.headers()["cache-control"]).toMatch(/^private,(.*\s)?no-store(,|$)/);
  const html = await page.text();
  expect(html).toContain(REVISED.published);
  expect(html).not.toContain(REVISED.pending);
});

test("an editor previewing one post reads no other, and the preview ends on time", async ({
  page,
  request,
}) => {
  await pressPreview(page, DRAFT.id);
  await expect(heading(page)).toContainText(DRAFT.title);
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");

  // Post B, C, ...: another post's preview path is a 404, a published page its public self.
  for (const post of EMBARGOED.filter((candidate) => candidate.id !== DRAFT.id)) {
    for (const uri of [...addressesOf(`/preview/${post.id}/`), ...addressesOf(post.uri)]) {
      const answer = await request.get(`${SITE_URL}${uri}`, { headers: { cookie } });
      expect(answer.status(), uri).toBe(404);
      expect(await answer.text(), uri).not.toContain(post.words);
    }
  }
  const revised = await request.get(`${SITE_URL}${REVISED.uri}`, { headers: { cookie } });
  expect(await revised.text()).not.toContain(REVISED.pending);

  // Past its lifetime the grant is over: the same cookies open nothing.
  await page.waitForTimeout((PREVIEW_SECONDS + 1) * 1000);
  const after = await request.get(`${SITE_URL}/preview/${DRAFT.id}/`, { headers: { cookie } });
  expect(after.status()).toBe(404);
  expect(await after.text()).not.toContain(DRAFT.title);
  // And CloudFront keeps none of it: its cache key holds the draft-mode cookie, the same for
  // every editor of a build, so a kept 404 would be the next editor's preview of this post.
  expect(after.headers()["cache-control"]).toMatch(/no-store/);
  const again = await request.get(`${SITE_URL}/preview/${DRAFT.id}/`, { headers: { cookie } });
  expect(again.headers()["x-cache"]).toMatch(/^Miss/);
});

/** Plays the analytics tools' host, recording what the page asks of it. */
async function recordThirdParty(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(`${THIRD_PARTY_ORIGIN}/**`, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
  });
  return requested;
}

const pageViews = (page: Page) =>
  page.evaluate(
    () =>
      (window.dataLayer ?? []).filter(
        (entry) => (entry as { event?: string }).event === "page_view",
      ).length,
  );

test("no analytics in a preview: no tool's script or request and no view event, also after a client-side navigation", async ({
  page,
  browser,
}) => {
  // The same site to a visitor who accepts: every tool loads and the view is counted.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const visitorRequests = await recordThirdParty(visitorPage);
  await visitorPage.goto(`${SITE_URL}${REVISED.uri}`);
  await visitorPage.getByRole("button", { name: "Accept all" }).click();
  await expect.poll(() => pageViews(visitorPage)).toBe(1);
  await expect.poll(() => visitorRequests).toContain(THIRD_PARTY.tagManager);
  // The editor accepted everything as a visitor: the preview loads nothing all the same.
  await page.context().addCookies(await visitor.cookies());
  await visitor.close();

  const requested = await recordThirdParty(page);
  const noAnalytics = async (what: string) => {
    await page.waitForLoadState("networkidle");
    expect(requested, what).toEqual([]);
    expect(await pageViews(page), what).toBe(0);
    expect(await page.evaluate(() => "replayStarted" in window), what).toBe(false);
    const html = await (await page.request.get(page.url())).text();
    expect(html, what).not.toContain(THIRD_PARTY_ORIGIN);
  };
  for (const [id, where] of [
    [DRAFT.id, `${SITE_URL}/preview/${DRAFT.id}/`],
    [REVISED.id, `${SITE_URL}${REVISED.uri}`],
  ] as const) {
    await pressPreview(page, id);
    await expect(page).toHaveURL(where);
    await expect(banner(page)).toBeVisible();
    await noAnalytics(`the preview of ${id}`);
    // Still in draft mode, on another page of the site without a full load.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page
      .getByRole("navigation", { name: "Footer" })
      .getByRole("link", { name: "Careers", exact: true })
      .click();
    await expect(page).toHaveURL(`${SITE_URL}/careers/`);
    await expect(heading(page)).toBeVisible();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    await noAnalytics(`a page opened from the preview of ${id}`);
  }
  // Out of the preview, the tools load as the choice says; the first view names no page seen
  // in the preview as the one before it (a draft's /preview/<id>/ path would tell its id).
  await banner(page).getByRole("link", { name: "Exit preview" }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => pageViews(page)).toBe(1);
  const [view] = await page.evaluate(() =>
    (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === "page_view"),
  );
  expect(view).toMatchObject({ pagePath: "/careers/", previousPage: null });
});

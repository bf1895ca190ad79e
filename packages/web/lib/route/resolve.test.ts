// A page request from start to end, without Next, against the real content service over HTTP:
// what each kind of address answers (redirect, view, not found, unavailable), with its status,
// Cache-Control and props.
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startContentService, type ContentService } from "@corus/content-service/src/server.ts";
import type { CmsSession } from "@/lib/cms/reader";
import { createServerCms } from "@/lib/cms/setup";
import { APOLLO_STATE_PROP } from "@/lib/graphql/page-state-props";
import { pageQuery } from "@/lib/http/page-query";
import { statusText } from "@/lib/i18n/status";
import type { PreviewGrant } from "@/lib/preview/grant";
import { readSettings } from "@/lib/settings";
import { resolve, type Resolution } from "./resolve";

const SITE = "https://www.example.com";
const EVENTS = "/investor-relations/events-and-presentations/";
const REPORTS = "/investor-relations/financial-reports/";
let service: ContentService;

/** The site's WordPress account: previews read with it, public pages never do. */
const EDITOR = { user: "site-previews", appPassword: "abcd EFGH 1234 ijkl MNOP 5678" };

beforeAll(async () => {
  service = await startContentService({
    port: 0,
    host: "127.0.0.1",
    testControls: true,
    auth: EDITOR,
  });
});
afterAll(() => service.close());
afterEach(() => {
  service.controls?.reset();
  vi.restoreAllMocks();
});

/** The server's CMS pieces on the service; `ttl` and `swr` in seconds. */
function serverCms({
  ttl = 60,
  swr = 0,
  account = false,
  fetch,
}: { ttl?: number; swr?: number; account?: boolean; fetch?: typeof globalThis.fetch } = {}) {
  const port = (service.server.address() as AddressInfo).port;
  const settings = readSettings({
    CMS_GRAPHQL_URL: `http://127.0.0.1:${port}/graphql`,
    SITEMAP_BASE_URL: SITE,
    CMS_CACHE_TTL_SECONDS: String(ttl),
    CMS_CACHE_SWR_SECONDS: String(swr),
    CMS_TIMEOUT_MS: "500",
    ...(account && { CMS_AUTH_USER: EDITOR.user, CMS_AUTH_APP_PASSWORD: EDITOR.appPassword }),
  });
  const log = { info: () => {}, warn: () => {}, error: () => {} };
  return { settings, cms: createServerCms(settings, { log, ...(fetch && { fetch }) }) };
}

interface Request {
  query?: Record<string, string>;
  headers?: Record<string, string>;
  now?: Date;
  grant?: PreviewGrant;
  server?: ReturnType<typeof serverCms>;
  /** The request's CMS session, to read back what it recorded; one of `server`'s by default. */
  cms?: CmsSession;
}

/** `url` (path and query) as the catch-all route asks for it. */
function request(
  url: string,
  { headers = {}, now = new Date(), grant, server = serverCms(), cms }: Request = {},
): Promise<Resolution> {
  const { pathname, searchParams } = new URL(url, SITE);
  return resolve(pathname, {
    cms: cms ?? server.cms.session({ preview: grant !== undefined }),
    query: pageQuery(Object.fromEntries(searchParams)),
    requestUrl: url,
    headers,
    now,
    settings: server.settings,
    grant: grant ?? null,
  });
}

/** The answer, when it is of the kind expected. */
function answered<Kind extends Resolution["kind"]>(result: Resolution, kind: Kind) {
  expect(result.kind).toBe(kind);
  return result as Extract<Resolution, { kind: Kind }>;
}

describe("resolve", () => {
  describe("keeps no page in a shared cache past its next change with the clock", () => {
    const cacheControl = async (url: string, now: string) =>
      answered(await request(url, { now: new Date(now) }), "view").headers["Cache-Control"];

    it("ends s-maxage at the event that starts next, read in Toronto (EST, UTC-5)", async () => {
      // The first quarter call starts at 08:00 on January 14, 2027, Toronto: 13:00 UTC.
      expect(await cacheControl(EVENTS, "2027-01-14T12:58:20Z")).toBe(
        "public, max-age=0, s-maxage=100, stale-if-error=86400",
      );
      expect(await cacheControl(EVENTS, "2027-01-14T12:54:00Z")).toBe(
        "public, max-age=0, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400",
      );
      expect(await cacheControl(EVENTS, "2027-01-14T12:54:30Z")).toBe(
        "public, max-age=0, s-maxage=300, stale-while-revalidate=30, stale-if-error=86400",
      );
    });

    it("ends s-maxage when the fiscal year turns: September 1, midnight in Toronto (EDT)", async () => {
      expect(await cacheControl(REPORTS, "2027-09-01T03:59:00Z")).toBe(
        "public, max-age=0, s-maxage=60, stale-if-error=86400",
      );
      // The page of a year that has just turned keeps its usual lifetime.
      expect(await cacheControl(REPORTS, "2027-09-01T04:00:00Z")).toContain("s-maxage=300,");
    });

    it("ends every page's s-maxage at the new year in Toronto, which the footer names", async () => {
      expect(await cacheControl("/about-corus/", "2027-01-01T04:59:50Z")).toBe(
        "public, max-age=0, s-maxage=10, stale-if-error=86400",
      );
      const props = answered(
        await request("/about-corus/", { now: new Date("2027-01-01T05:00:00Z") }),
        "view",
      ).props;
      expect(props.shell.footerHtml).toContain("© 2027");
    });
  });

  it("answers a redirect from the CMS first, with its status and location", async () => {
    expect(await request("/about/?from=menu")).toEqual({
      kind: "redirect",
      status: 301,
      location: "/about-corus/?from=menu",
    });
    expect(await request("/investors/")).toMatchObject({ kind: "redirect", status: 308 });
  });

  it("skips the redirect step when the edge has done it, and still names its tags", async () => {
    const server = serverCms();
    const cms = server.cms.session({ preview: false });
    const result = await request("/about/", { headers: { "x-redirect-checked": "1" }, cms });
    expect(result).toMatchObject({ kind: "not-found", status: 404 });
    expect([...cms.tags()]).toEqual(expect.arrayContaining(["uri:/about/", "redirects"]));
    expect(service.controls!.operations()).not.toHaveProperty("AppQuery");
  });

  it.each([
    ["/", "front-page"],
    ["/about-corus/", "page"],
    ["/our-brands/", "template-brands"],
    ["/investor-relations/dividends/history/", "template-dividend-history"],
    ["/media-centre/press-releases/", "template-press-releases"],
    [
      "/media-centre/press-releases/corus-entertainment-announces-proposed-recapitalization/",
      "single",
    ],
    ["/category/financial-results/dividends/", "category"],
  ])("shows %s in its template (%s)", async (url, templateName) => {
    const { status, headers, props } = answered(await request(url), "view");
    expect(status).toBe(200);
    expect(headers).toEqual({
      "Cache-Control":
        "public, max-age=0, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400",
    });
    expect(props).toMatchObject({ kind: "view", templateName });
    expect(props.head.canonical).toBe(`${SITE}${url}`);
    expect(props.structuredData[0]).toMatchObject({ "@type": "Organization", url: `${SITE}/` });
    expect(props.shell.siteName).toBeTruthy();
    expect(props).not.toHaveProperty("previewExit");
  });

  it("asks the CMS for the shell and the node at once: a cold page waits one round trip", async () => {
    const inFlight = new Set<string>();
    const together: string[][] = [];
    let nodeAsked!: () => void;
    const askedForNode = new Promise<void>((done) => (nodeAsked = done));
    const recording: typeof fetch = async (input, init) => {
      const { operationName } = JSON.parse(String(init?.body)) as { operationName: string };
      if (operationName === "NodeByUri") nodeAsked();
      inFlight.add(operationName);
      together.push([...inFlight]);
      try {
        // The shell's answer waits a moment: a node asked for alongside it shows up meanwhile.
        if (operationName === "Shell") {
          await Promise.race([askedForNode, new Promise((done) => setTimeout(done, 300))]);
        }
        return await fetch(input, init);
      } finally {
        inFlight.delete(operationName);
      }
    };
    const result = await request("/careers/", { server: serverCms({ fetch: recording }) });
    expect(answered(result, "view").status).toBe(200);
    expect(together.some((names) => names.includes("Shell") && names.includes("NodeByUri"))).toBe(
      true,
    );
  });

  it("gives a listing page its page state, for the browser's client", async () => {
    const { props } = answered(await request("/media-centre/press-releases/?page=2"), "view");
    expect(props.templateProps).toMatchObject({ list: { page: 2 } });
    expect(props[APOLLO_STATE_PROP]).toBeDefined();
  });

  it.each([
    ["an address without a page", "/no-such-page/"],
    ["a page past 1 of a page that has one", "/about-corus/?page=2"],
    ["a page number spelled another way", "/media-centre/press-releases/?page=02"],
    ["a listing page past its end", "/media-centre/press-releases/?page=999"],
    ["a search page past its results", "/search/?s=dividend&page=60"],
  ])("answers not found for %s", async (_name, url) => {
    const result = await request(url);
    expect(result).toMatchObject({
      kind: "not-found",
      status: 404,
      headers: { "Cache-Control": "public, max-age=0, s-maxage=60" },
    });
    const { props } = answered(result, "not-found");
    expect(props.structuredData).toEqual([expect.objectContaining({ "@type": "Organization" })]);
  });

  it("shows the search page for ?s=, never indexed", async () => {
    const { props } = answered(await request("/search/?s=dividend"), "view");
    expect(props.templateName).toBe("search");
    expect(props.head).toMatchObject({
      canonical: `${SITE}/search/?s=dividend`,
      noindex: true,
    });
    expect(props.templateProps).toMatchObject({ terms: "dividend", page: 1 });
  });

  it("says a page served past its freshness is stale: the CDN asks again soon", async () => {
    const server = serverCms({ ttl: 1, swr: 60 });
    await request("/careers/", { server });
    await new Promise((done) => setTimeout(done, 1100));
    const result = await request("/careers/", { server });
    expect(result).toMatchObject({
      kind: "view",
      headers: { "Cache-Control": "public, max-age=0, s-maxage=30, stale-if-error=86400" },
    });
  });

  it("reads the footer's year in the CMS's time zone", async () => {
    // 22:00 on December 31, 2025 in Toronto; already 2026 in UTC.
    const result = await request("/careers/", { now: new Date("2026-01-01T03:00:00Z") });
    expect(answered(result, "view").props.shell.footerHtml).toContain("© 2025");
  });

  describe("while the CMS is out", () => {
    it("answers 503 without a shell when none is cached", async () => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      service.controls!.failNext(100, "500");
      expect(await request("/careers/")).toEqual({
        kind: "unavailable",
        status: 503,
        headers: { "Retry-After": "60", "Cache-Control": "no-store" },
        props: {
          kind: "unavailable",
          shell: null,
          // An English address: its words in English, and its switch to the French home page.
          status: statusText("unavailable", "en"),
          languageSwitch: expect.stringContaining('href="/fr/"'),
        },
      });
    });

    it("answers 503 in the shell when the shell is cached", async () => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      const server = serverCms();
      await request("/careers/", { server });
      service.controls!.failNext(100, "500");
      const { status, props } = answered(await request("/advertising/", { server }), "unavailable");
      expect(status).toBe(503);
      expect(props.shell?.siteName).toBeTruthy();
    });
  });

  describe("in French", () => {
    // WPGraphQL's URI lookup without the must-use plugin's Polylang fix: /fr/nos-marques/
    // answered with the English /our-brands/ (the real trial's /fr/contact/).
    const withoutLanguages: typeof globalThis.fetch = async (input, init) => {
      const body = typeof init?.body === "string" ? init.body : null;
      const rewritten = body?.replace('"uri":"/fr/nos-marques/"', '"uri":"/our-brands/"');
      return fetch(input, { ...init, ...(rewritten && { body: rewritten }) });
    };

    it("shows a French page at its French address", async () => {
      const result = answered(await request("/fr/nos-marques/"), "view");
      expect(result.props.shell?.strings.htmlLang).toBe("fr-CA");
    });

    it("shows no English page at a French address, whatever the CMS answers", async () => {
      const server = serverCms({ fetch: withoutLanguages });
      const result = answered(await request("/fr/nos-marques/", { server }), "not-found");
      expect(result.status).toBe(404);
    });
  });

  describe("in an editor's preview", () => {
    // The seed's draft press release.
    const DRAFT_ID = 1044;
    const grant = { databaseId: DRAFT_ID, postType: "post", expiresAtMs: Date.now() + 60_000 };
    const PREVIEW_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

    it("shows the granted draft, read with the site's account, kept by no shared cache", async () => {
      const server = serverCms({ account: true });
      const result = answered(await request(`/preview/${DRAFT_ID}/`, { grant, server }), "view");
      expect(result.status).toBe(200);
      expect(result.headers).toEqual(PREVIEW_HEADERS);
      expect(result.props.templateName).toBe("single");
      expect(result.props.head.title).toContain("first quarter fiscal 2027 results");
    });

    it("shows a French draft in French at its French preview path, exiting to the French home", async () => {
      const server = serverCms({ account: true });
      const french = { ...grant, databaseId: 11044 };
      const result = answered(
        await request("/fr/preview/11044/", { grant: french, server }),
        "view",
      );
      expect(result.headers).toEqual(PREVIEW_HEADERS);
      expect(result.props.head.title).toContain("Résultats du premier trimestre 2027");
      expect(result.props.shell?.strings.htmlLang).toBe("fr-CA");
      expect(result.props.previewExit).toBe("/api/exit-preview/?to=%2Ffr%2F");
      // The English draft's preview path opens nothing of the French one.
      const english = await request(`/preview/${DRAFT_ID}/`, { grant: french, server });
      expect(answered(english, "not-found").props.previewExit).toBe("/api/exit-preview/?to=%2F");
    });

    it("shows the public pages with the preview's exit back to the same address", async () => {
      const result = answered(await request("/search/?s=dividend", { grant }), "view");
      expect(result.headers).toEqual(PREVIEW_HEADERS);
      expect(result.props.previewExit).toBe("/api/exit-preview/?to=%2Fsearch%2F%3Fs%3Ddividend");
    });

    it("opens no other post's preview path, and exits from there to the front page", async () => {
      const server = serverCms({ account: true });
      const result = answered(await request("/preview/1001/", { grant, server }), "not-found");
      expect(result.headers).toEqual(PREVIEW_HEADERS);
      expect(result.props.previewExit).toBe("/api/exit-preview/?to=%2F");
    });
  });
});

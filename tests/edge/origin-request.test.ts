// The redirect handler against the real content service: CloudFront origin-request events in,
// the request (passed on to the site) or a redirect response out.
import { fetchRedirection, REDIRECT_CHECKED_HEADER } from "@corus/site-rules/redirects";
import type { CloudFrontRequest, CloudFrontResultResponse } from "aws-lambda";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startContentService, type ContentService } from "@corus/content-service/src/server.ts";
import { REDIRECT_CACHE_CONTROL } from "@corus/edge/src/cloudfront.ts";
import { createFailureMemory } from "@corus/edge/src/failure-memory.ts";
import { createLookupCache } from "@corus/edge/src/lookup-cache.ts";
import { createOriginRequestHandler } from "@corus/edge/src/origin-request.ts";
import { readEdgeSettings } from "@corus/edge/src/settings.ts";
import { originRequestEvent, type RequestShape } from "./cloudfront-event.ts";

let service: ContentService;
let now: number;
const log = { warn: vi.fn(), error: vi.fn() };
const count = vi.fn();

beforeAll(async () => {
  service = await startContentService({ port: 0, host: "127.0.0.1", testControls: true });
});
afterAll(() => service.close());
beforeEach(() => {
  service.controls!.reset();
  log.warn.mockReset();
  log.error.mockReset();
  count.mockReset();
  now = Date.parse("2026-01-01T00:00:00Z");
});

/** The handler as deployed: the edge's own settings defaults unless a test says otherwise. */
function createHandler({
  timeoutMs = readEdgeSettings({}).lookupTimeoutMs,
  ttlSeconds = 60,
  failureSeconds = 5,
} = {}) {
  const handle = createOriginRequestHandler({
    lookup: (url) => fetchRedirection({ endpoint: service.graphqlUrl, url, timeoutMs }),
    cache: createLookupCache({ ttlSeconds, now: () => now }),
    failures: createFailureMemory({ seconds: failureSeconds, now: () => now }),
    log,
    count,
  });
  return (shape: RequestShape) => handle(originRequestEvent(shape));
}

function asResponse(result: CloudFrontRequest | CloudFrontResultResponse) {
  expect(result).toHaveProperty("status");
  const response = result as CloudFrontResultResponse;
  return {
    status: response.status,
    location: response.headers?.location?.[0]?.value,
    cacheControl: response.headers?.["cache-control"]?.[0]?.value,
  };
}

function asRequest(result: CloudFrontRequest | CloudFrontResultResponse): CloudFrontRequest {
  expect(result).toHaveProperty("uri");
  return result as CloudFrontRequest;
}

const cmsRequests = () => service.controls!.graphqlRequests();

describe("a URL with a redirection record", () => {
  it.each([
    ["/about/", "301", "/about-corus/"],
    ["/investors", "308", "/investor-relations/"],
    ["/careers/job-openings/", "307", "/careers/"],
    ["/media-centre/media-assets/", "302", "https://mediacentre.corusent.com/"],
  ])("%s answers %s to %s", async (uri, status, location) => {
    const result = await createHandler()({ uri });
    expect(asResponse(result)).toEqual({ status, location, cacheControl: REDIRECT_CACHE_CONTROL });
    expect(count.mock.calls).toEqual([["RedirectLookupFound"]]);
  });

  it("carries each visitor's own query string, so no redirect is cacheable by CloudFront", async () => {
    // CloudFront's cache key leaves utm_* out: a cached answer for /about/ would be served to
    // /about/?utm_source=mail too, without its query string.
    expect(REDIRECT_CACHE_CONTROL).toMatch(/\bprivate\b.*\bno-store\b/);
    const handle = createHandler();
    const plain = asResponse(await handle({ uri: "/about/" }));
    const tagged = asResponse(
      await handle({ uri: "/about/", querystring: "utm_source=mail&utm_medium=email" }),
    );
    expect(plain).toEqual({
      status: "301",
      location: "/about-corus/",
      cacheControl: REDIRECT_CACHE_CONTROL,
    });
    expect(tagged).toEqual({
      status: "301",
      location: "/about-corus/?utm_source=mail&utm_medium=email",
      cacheControl: REDIRECT_CACHE_CONTROL,
    });
  });

  it("matches a percent-encoded URI however the visitor cased the escapes", async () => {
    service.controls!.addRedirects([
      { origin: "/qu%C3%A9bec/", target: "/about-corus/", code: 301 },
    ]);
    const result = await createHandler()({ uri: "/qu%c3%a9bec" });
    expect(asResponse(result).location).toBe("/about-corus/");
  });

  it("is passed on, marked and logged, when the shared rules refuse its target", async () => {
    service.controls!.addRedirects([
      { origin: "/unsafe/", target: "javascript:alert(1)", code: 301 },
    ]);
    const request = asRequest(await createHandler()({ uri: "/unsafe/" }));
    expect(request.headers[REDIRECT_CHECKED_HEADER]).toEqual([
      { key: REDIRECT_CHECKED_HEADER, value: "1" },
    ]);
    expect(log.warn).toHaveBeenCalledWith("redirects: ignoring the CMS record", {
      request_id: expect.any(String),
      path: "/unsafe/",
      operation: "redirect-lookup",
      reason: expect.stringMatching(/neither/),
    });
    expect(count.mock.calls).toEqual([["RedirectLookupNone"]]);
  });
});

describe("a URL without a record", () => {
  it("is passed on with its headers and query intact, marked so the site does not look again", async () => {
    const request = asRequest(
      await createHandler()({ uri: "/about-corus/", querystring: "page=2&x=%20y" }),
    );
    expect(request.uri).toBe("/about-corus/");
    expect(request.querystring).toBe("page=2&x=%20y");
    expect(request.headers.cookie).toEqual([
      { key: "Cookie", value: "consent=yes" },
      { key: "Cookie", value: "theme=dark" },
    ]);
    expect(request.headers[REDIRECT_CHECKED_HEADER]).toEqual([
      { key: REDIRECT_CHECKED_HEADER, value: "1" },
    ]);
    expect(count.mock.calls).toEqual([["RedirectLookupNone"]]);
  });
});

describe("Next's own paths", () => {
  it.each([
    ["/_next/static/chunks/0lpwa0e0tur38.js", ""],
    ["/_next/data/build-id/about.json", ""],
    ["/_next/image", "url=%2Flogo.png&w=640&q=75"],
  ])("%s is returned untouched, without a CMS request", async (uri, querystring) => {
    const event = originRequestEvent({ uri, querystring });
    const pristine = structuredClone(event.Records[0]!.cf.request);
    const handle = createOriginRequestHandler({
      lookup: (url) => fetchRedirection({ endpoint: service.graphqlUrl, url, timeoutMs: 600 }),
      cache: createLookupCache({ ttlSeconds: 60 }),
      failures: createFailureMemory({ seconds: 5 }),
      log,
      count,
    });
    const result = await handle(event);
    expect(result).toBe(event.Records[0]!.cf.request);
    expect(result).toEqual(pristine);
    expect(cmsRequests()).toBe(0);
    // Not a lookup: nothing counted.
    expect(count).not.toHaveBeenCalled();
  });

  // A visitor who sends the edge's own header on page data would have the origin skip its
  // redirect lookup, and CloudFront (whose key leaves the header out) would keep that answer.
  it.each(["/_next/data/build-id/old-page.json", "/api/preview/"])(
    "%s loses a checked-mark the visitor sent",
    async (uri) => {
      const request = asRequest(
        await createHandler()({ uri, headers: { [REDIRECT_CHECKED_HEADER]: "1" } }),
      );
      expect(request.headers[REDIRECT_CHECKED_HEADER]).toBeUndefined();
      expect(cmsRequests()).toBe(0);
    },
  );
});

describe("the site's API routes", () => {
  // As CloudFront hands the origin-request function the WordPress plugin's publish webhook
  // (SST includes no body) and an editor's preview link.
  it.each<[string, RequestShape]>([
    [
      "the publish webhook",
      {
        uri: "/api/revalidate/",
        method: "POST",
        headers: {
          "content-type": "application/json",
          "content-length": "52",
          "x-webhook-id": "4b7c0b9e-2f1e-4a55-9d0b-6f3c2f7e8a10",
          "x-webhook-timestamp": "1790000000",
          "x-webhook-signature": `sha256=${"0".repeat(64)}`,
        },
      },
    ],
    ["a preview link", { uri: "/api/preview/", querystring: "token=102.page.1790000300.n.sig" }],
  ])("%s is passed on untouched, without a CMS request", async (_name, shape) => {
    const event = originRequestEvent(shape);
    const pristine = structuredClone(event.Records[0]!.cf.request);
    const result = await createHandler()(shape);
    expect(result).toEqual(pristine);
    expect(asRequest(result).headers[REDIRECT_CHECKED_HEADER]).toBeUndefined();
    expect(cmsRequests()).toBe(0);
  });
});

describe("the container's cache", () => {
  it("asks the CMS once per path while its answer is fresh, for hits and misses alike", async () => {
    const handle = createHandler({ ttlSeconds: 60 });
    for (const uri of ["/about/", "/about", "/about-corus/", "/about-corus/"]) {
      await handle({ uri, querystring: "utm_source=x" });
    }
    // "/about/" and "/about" are different lookups; each answer is reused.
    expect(cmsRequests()).toBe(3);
    expect(asResponse(await handle({ uri: "/about/" })).status).toBe("301");
    expect(cmsRequests()).toBe(3);

    now += 60_000;
    await handle({ uri: "/about/" });
    expect(cmsRequests()).toBe(4);
  });
});

describe("failing open", () => {
  it("passes the request on, unmarked, when the CMS answers an error", async () => {
    const handle = createHandler();
    service.controls!.failNext(1, "500");
    const request = asRequest(
      await handle({ uri: "/about/", headers: { [REDIRECT_CHECKED_HEADER]: "1" } }),
    );
    // The visitor's own mark is dropped too: the site must make its own lookup.
    expect(request.headers[REDIRECT_CHECKED_HEADER]).toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(
      "redirects: lookup failed, passing the request on",
      expect.objectContaining({ path: "/about/", error: expect.stringMatching(/HTTP 500/) }),
    );
    expect(count.mock.calls).toEqual([["RedirectLookupFailedOpen"]]);
  });

  it("remembers a failing CMS for a few seconds: requests meanwhile pass straight on", async () => {
    const handle = createHandler({ failureSeconds: 5 });
    service.controls!.failNext(1, "500");
    asRequest(await handle({ uri: "/about/" }));
    expect(cmsRequests()).toBe(1);

    now += 4999;
    const passed = asRequest(
      await handle({ uri: "/investors", headers: { [REDIRECT_CHECKED_HEADER]: "1" } }),
    );
    expect(passed.headers[REDIRECT_CHECKED_HEADER]).toBeUndefined();
    expect(cmsRequests()).toBe(1);
    expect(count.mock.calls).toEqual([["RedirectLookupFailedOpen"], ["RedirectLookupFailedOpen"]]);

    now += 1;
    expect(asResponse(await handle({ uri: "/about/" })).status).toBe("301");
    expect(cmsRequests()).toBe(2);
  });

  it("logs the path and the query's parameter names, never what a visitor searched for", async () => {
    service.controls!.failNext(1, "500");
    const querystring = "s=jane.doe%40example.com+555-0100&page=2";
    asRequest(await createHandler()({ uri: "/search/", querystring }));
    expect(log.error).toHaveBeenCalledWith(
      "redirects: lookup failed, passing the request on",
      expect.objectContaining({ path: "/search/", query_parameters: ["s", "page"] }),
    );
    const logged = JSON.stringify(log.error.mock.calls);
    for (const planted of ["jane", "example.com", "555-0100"]) {
      expect(logged).not.toContain(planted);
    }
  });

  it("passes the request on when the connection drops", async () => {
    service.controls!.failNext(1, "drop");
    asRequest(await createHandler()({ uri: "/about/" }));
    expect(log.error).toHaveBeenCalledOnce();
  });

  it("passes the request on within 1 s, with the deployed time limit, when the CMS is slow", async () => {
    service.controls!.delayNext(1, 3000);
    const started = performance.now();
    asRequest(await createHandler()({ uri: "/about/" }));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(log.error).toHaveBeenCalledWith(
      "redirects: lookup failed, passing the request on",
      expect.objectContaining({ error: "timed out" }),
    );
  });
});

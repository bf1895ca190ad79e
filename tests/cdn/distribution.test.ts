// The local CloudFront's reading of the stack's template: which behaviour answers which path, and
// what each sends the origin. Read from the synthesized template (the "local" stage), so a change
// to stacks/ shows here with no edit to the harness.
import { beforeAll, describe, expect, it } from "vitest";
import { forwardedToOrigin, type ViewerRequest } from "../../scripts/cdn/cache-policy.ts";
import {
  behaviorFor,
  matchesPathPattern,
  readDistribution,
  type Distribution,
} from "../../scripts/cdn/distribution.ts";
import { localStageTemplate } from "../../scripts/cdn/template.ts";
import { loadViewerFunction } from "../../scripts/cdn/viewer-function.ts";

let distribution: Distribution;

beforeAll(async () => {
  distribution = readDistribution(await localStageTemplate());
}, 120_000);

const visit = (
  path: string,
  query: [string, string][] = [],
  cookies: [string, string][] = [],
): ViewerRequest => ({
  method: "GET",
  path,
  query,
  headers: new Map([["host", "www.example.com"]]),
  cookies,
});

describe("CloudFront path patterns", () => {
  it.each<[string, string, boolean]>([
    ["_next/data/*", "/_next/data/build/page.json", true],
    ["_next/image*", "/_next/image", true],
    ["_next/*", "/_next/static/chunks/a.js", true],
    ["favicon.ico", "/favicon.ico", true],
    ["favicon.ico", "/favicon.icon", false],
    ["api/*", "/api/preview/", true],
    ["api/*", "/apis/", false],
    ["/images/?.png", "/images/a.png", true],
    ["_next/*", "/_NEXT/static/a.js", false],
  ])("%s against %s: %s", (pattern, path, matches) => {
    expect(matchesPathPattern(pattern, path)).toBe(matches);
  });
});

describe("the distribution's behaviours, from the template", () => {
  it("serves the site's assets from the bucket, and pages, page data and images from functions", () => {
    expect(behaviorFor(distribution, "/_next/static/chunks/main.js").origin.kind).toBe("assets");
    expect(behaviorFor(distribution, "/favicon.ico").origin.kind).toBe("assets");
    expect(behaviorFor(distribution, "/_next/image").origin.kind).toBe("image");
    expect(behaviorFor(distribution, "/_next/data/x/careers.json").origin.kind).toBe("server");
    expect(behaviorFor(distribution, "/careers/").origin.kind).toBe("server");
    expect(behaviorFor(distribution, "/careers/").origin.signed).toBe(true);
  });

  it("sends a page's origin the query strings its cache key holds, and no other", () => {
    const page = behaviorFor(distribution, "/careers/");
    const sent = forwardedToOrigin(
      visit("/careers/", [
        ["page", "2"],
        ["utm_source", "mail"],
      ]),
      page.cachePolicy,
      page.originRequestPolicy,
    );
    expect(sent.query).toEqual([["page", "2"]]);
    expect(page.originRequest?.handler).toBe("packages/edge/src/handler.handler");
  });

  it("sends the API routes every query string and cookie, and keeps none of their answers", () => {
    const api = behaviorFor(distribution, "/api/preview/");
    expect(api.pathPattern).toBe("api/*");
    const sent = forwardedToOrigin(
      visit("/api/preview/", [["token", "signed"]], [["__prerender_bypass", "b"]]),
      api.cachePolicy,
      api.originRequestPolicy,
    );
    expect(sent.query).toEqual([["token", "signed"]]);
    expect(sent.cookies).toEqual([["__prerender_bypass", "b"]]);
    expect(api.cachePolicy.MaxTTL).toBe(0);
    expect(api.allowedMethods).toContain("POST");
  });

  it("runs SST's viewer-request function from the template: a preview's cookie is another cache key", () => {
    const page = behaviorFor(distribution, "/careers/");
    const run = loadViewerFunction(page.viewerRequest!);
    const key = (cookies: [string, string][]) => {
      const result = run(visit("/careers/", [], cookies), {
        ip: "203.0.113.9",
        distributionDomainName: "d.example",
      });
      if (!("request" in result)) throw new Error("the function answered instead of passing on");
      return result.request.headers.get("x-open-next-cache-key");
    };
    expect(key([])).toMatch(/^[0-9a-f]{32}$/);
    expect(key([["__prerender_bypass", "preview"]])).not.toBe(key([]));
  });

  it("removes what the site sends for CloudFront and its operators from every answer", () => {
    for (const behavior of distribution.behaviors) {
      const removed = (behavior.responseHeadersPolicy?.RemoveHeadersConfig?.Items ?? []).map(
        (item) => item.Header.toLowerCase(),
      );
      expect(removed).toEqual(
        expect.arrayContaining(["cache-tag", "x-cms-cache", "server-timing"]),
      );
    }
    expect(distribution.cacheTagHeader).toBe("cache-tag");
  });
});

// The loaders' map against the real content service: every template it names reads only the
// query parameters the CDN keys its cache by. Each template's own tests are in its folder.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_QUERY_PARAMETERS } from "@corus/site-rules/page-query";
import type { NodeTemplateName } from "./components";
import { templateLoaders } from "./loaders";
import { startTestService, type TestService } from "./test-service";

let test: TestService;
beforeAll(async () => {
  test = await startTestService();
});
afterAll(() => test.close());

/** Every query parameter a loader read, since the last clear. */
const parametersRead = new Set<string>();

/** `query` as a loader sees it, noting each parameter it reads. */
function recording(query: Record<string, string | string[]>) {
  return new Proxy(query, {
    get(target, name) {
      if (typeof name === "string") parametersRead.add(name);
      return Reflect.get(target, name);
    },
  });
}

describe("the query parameters templates read", () => {
  // One page of every template, each asked with every parameter a visitor might add.
  const PAGES: [NodeTemplateName, string][] = [
    ["front-page", "/"],
    ["template-press-releases", "/media-centre/press-releases/"],
    ["template-leadership", "/about-corus/leadership/"],
    ["template-brands", "/our-brands/"],
    ["template-dividend-history", "/investor-relations/dividends/history/"],
    ["template-financial-reports", "/investor-relations/financial-reports/"],
    ["template-events", "/investor-relations/events-and-presentations/"],
    [
      "single",
      "/media-centre/press-releases/corus-entertainment-announces-proposed-recapitalization/",
    ],
    ["category", "/category/financial-results/dividends/"],
    ["page", "/about-corus/"],
  ];

  it.each(PAGES)("%s reads only the parameters the CDN keys its cache by", async (name, uri) => {
    parametersRead.clear();
    await test.load(name, uri, {
      query: recording({ province: "Ontario", page: "1", s: "x", utm_source: "y" }),
    });
    for (const parameter of parametersRead) {
      expect(PAGE_QUERY_PARAMETERS as readonly string[]).toContain(parameter);
    }
  });

  it("covers every template that has a loader", () => {
    expect(new Set(PAGES.map(([name]) => name))).toEqual(
      new Set(Object.keys(templateLoaders).filter((name) => name !== "index")),
    );
  });
});

// The site's CMS reader (cache, circuit breaker, link chain) against the real content service
// over HTTP, counting at the service what reaches it.
import type { AddressInfo } from "node:net";
import { gql, type TypedDocumentNode } from "@apollo/client";
import { parse, print } from "graphql";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startContentService, type ContentService } from "@corus/content-service/src/server.ts";
import { NODE_BY_URI_QUERY } from "../graphql/node-query";
import { readSettings } from "../settings";
import { LoadOutlastedWaitError } from "./cache";
import { CircuitOpenError } from "./circuit-breaker";
import { cacheKey } from "./reader";
import { createServerCms } from "./setup";

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
let service: ContentService;
let port: number;

async function start(atPort = 0) {
  service = await startContentService({ port: atPort, host: "127.0.0.1", testControls: true });
  port = (service.server.address() as AddressInfo).port;
}

beforeAll(() => start());
afterAll(() => service.close());
afterEach(() => service.controls?.reset());

/** A site's CMS pieces on the service; `ttl` and `swr` in seconds. */
function siteCms({ ttl = 60, swr = 0, timeoutMs = 1000 } = {}) {
  const settings = readSettings({
    CMS_GRAPHQL_URL: `http://127.0.0.1:${port}/graphql`,
    CMS_CACHE_TTL_SECONDS: String(ttl),
    CMS_CACHE_SWR_SECONDS: String(swr),
    CMS_TIMEOUT_MS: String(timeoutMs),
  });
  return createServerCms(settings, { log: quiet });
}

const requests = () => service.controls!.graphqlRequests();
const node = (uri: string) => ({ uri });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the CMS reader", () => {
  it("asks the CMS once, then answers repeat reads from the cache", async () => {
    const cms = siteCms();
    const first = cms.session();
    const { data } = await first.query(NODE_BY_URI_QUERY, node("/about-corus/"));
    expect(data?.nodeByUri?.uri).toBe("/about-corus/");
    expect(first.trace.outcome()).toBe("miss");
    const repeat = cms.session();
    await repeat.query(NODE_BY_URI_QUERY, node("/about-corus/"));
    expect(repeat.trace.outcome()).toBe("hit");
    expect(requests()).toBe(1);
  });

  it("makes one CMS call for fifty concurrent cold reads of the same query", async () => {
    const cms = siteCms();
    const reads = await Promise.all(
      Array.from({ length: 50 }, () => cms.session().query(NODE_BY_URI_QUERY, node("/careers/"))),
    );
    expect(reads.every(({ data }) => data?.nodeByUri?.uri === "/careers/")).toBe(true);
    expect(requests()).toBe(1);
  });

  it("keeps different variables apart", async () => {
    const cms = siteCms();
    const session = cms.session();
    const [a, b] = await Promise.all([
      session.query(NODE_BY_URI_QUERY, node("/careers/")),
      session.query(NODE_BY_URI_QUERY, node("/advertising/")),
    ]);
    expect([a.data?.nodeByUri?.uri, b.data?.nodeByUri?.uri]).toEqual([
      "/careers/",
      "/advertising/",
    ]);
    expect(requests()).toBe(2);
  });

  it("past the TTL serves the cached answer and reloads it once in the background", async () => {
    const cms = siteCms({ ttl: 1, swr: 60 });
    await cms.session().query(NODE_BY_URI_QUERY, node("/careers/"));
    await sleep(1100);
    const refreshing = cms.session();
    await refreshing.query(NODE_BY_URI_QUERY, node("/careers/"));
    // Not "stale": that says the CMS let the page down, and it has not.
    expect(refreshing.trace.outcome()).toBe("refreshing");
    await expect.poll(requests).toBe(2);
    const fresh = cms.session();
    await fresh.query(NODE_BY_URI_QUERY, node("/careers/"));
    expect(fresh.trace.outcome()).toBe("hit");
  });

  it("never caches preview reads, nor serves them from the cache", async () => {
    const cms = siteCms();
    await cms.session().query(NODE_BY_URI_QUERY, node("/careers/"));
    const preview = cms.session({ preview: true });
    await preview.query(NODE_BY_URI_QUERY, node("/careers/"));
    await preview.query(NODE_BY_URI_QUERY, node("/careers/"));
    expect(preview.trace.outcome()).toBe("bypass");
    expect(requests()).toBe(3);
    expect(cms.cache.stats().entries).toBe(1);
  });

  it("does not cache answers that came with GraphQL errors", async () => {
    const BROKEN: TypedDocumentNode<{ menu: { name: string } | null }, Record<string, never>> = gql`
      query BrokenMenu {
        menu(id: "NOWHERE", idType: LOCATION) {
          name
        }
      }
    `;
    const cms = siteCms();
    const partial = await cms.session().query(BROKEN, {}, { partial: true });
    expect(partial.error?.message).toMatch(/No menu set|NOWHERE/);
    await expect(cms.session().query(BROKEN, {})).rejects.toThrow();
    expect(requests()).toBe(2);
    expect(cms.cache.stats().entries).toBe(0);
  });

  it("hands the page state over in the order the page asked, whichever answer came first", async () => {
    const cms = siteCms();
    await cms.session().query(NODE_BY_URI_QUERY, node("/careers/"));
    // The first read goes to the CMS; the second, cached, is answered before it.
    const session = cms.session();
    await Promise.all([
      session.query(NODE_BY_URI_QUERY, node("/about-corus/"), { pageState: true }),
      session.query(NODE_BY_URI_QUERY, node("/careers/"), { pageState: true }),
    ]);
    expect(session.pageStateReads().map((read) => read.variables)).toEqual([
      node("/about-corus/"),
      node("/careers/"),
    ]);
  });

  it("purges by the reader's tags, by tags found in the answer and everything, as a publish will", async () => {
    const cms = siteCms();
    const read = () =>
      Promise.all([
        cms.session().query(NODE_BY_URI_QUERY, node("/careers/"), { tags: ["uri:/careers/"] }),
        cms.session().query(NODE_BY_URI_QUERY, node("/advertising/"), {
          tags: ["uri:/advertising/", "posts"],
        }),
      ]);
    await read();
    expect(requests()).toBe(2);
    cms.cache.purge({ tags: ["uri:/careers/"] });
    await read();
    expect(requests()).toBe(3);
    cms.cache.purge({ tags: ["posts"] });
    await read();
    expect(requests()).toBe(4);
    // The page the advertising answer holds, by its database id, found in the answer.
    const advertising = await cms.session().query(NODE_BY_URI_QUERY, node("/advertising/"));
    const id = (advertising.data?.nodeByUri as { databaseId: number }).databaseId;
    cms.cache.purge({ tags: [`node:${id}`] });
    await read();
    expect(requests()).toBe(5);
    cms.cache.purge({ all: true });
    await read();
    expect(requests()).toBe(7);
  });

  // A new site name (Settings > General) is sent as an options change, which purges "options"
  // and "settings": the page's answer, whose Yoast SEO title holds the name, must go too.
  it("purges a page's answer when the settings change: its SEO title holds the site's name", async () => {
    const cms = siteCms();
    const page = await cms.session().query(NODE_BY_URI_QUERY, node("/careers/"));
    expect(page.data?.nodeByUri).toMatchObject({ seo: { title: expect.stringMatching(/\| /) } });
    expect(requests()).toBe(1);
    cms.cache.purge({ tags: ["options", "settings"] });
    const again = cms.session();
    await again.query(NODE_BY_URI_QUERY, node("/careers/"));
    expect(again.trace.outcome()).toBe("miss");
    expect(requests()).toBe(2);
  });
});

describe("the CMS reader while the CMS is out", () => {
  it("while the CMS hangs, a page's reads give up at its wait; the load fills the cache after", async () => {
    const cms = siteCms({ timeoutMs: 2000 });
    service.controls!.delayNext(1, 600);
    // The CMS answers after 600 ms; the page gives up at 150 ms, before the answer.
    const page = cms.session({ waitMs: 150 });
    await expect(page.query(NODE_BY_URI_QUERY, node("/careers/"))).rejects.toBeInstanceOf(
      LoadOutlastedWaitError,
    );
    // The wait is the page's, all reads together: a later read has nothing left to wait.
    await expect(page.query(NODE_BY_URI_QUERY, node("/about-corus/"))).rejects.toBeInstanceOf(
      LoadOutlastedWaitError,
    );
    // The hanging call went on; once it answered, the next view reads its answer from the cache.
    await expect
      .poll(async () => {
        const next = cms.session({ waitMs: 0 });
        try {
          await next.query(NODE_BY_URI_QUERY, node("/careers/"));
          return next.trace.outcome();
        } catch {
          return "not yet";
        }
      })
      .toBe("hit");
  });

  it("a cold read waits for a slow CMS that has not failed, and only the page's wait once it has", async () => {
    const cms = siteCms({ timeoutMs: 300 });
    service.controls!.delayNext(1, 250);
    // Slower than the page's wait, within each attempt's limit: nothing stale, so it waits.
    const cold = cms.session({ waitMs: 100, coldWaitMs: 2000 });
    const { data } = await cold.query(NODE_BY_URI_QUERY, node("/careers/"));
    expect(data?.nodeByUri?.uri).toBe("/careers/");
    expect(cold.trace.outcome()).toBe("miss");
    // Every attempt now outlasts its limit: the CMS fails, and the breaker knows it.
    service.controls!.delayNext(3, 400);
    await expect(cms.session().query(NODE_BY_URI_QUERY, node("/about-corus/"))).rejects.toThrow();
    expect(cms.health.failing()).toBe(true);
    service.controls!.delayNext(1, 250);
    const after = cms.session({ waitMs: 100, coldWaitMs: 2000 });
    await expect(after.query(NODE_BY_URI_QUERY, node("/advertising/"))).rejects.toBeInstanceOf(
      LoadOutlastedWaitError,
    );
  });

  it("serves what it has (stale), fails fast for the rest, and recovers when the CMS is back", async () => {
    const cms = siteCms({ ttl: 1, swr: 0, timeoutMs: 500 });
    await cms.session().query(NODE_BY_URI_QUERY, node("/careers/"));
    const atPort = port;
    await service.close();
    await sleep(1100);

    const seen = cms.session();
    const { data } = await seen.query(NODE_BY_URI_QUERY, node("/careers/"));
    expect(data?.nodeByUri?.uri).toBe("/careers/");
    expect(seen.trace.outcome()).toBe("stale");

    // Each failed read was already retried by the link chain; after three the circuit opens.
    for (let i = 0; i < 2; i++) {
      await expect(
        cms.session().query(NODE_BY_URI_QUERY, node(`/missing-${i}/`)),
      ).rejects.toThrow();
    }
    expect(cms.breaker.state()).toBe("open");
    const started = performance.now();
    await expect(cms.session().query(NODE_BY_URI_QUERY, node("/advertising/"))).rejects.toThrow(
      CircuitOpenError,
    );
    expect(performance.now() - started).toBeLessThan(50);

    await start(atPort);
    // The circuit lets a trial through after 5 s; from then on the CMS answers again.
    await expect
      .poll(
        async () => {
          try {
            const { data: back } = await cms
              .session()
              .query(NODE_BY_URI_QUERY, node("/advertising/"));
            return back?.nodeByUri?.uri;
          } catch {
            return undefined;
          }
        },
        { timeout: 8000, interval: 250 },
      )
      .toBe("/advertising/");
    expect(cms.breaker.state()).toBe("closed");
  }, 20_000);
});

describe("cacheKey", () => {
  it("is the same for two copies of one document (each Next route bundles its own)", () => {
    const copy = parse(print(NODE_BY_URI_QUERY));
    expect(copy).not.toBe(NODE_BY_URI_QUERY);
    expect(cacheKey(copy, { uri: "/a/" })).toBe(cacheKey(NODE_BY_URI_QUERY, { uri: "/a/" }));
  });

  it("tells apart documents of one name, and variables", () => {
    const other = parse("query NodeByUri($uri: String!) { nodeByUri(uri: $uri) { id } }");
    expect(cacheKey(other, { uri: "/a/" })).not.toBe(cacheKey(NODE_BY_URI_QUERY, { uri: "/a/" }));
    expect(cacheKey(NODE_BY_URI_QUERY, { uri: "/b/" })).not.toBe(
      cacheKey(NODE_BY_URI_QUERY, { uri: "/a/" }),
    );
  });
});

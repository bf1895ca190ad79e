// The publish webhook end to end below HTTP: signed deliveries against a site CMS (cache,
// reader, link chain) on the real content service, the purge observed through the CMS calls
// the next reads make; the CDN through aws-sdk-client-mock (no AWS).
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  CloudFrontClient,
  CreateInvalidationCommand,
  type CreateInvalidationCommandInput,
  TooManyInvalidationsInProgress,
} from "@aws-sdk/client-cloudfront";
import {
  ConditionalCheckFailedException,
  DynamoDBClient,
  PutItemCommand,
  type PutItemCommandInput,
} from "@aws-sdk/client-dynamodb";
import { mockClient } from "aws-sdk-client-mock";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CONTENT_DIR } from "@corus/content-service/src/paths.ts";
import { startContentService, type ContentService } from "@corus/content-service/src/server.ts";
import type { PurgeSelector } from "../../cms/cache";
import { loadShell } from "../../cms/shell";
import { createServerCms, PURGE_CHECK_INTERVAL_MS, PURGE_PROPAGATION_MS } from "../../cms/setup";
import { NODE_BY_URI_QUERY } from "../../graphql/node-query";
import { findRedirect } from "../../redirects/server-lookup";
import type { SecretReader } from "../../secrets";
import { readSettings } from "../../settings";
import { loadSitemapNodes } from "../../sitemap/load";
import { loadBrands } from "../../../templates/brands/loader";
import { loadPostListPage } from "../../../templates/post-list/load";
import type { LoggedPurge, PurgeLog } from "../../storage/purge-log";
import { cloudFrontInvalidator } from "../cloudfront-invalidator";
import type { InvalidationResult } from "../invalidator";
import { createWebhookDependencies } from "./setup";
import {
  DELIVERY_ID_HEADER,
  SIGNATURE_HEADER,
  signDelivery,
  TIMESTAMP_HEADER,
} from "@corus/site-rules/webhook-signature";
import { handleWebhook, MAX_BODY_BYTES, type WebhookDependencies } from "./index";

const SECRET = "webhook-secret-for-tests-32-chars";
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
let service: ContentService;

beforeAll(async () => {
  service = await startContentService({ port: 0, host: "127.0.0.1", testControls: true });
});
afterAll(() => service.close());
afterEach(() => service.controls?.reset());

/** A parameter that holds a secret too short to be taken. */
const SHORT_SECRET_PARAMETER = "/corus-site/x/short-webhook-secret";
const envSecrets: SecretReader = {
  secret: async (source) =>
    "value" in source
      ? source.value
      : source.parameter === SHORT_SECRET_PARAMETER
        ? "only-20-characters!!"
        : Promise.reject(new Error("no SSM here")),
  parameter: async () => "E2DISTRIBUTION",
};

function site(env: Record<string, string> = { CMS_WEBHOOK_SECRET: SECRET }) {
  const settings = readSettings({ CMS_GRAPHQL_URL: service.graphqlUrl, ...env });
  const cms = createServerCms(settings, { log: quiet });
  const webhook: WebhookDependencies = {
    ...createWebhookDependencies(settings.publish, {
      purge: (selector) => cms.cache.purge(selector),
      cms: (options) => cms.session(options),
      secrets: envSecrets,
      cloudFront: () => new CloudFrontClient({ region: "us-east-1" }),
      buildId: () => "b1d",
    }),
    log: quiet,
  };
  return { cms, webhook };
}

let deliveries = 0;
function delivery(
  body: unknown,
  { secret = SECRET, at = Date.now(), id = `delivery-${++deliveries}` } = {},
) {
  const raw = Buffer.from(typeof body === "string" ? body : JSON.stringify(body));
  const timestamp = Math.floor(at / 1000);
  return {
    method: "POST",
    headers: {
      [SIGNATURE_HEADER]: signDelivery(secret, timestamp, id, raw),
      [TIMESTAMP_HEADER]: String(timestamp),
      [DELIVERY_ID_HEADER]: id,
    },
    body: raw,
  };
}

/** What a visit to the site reads (each read tagged as the site's code tags it). */
async function readLikeTheSite(cms: ReturnType<typeof createServerCms>) {
  const session = cms.session();
  await findRedirect(session, "/about-corus/", {}, "http://localhost:3000");
  await loadShell(session, "en");
  // lib/cms/node.ts reads each node tagged by its URI.
  for (const uri of [
    "/about-corus/",
    "/media-centre/press-releases/stacktv-adds-new-channels-and-features/",
  ]) {
    await session.query(NODE_BY_URI_QUERY, { uri }, { tags: [`uri:${uri}`], partial: true });
  }
  await loadPostListPage(session, 1, null, "en");
  await loadBrands(session, "en");
  await loadSitemapNodes(session);
}

describe("the webhook's answers to bad deliveries", () => {
  it("answers 405 to anything but POST", async () => {
    const { webhook } = site();
    expect(await handleWebhook({ ...delivery({}), method: "GET" }, webhook)).toMatchObject({
      status: 405,
      headers: { allow: "POST" },
    });
  });

  it("answers 503 with no secret configured, and says so in the log only", async () => {
    const log = { ...quiet, error: vi.fn() };
    const { webhook } = site({});
    const answer = await handleWebhook(delivery({ changes: [{ type: "menus" }] }), {
      ...webhook,
      log,
    });
    expect(answer).toEqual({
      status: 503,
      body: { error: "the publish webhook is not available" },
    });
    expect(log.error).toHaveBeenCalledWith(expect.stringMatching(/no webhook secret configured/));
  });

  it("answers 503 when the secret's parameter cannot be read", async () => {
    const log = { ...quiet, error: vi.fn() };
    const { webhook } = site({ CMS_WEBHOOK_SECRET_PARAMETER: "/corus-site/x/cms-webhook-secret" });
    const answer = await handleWebhook(delivery({ changes: [{ type: "menus" }] }), {
      ...webhook,
      log,
    });
    expect(answer.status).toBe(503);
    expect(log.error).toHaveBeenCalledWith(
      "revalidate: refused: the webhook secret cannot be read",
      { error: expect.stringMatching(/Error: no SSM here/) },
    );
  });

  it("answers 503 when the secret in SSM is shorter than 32 characters, naming the parameter", async () => {
    const log = { ...quiet, error: vi.fn() };
    const { webhook } = site({ CMS_WEBHOOK_SECRET_PARAMETER: SHORT_SECRET_PARAMETER });
    const answer = await handleWebhook(
      delivery({ changes: [{ type: "menus" }] }, { secret: "only-20-characters!!" }),
      { ...webhook, log },
    );
    expect(answer.status).toBe(503);
    expect(log.error).toHaveBeenCalledWith(
      "revalidate: refused: the webhook secret cannot be read",
      {
        error: expect.stringContaining(
          `SSM parameter ${SHORT_SECRET_PARAMETER} is shorter than 32 characters`,
        ),
      },
    );
    expect(JSON.stringify(log.error.mock.calls)).not.toContain("only-20-characters!!");
  });

  it("answers 413 to a body over the limit", async () => {
    const { webhook } = site();
    expect((await handleWebhook({ ...delivery({}), body: "too-large" }, webhook)).status).toBe(413);
    expect(MAX_BODY_BYTES).toBe(65_536);
  });

  const menus = { changes: [{ type: "menus" }] };
  it.each([
    [
      "unsigned",
      () => ({ method: "POST", headers: {}, body: Buffer.from(JSON.stringify(menus)) }),
      "missing signature headers",
    ],
    [
      "signed with the wrong secret",
      () => delivery(menus, { secret: "not-the-secret" }),
      "signature does not match",
    ],
    [
      "tampered with",
      () => ({ ...delivery(menus), body: Buffer.from('{"changes":[{"type":"everything"}]}') }),
      "signature does not match",
    ],
    [
      "six minutes old",
      () => delivery(menus, { at: Date.now() - 360_000 }),
      "timestamp outside the tolerance",
    ],
  ])(
    "answers 401 with no detail to a delivery %s; the log says which check failed",
    async (_name, make, reason) => {
      const log = { ...quiet, warn: vi.fn() };
      const { webhook } = site();
      const answer = await handleWebhook(make(), { ...webhook, log });
      expect(answer).toEqual({ status: 401, body: { error: "unauthorized" } });
      expect(log.warn).toHaveBeenCalledWith("revalidate: refused: the signature does not verify", {
        reason,
      });
      expect(JSON.stringify(log.warn.mock.calls)).not.toContain(SECRET);
    },
  );

  it("answers 401 to a delivery id seen before (replay)", async () => {
    const log = { ...quiet, warn: vi.fn() };
    const { webhook } = site();
    const first = delivery(menus, { id: "replayed-delivery" });
    expect((await handleWebhook(first, { ...webhook, log })).status).toBe(200);
    expect(await handleWebhook(first, { ...webhook, log })).toEqual({
      status: 401,
      body: { error: "unauthorized" },
    });
    expect(log.warn).toHaveBeenCalledWith("revalidate: refused: delivery id seen before (replay)", {
      delivery_id: "replayed-delivery",
    });
  });

  it.each([
    ["not JSON", "{nope", "the body is not JSON"],
    ["an unknown change", { changes: [{ type: "comment" }] }, "changes[0].type: must be one of"],
    [
      "a URL for a URI",
      { changes: [{ type: "page", uris: ["https://x.example/"] }] },
      "changes[0].uris[0]: must be a site path",
    ],
  ])(
    "answers 400 to a signed body that is %s, saying what is wrong",
    async (_name, body, message) => {
      const { webhook } = site();
      const answer = await handleWebhook(delivery(body), webhook);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toContain(message);
    },
  );
});

describe("a delivery larger than the limits", () => {
  it("is taken as everything (a 400 would be sent again by nothing), and the log says why", async () => {
    const log = { ...quiet, info: vi.fn() };
    const { webhook } = site();
    const uris = Array.from({ length: 21 }, (_, i) => `/moved-section/page-${i}/`);
    const answer = await handleWebhook(
      delivery({ changes: [{ type: "page", uris }] }, { id: "large-delivery" }),
      { ...webhook, log },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      purged: { all: true },
      invalidation: { paths: ["/*"] },
    });
    expect(log.info).toHaveBeenCalledWith(
      "revalidate: purged",
      expect.objectContaining({
        delivery_id: "large-delivery",
        changes: ["everything (changes[0] names 21 URIs, more than 20)"],
      }),
    );
  });
});

/** The newest published post: first in every list of posts. */
const LATEST_POST =
  "/media-centre/press-releases/corus-entertainment-shares-sustainability-progress-update/";

describe("what a delivery purges, seen in the CMS calls the next visit makes", () => {
  const postUri = "/media-centre/press-releases/stacktv-adds-new-channels-and-features/";
  it.each<[string, object, Record<string, number>]>([
    [
      "a page: its node and redirect lookup, and the sitemap",
      { type: "page", uris: ["/about-corus/"] },
      { AppQuery: 1, NodeByUri: 1, SitemapPages: 1, SitemapPosts: 1 },
    ],
    [
      "a post past the first page of the list, unchanged in it: its node and the sitemap",
      { type: "post", uris: [postUri], listedAt: ["/media-centre/press-releases/"] },
      { NodeByUri: 1, SitemapPages: 1, SitemapPosts: 1 },
    ],
    [
      "a post on the first page of the list: that list, which names it in its answer, and the sitemap",
      { type: "post", uris: [LATEST_POST] },
      { Posts: 1, SitemapPages: 1, SitemapPosts: 1 },
    ],
    [
      "a record: the lists of its type",
      { type: "record", postType: "brand", ids: [1] },
      { Brands: 1 },
    ],
    ["a menu: the shell", { type: "menus" }, { Shell: 1 }],
    [
      // The site's name is in every SEO title Yoast renders (cache-tags.ts): the pages and the
      // sitemap's lists too, not the lists of posts or records, which hold no SEO.
      "the options: the shell, and every answer holding a Yoast SEO title",
      { type: "options" },
      { Shell: 1, NodeByUri: 2, SitemapPages: 1, SitemapPosts: 1 },
    ],
    ["a redirect: the lookups", { type: "redirects" }, { AppQuery: 1 }],
    [
      "everything",
      { type: "everything" },
      {
        AppQuery: 1,
        Shell: 1,
        NodeByUri: 2,
        Posts: 1,
        Brands: 1,
        SitemapPages: 1,
        SitemapPosts: 1,
      },
    ],
  ])("%s", async (_name, change, reloaded) => {
    const { cms, webhook } = site();
    await readLikeTheSite(cms);
    service.controls!.reset();
    await readLikeTheSite(cms);
    expect(service.controls!.operations()).toEqual({});

    // The webhook reads what changed from the CMS itself, past the cache; then the visit.
    const answer = await handleWebhook(delivery({ changes: [change] }), webhook);
    expect(answer.status).toBe(200);
    service.controls!.reset();
    await readLikeTheSite(cms);
    expect(service.controls!.operations()).toEqual(reloaded);
  });

  it("answers what it purged and that there is no CDN to invalidate locally", async () => {
    const { cms, webhook } = site();
    await readLikeTheSite(cms);
    const answer = await handleWebhook(
      delivery({ changes: [{ type: "page", uris: ["/about-corus"] }] }, { id: "local-delivery" }),
      webhook,
    );
    const tags = ["node:100", "nodes", "search", "sitemap", "uri:/about-corus/"];
    expect(answer).toEqual({
      status: 200,
      body: {
        deliveryId: "local-delivery",
        // The node, its redirect lookup and the sitemap's two lists.
        purged: { tags, entries: 4 },
        invalidation: {
          skipped: "CDN: none (no CloudFront distribution configured)",
          paths: tags.map((tag) => `#${tag}`),
        },
      },
    });
  });
});

describe("the path fallback (a distribution without cache tags): where a change is listed, worked out by the site from the CMS", () => {
  const POST = "/media-centre/press-releases/stacktv-adds-new-channels-and-features/";
  const PRESS_RELEASES = "/media-centre/press-releases/";
  const pathSite = (env: Record<string, string> = {}) =>
    site({ CMS_WEBHOOK_SECRET: SECRET, CDN_INVALIDATION: "paths", ...env });
  /** What the answer says it invalidates (locally: would invalidate). */
  async function pathsFor(change: object, target = pathSite()) {
    const answer = await handleWebhook(delivery({ changes: [change] }), target.webhook);
    expect(answer.status).toBe(200);
    return (answer.body.invalidation as { paths: string[] }).paths;
  }
  /** The listings among `paths`, each with its last numbered page. */
  function listings(paths: string[]): Record<string, number> {
    const pages: Record<string, number> = {};
    for (const path of paths) {
      const numbered = /^(\/(?!_next).*\/)\?page=(\d+)$/.exec(path);
      if (numbered) pages[numbered[1]!] = Math.max(pages[numbered[1]!] ?? 0, Number(numbered[2]));
    }
    return pages;
  }

  it("a post, with no listedAt: the press-release list and its categories' archives, every page and the next, exactly", async () => {
    const paths = await pathsFor({ type: "post", uris: [POST] });
    // 43 published press releases, 10 a page: pages 1 to 5, and 6 (the one a removal empties);
    // 10 in Content and Brands: page 1, and 2.
    expect(listings(paths)).toEqual({
      [PRESS_RELEASES]: 6,
      "/category/content-and-brands/": 2,
    });
    expect(paths).toEqual(
      expect.arrayContaining([
        POST,
        "/",
        PRESS_RELEASES,
        "/_next/data/b1d/media-centre/press-releases.json?page=6",
        "/category/content-and-brands/",
        "/_next/data/b1d/category/content-and-brands.json?page=2",
      ]),
    );
    // The post's own page is not among the listing's: no wildcard over every press release.
    expect(paths.filter((path) => path.includes("*"))).toEqual([
      "/search/*",
      "/_next/data/b1d/search.json*",
    ]);
  });

  it("a sender's listedAt only adds to what the site finds", async () => {
    const paths = await pathsFor({
      type: "post",
      uris: [POST],
      listedAt: ["/category/sustainability/", "/media-centre/archive/"],
    });
    expect(listings(paths)).toEqual({
      [PRESS_RELEASES]: 6,
      "/category/content-and-brands/": 2,
      // 3 posts: page 1, and 2.
      "/category/sustainability/": 2,
      // Unknown to the CMS: its first page, and the next.
      "/media-centre/archive/": 2,
    });
  });

  it("a page with the Press Releases template: its numbered pages (its title heads each)", async () => {
    const paths = await pathsFor({ type: "page", uris: [PRESS_RELEASES] });
    expect(listings(paths)).toEqual({ [PRESS_RELEASES]: 6 });
  });

  it("another page: no listing", async () => {
    expect(listings(await pathsFor({ type: "page", uris: ["/careers/"] }))).toEqual({});
  });

  it("answers 503 with Retry-After, purging nothing, when the CMS cannot say", async () => {
    const purges: PurgeSelector[] = [];
    const { webhook } = pathSite();
    service.controls!.failNext(100, "500");
    const answer = await handleWebhook(delivery({ changes: [{ type: "post", uris: [POST] }] }), {
      ...webhook,
      purge: (selector) => (purges.push(selector), 0),
    });
    expect(answer.status).toBe(503);
    expect(answer.headers).toEqual({ "retry-after": "60" });
    expect(purges).toEqual([]);
  });

  describe("after an edit the CMS has made (a copy of the seed, reloaded as the editor saves)", () => {
    let contentDir: string;
    let editable: ContentService;
    beforeAll(async () => {
      contentDir = await mkdtemp(path.join(tmpdir(), "webhook-listings-"));
      await cp(CONTENT_DIR, contentDir, { recursive: true });
      editable = await startContentService({ port: 0, host: "127.0.0.1", contentDir, watch: true });
    });
    afterAll(async () => {
      await editable?.close();
      await rm(contentDir, { recursive: true, force: true });
    });

    const POST_FILE = path.join("posts", "2024-03-05-stacktv-adds-new-channels-and-features.html");
    const postFile = () => path.join(contentDir, POST_FILE);
    // Each test edits the post as the seed has it.
    afterEach(async () => {
      const seed = await readFile(path.join(CONTENT_DIR, POST_FILE), "utf8");
      if ((await readFile(postFile(), "utf8")) !== seed) await edit(() => seed);
    });
    const takeDown = (source: string) => source.replace("---\n", "---\nstatus: draft\n");
    /** A visit to the post's page: the site has it as the page shows it. */
    const visit = (target: ReturnType<typeof site>) =>
      target.cms
        .session()
        .query(NODE_BY_URI_QUERY, { uri: POST }, { tags: [`uri:${POST}`], partial: true });

    async function edit(change: (source: string) => string) {
      const source = await readFile(postFile(), "utf8");
      const edited = change(source);
      expect(edited).not.toBe(source);
      await writeFile(postFile(), edited);
      // Reloads run one at a time: after this one, the edit is served, whether this reload
      // or the watcher's (which may have seen the file first) served it.
      expect(["served", "unchanged"]).toContain(await editable.live!.reload());
    }
    const editableSite = () => pathSite({ CMS_GRAPHQL_URL: editable.graphqlUrl });

    it("a post moved to another category, with no listedAt: the archive it left, as the site showed it, and the one it joined", async () => {
      const target = editableSite();
      // The site has the post as it was (in Content and Brands).
      await visit(target);
      await edit((source) =>
        source.replace("categories: [content-and-brands]", "categories: [corporate]"),
      );
      expect(listings(await pathsFor({ type: "post", uris: [POST] }, target))).toEqual({
        [PRESS_RELEASES]: 6,
        // 9 left: page 1, and 2 (which its leaving may have emptied).
        "/category/content-and-brands/": 2,
        // 8 now.
        "/category/corporate/": 2,
      });
    });

    it("by tags, a post moved to another category: the lists it left and joined", async () => {
      const target = site({ CMS_GRAPHQL_URL: editable.graphqlUrl, CMS_WEBHOOK_SECRET: SECRET });
      await visit(target);
      await edit((source) =>
        source.replace("categories: [content-and-brands]", "categories: [corporate]"),
      );
      const answer = await handleWebhook(
        delivery({ changes: [{ type: "post", uris: [POST] }] }),
        target.webhook,
      );
      expect((answer.body.purged as { tags: string[] }).tags).toEqual(
        expect.arrayContaining([
          "categories",
          "posts:all",
          "posts:content-and-brands",
          "posts:corporate",
        ]),
      );
    });

    it("a post taken down after the site showed it: the listings it was on", async () => {
      const target = editableSite();
      await visit(target);
      await edit(takeDown);
      // Known from the visit: only where it was (42 press releases left: pages 1 to 5, and 6).
      expect(listings(await pathsFor({ type: "post", uris: [POST] }, target))).toEqual({
        [PRESS_RELEASES]: 6,
        "/category/content-and-brands/": 2,
      });
    });

    it("a post taken down, never seen by this server: every listing it may have been on", async () => {
      await edit(takeDown);
      const paths = await pathsFor({ type: "post", uris: [POST] }, editableSite());
      expect(Object.keys(listings(paths)).sort()).toEqual([
        "/category/content-and-brands/",
        "/category/corporate/",
        "/category/financial-results/",
        "/category/financial-results/dividends/",
        "/category/proposed-transaction/",
        "/category/sustainability/",
        PRESS_RELEASES,
      ]);
    });
  });
});

describe("with a CloudFront distribution", () => {
  const cloudFront = mockClient(CloudFrontClient);
  afterEach(() => cloudFront.reset());
  afterAll(() => cloudFront.restore());
  const deployed = {
    CMS_WEBHOOK_SECRET: SECRET,
    CLOUDFRONT_DISTRIBUTION_ID_PARAMETER: "/corus-site/x/distribution-id",
  };

  it("invalidates the change's tags on the distribution named in SSM and answers the id", async () => {
    cloudFront.on(CreateInvalidationCommand).resolves({ Invalidation: { Id: "I8" } as never });
    const { webhook } = site(deployed);
    const at = 1_790_000_000_000;
    const answer = await handleWebhook(
      delivery({ changes: [{ type: "record", postType: "person", ids: [7] }] }, { at }),
      { ...webhook, now: () => at },
    );
    // What the plugin records of the delivery: what was purged, here and at the CDN.
    expect(answer).toEqual({
      status: 200,
      body: {
        deliveryId: expect.stringMatching(/^delivery-\d+$/),
        purged: { tags: ["records:person"], entries: 0 },
        invalidation: { id: "I8", paths: ["#records:person"], fallback: false },
      },
    });
    expect(
      cloudFront.commandCalls(CreateInvalidationCommand).map((call) => call.args[0].input),
    ).toEqual([
      {
        DistributionId: "E2DISTRIBUTION",
        InvalidationBatch: {
          CallerReference: expect.stringMatching(/^publish:1790000000:delivery-\d+$/),
          Paths: { Quantity: 1, Items: ["#records:person"] },
        },
      },
    ]);
  });

  it("in the path fallback, invalidates the change's paths on the distribution named in SSM and answers the id", async () => {
    cloudFront.on(CreateInvalidationCommand).resolves({ Invalidation: { Id: "I9" } as never });
    const { webhook } = site({ ...deployed, CDN_INVALIDATION: "paths" });
    const at = 1_790_000_000_000;
    const answer = await handleWebhook(
      delivery({ changes: [{ type: "page", uris: ["/careers/"] }] }, { id: "cdn-delivery", at }),
      { ...webhook, now: () => at },
    );
    expect(
      cloudFront.commandCalls(CreateInvalidationCommand).map((call) => call.args[0].input),
    ).toEqual([
      {
        DistributionId: "E2DISTRIBUTION",
        InvalidationBatch: {
          CallerReference: "publish:1790000000:cdn-delivery",
          Paths: {
            Quantity: 5,
            Items: [
              "/careers/",
              "/_next/data/b1d/careers.json",
              "/sitemap.xml",
              "/search/*",
              "/_next/data/b1d/search.json*",
            ],
          },
        },
      },
    ]);
    expect(answer.body.invalidation).toEqual({
      id: "I9",
      paths: [
        "/careers/",
        "/_next/data/b1d/careers.json",
        "/sitemap.xml",
        "/search/*",
        "/_next/data/b1d/search.json*",
      ],
      fallback: false,
    });
  });

  it("answers 503 with Retry-After when the CDN refuses for good (the cache is purged)", async () => {
    cloudFront.on(CreateInvalidationCommand).rejects(new Error("AccessDenied"));
    const { webhook } = site(deployed);
    const answer = await handleWebhook(delivery({ changes: [{ type: "menus" }] }), webhook);
    expect(answer.status).toBe(503);
    expect(answer.headers).toEqual({ "retry-after": "60" });
    expect(answer.body).toMatchObject({
      purged: { tags: ["menus"] },
      invalidation: { error: "the CDN invalidation failed" },
    });
  });

  describe("with CloudFront's 15 wildcard paths in progress", () => {
    // It refuses every batch that holds a wildcard, "/*" too, and takes exact paths.
    beforeEach(() => {
      cloudFront
        .on(CreateInvalidationCommand)
        .callsFake((input: CreateInvalidationCommandInput) => {
          const items = input.InvalidationBatch?.Paths?.Items ?? [];
          if (items.some((item) => item.includes("*"))) {
            throw new TooManyInvalidationsInProgress({
              message: "Your request contains too many invalidations.",
              $metadata: { httpStatusCode: 400 },
            });
          }
          return { Invalidation: { Id: "I-EXACT" } };
        });
    });
    const withQuickRetries = (webhook: WebhookDependencies): WebhookDependencies => ({
      ...webhook,
      invalidator: cloudFrontInvalidator({
        client: () => new CloudFrontClient({ region: "us-east-1" }),
        distributionId: async () => "E2DISTRIBUTION",
        retryDelaysMs: [1, 1, 1],
        log: quiet,
      }),
    });

    it("a menu's publish goes out by its tag, which is no wildcard", async () => {
      const { webhook } = site(deployed);
      const answer = await handleWebhook(
        delivery({ changes: [{ type: "menus" }] }),
        withQuickRetries(webhook),
      );
      expect(answer).toMatchObject({
        status: 200,
        body: { invalidation: { id: "I-EXACT", paths: ["#menus"], fallback: false } },
      });
    });

    it("in the path fallback, a post's publish still goes out: its exact paths, the search answers left to expire", async () => {
      const { webhook } = site({ ...deployed, CDN_INVALIDATION: "paths" });
      const post = "/media-centre/press-releases/stacktv-adds-new-channels-and-features/";
      const answer = await handleWebhook(
        delivery({ changes: [{ type: "post", uris: [post] }] }),
        withQuickRetries(webhook),
      );
      expect(answer.status).toBe(200);
      const invalidation = answer.body.invalidation as InvalidationResult;
      expect(invalidation).toMatchObject({
        id: "I-EXACT",
        fallback: true,
        leftToExpire: ["/search/*", "/_next/data/b1d/search.json*"],
      });
      expect(invalidation.paths).toEqual(
        expect.arrayContaining([post, "/", "/media-centre/press-releases/?page=1"]),
      );
      const last = cloudFront.commandCalls(CreateInvalidationCommand).at(-1)!.args[0].input;
      expect(last.InvalidationBatch?.Paths?.Items).toEqual(invalidation.paths);
      expect(last.InvalidationBatch?.CallerReference).toMatch(/^publish:\d+:delivery-\d+:exact$/);
    });

    it("a menu's answers 503 with Retry-After: no exact path stands in for /*, the sender retries", async () => {
      const { webhook } = site({ ...deployed, CDN_INVALIDATION: "paths" });
      const answer = await handleWebhook(
        delivery({ changes: [{ type: "menus" }] }),
        withQuickRetries(webhook),
      );
      expect(answer).toMatchObject({
        status: 503,
        headers: { "retry-after": "60" },
        body: { invalidation: { error: "the CDN invalidation failed" } },
      });
    });
  });
});

describe("with several server instances (deployed: Lambda containers, each with its own cache)", () => {
  /** The shared log in memory: what DynamoDB holds for the stage. */
  function sharedLog(): PurgeLog<PurgeSelector> {
    const purges: LoggedPurge<PurgeSelector>[] = [];
    return {
      append: async (purge) => void purges.push(purge),
      since: async (sinceMs) => purges.filter((purge) => purge.at > sinceMs),
    };
  }

  function instance(
    log: PurgeLog<PurgeSelector>,
    steps: string[] = [],
    env: Record<string, string> = {},
  ) {
    const settings = readSettings({
      CMS_GRAPHQL_URL: service.graphqlUrl,
      CMS_WEBHOOK_SECRET: SECRET,
      ...env,
    });
    const cms = createServerCms(settings, { log: quiet, purgeLog: log });
    const webhook: WebhookDependencies = {
      ...createWebhookDependencies(settings.publish, {
        purge: (selector) => cms.cache.purge(selector),
        cms: (options) => cms.session(options),
        purgeLog: log,
        secrets: envSecrets,
        buildId: () => "b1d",
      }),
      invalidator: {
        target: "recorded",
        invalidate: async ({ paths }) => {
          steps.push("invalidate the CDN");
          return { id: "I1", paths: [...paths], fallback: false };
        },
      },
      log: quiet,
    };
    return { cms, webhook };
  }

  it("records the purge, waits for every instance to look, then invalidates the CDN", async () => {
    const steps: string[] = [];
    const log = sharedLog();
    const recording: PurgeLog<PurgeSelector> = {
      append: async (purge) => {
        steps.push("record the purge");
        await log.append(purge);
      },
      since: log.since,
    };
    const { webhook } = instance(recording, steps);
    const answer = await handleWebhook(delivery({ changes: [{ type: "menus" }] }), {
      ...webhook,
      purgeLog: {
        ...webhook.purgeLog!,
        sleep: async (ms) => void steps.push(`wait ${ms} ms`),
      },
    });
    expect(answer.status).toBe(200);
    expect(steps).toEqual([
      "record the purge",
      `wait ${PURGE_PROPAGATION_MS} ms`,
      "invalidate the CDN",
    ]);
    expect(PURGE_PROPAGATION_MS).toBeGreaterThan(PURGE_CHECK_INTERVAL_MS);
  });

  it("answers 503 with Retry-After, and leaves the CDN alone, when the purge cannot be recorded", async () => {
    const steps: string[] = [];
    const failing: PurgeLog<PurgeSelector> = {
      append: async () => {
        throw new Error("ProvisionedThroughputExceededException");
      },
      since: async () => [],
    };
    const { webhook } = instance(failing, steps);
    const answer = await handleWebhook(
      delivery({ changes: [{ type: "menus" }] }, { id: "unrecorded-delivery" }),
      webhook,
    );
    expect(answer.status).toBe(503);
    expect(answer.headers?.["retry-after"]).toMatch(/^\d+$/);
    // This instance's cache is purged, and the answer says so.
    expect(answer.body).toEqual({
      deliveryId: "unrecorded-delivery",
      purged: { tags: ["menus"], entries: 0 },
      error: "other server instances could not be told",
    });
    expect(steps).toEqual([]);
  });

  describe("a captured delivery replayed to another instance", () => {
    // The stage's table, as DynamoDB keeps it: an item per key, and a conditional write that
    // fails when the item exists.
    const dynamo = mockClient(DynamoDBClient);
    const items = new Set<string>();
    beforeEach(() => {
      items.clear();
      dynamo.on(PutItemCommand).callsFake((input: PutItemCommandInput) => {
        const key = `${input.Item?.log?.S}|${input.Item?.at?.S}`;
        if (input.ConditionExpression === "attribute_not_exists(#log)" && items.has(key)) {
          throw new ConditionalCheckFailedException({
            message: "The conditional request failed",
            $metadata: { httpStatusCode: 400 },
          });
        }
        items.add(key);
        return {};
      });
    });
    afterEach(() => dynamo.reset());
    afterAll(() => dynamo.restore());

    const deployed = { CMS_PURGE_LOG_TABLE: "corus-site-CmsPurgeLog" };
    const withoutWaiting = (webhook: WebhookDependencies, log = quiet) => ({
      ...webhook,
      purgeLog: { ...webhook.purgeLog!, sleep: async () => {} },
      log,
    });

    it("is refused there too: every instance claims the id in the stage's table first", async () => {
      const log = sharedLog();
      const first = instance(log, [], deployed);
      const second = instance(log, [], deployed);
      const captured = delivery({ changes: [{ type: "menus" }] }, { id: "captured-delivery" });
      const warn = vi.fn();
      expect((await handleWebhook(captured, withoutWaiting(first.webhook))).status).toBe(200);
      expect(
        await handleWebhook(captured, withoutWaiting(second.webhook, { ...quiet, warn })),
      ).toEqual({ status: 401, body: { error: "unauthorized" } });
      expect(warn).toHaveBeenCalledWith(
        "revalidate: refused: delivery id seen before by another server instance (replay)",
        { delivery_id: "captured-delivery" },
      );
      expect(
        dynamo.commandCalls(PutItemCommand).map((call) => call.args[0].input.Item?.log),
      ).toEqual([{ S: "delivery#captured-delivery" }, { S: "delivery#captured-delivery" }]);
    });

    it("a new delivery id (a sender's retry) is taken by any instance", async () => {
      const log = sharedLog();
      const first = instance(log, [], deployed);
      const second = instance(log, [], deployed);
      const body = { changes: [{ type: "menus" }] };
      expect((await handleWebhook(delivery(body), withoutWaiting(first.webhook))).status).toBe(200);
      expect((await handleWebhook(delivery(body), withoutWaiting(second.webhook))).status).toBe(
        200,
      );
    });

    it("answers 503 with Retry-After, purging nothing, when the table cannot say", async () => {
      dynamo.on(PutItemCommand).rejects(new Error("ServiceUnavailable"));
      const purges: PurgeSelector[] = [];
      const { webhook } = instance(sharedLog(), [], deployed);
      const answer = await handleWebhook(delivery({ changes: [{ type: "menus" }] }), {
        ...withoutWaiting(webhook),
        purge: (selector) => (purges.push(selector), 0),
      });
      expect(answer.status).toBe(503);
      expect(answer.headers).toEqual({ "retry-after": "60" });
      expect(purges).toEqual([]);
    });
  });

  it("a publish received by one instance reaches the others' caches within the interval", async () => {
    const log = sharedLog();
    const receiver = instance(log);
    const other = instance(log);
    await readLikeTheSite(receiver.cms);
    await readLikeTheSite(other.cms);
    service.controls!.reset();

    const answer = await handleWebhook(
      delivery({ changes: [{ type: "page", uris: ["/about-corus/"] }] }),
      {
        ...receiver.webhook,
        purgeLog: { ...receiver.webhook.purgeLog!, sleep: async () => {} },
      },
    );
    expect(answer.status).toBe(200);
    service.controls!.reset();
    // The other instance looks at the log at most once per interval.
    await new Promise((resolve) => setTimeout(resolve, PURGE_CHECK_INTERVAL_MS + 100));
    await readLikeTheSite(other.cms);
    // As on the receiving instance: the page's node and lookup, and the sitemap.
    expect(service.controls!.operations()).toEqual({
      AppQuery: 1,
      NodeByUri: 1,
      SitemapPages: 1,
      SitemapPosts: 1,
    });
  });
});

// The preview link end to end without a browser: the content service's Preview button signs a
// token, startPreview checks it, uses it up and finds the post through the site's WordPress
// account.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startContentService, type ContentService } from "@corus/content-service/src/server.ts";
import { createServerCms } from "../cms/setup";
import { memoryReplayGuard } from "../storage/replay-guard/memory";
import { readSettings } from "../settings";
import { startPreview, type PreviewStartDependencies } from "./start";
import { signPreviewToken } from "@corus/site-rules/preview-token";

const SECRET = "preview-secret-for-tests";
/** The site's clock for these tests: the Preview button signs with the real one. */
const NOW = Date.now();
const EDITOR = { user: "site-previews", appPassword: "abcd efgh ijkl mnop qrst uvwx" };
let service: ContentService;
let deps: PreviewStartDependencies;
const log = { warn: vi.fn(), error: vi.fn() };

beforeAll(async () => {
  service = await startContentService({
    port: 0,
    host: "127.0.0.1",
    auth: EDITOR,
    preview: { url: "http://127.0.0.1:9/api/preview/", secret: SECRET },
  });
  const settings = readSettings({
    CMS_GRAPHQL_URL: service.graphqlUrl,
    CMS_AUTH_USER: EDITOR.user,
    CMS_AUTH_APP_PASSWORD: EDITOR.appPassword,
  });
  const cms = createServerCms(settings, {
    log: { info: () => {}, warn: () => {}, error: () => {} },
  });
  const guard = memoryReplayGuard();
  deps = {
    secret: async () => SECRET,
    cms: () => cms.session({ preview: true }),
    claimNonce: async (nonce, untilMs) => guard.firstUse(nonce, untilMs, Date.now()),
    lifetimeSeconds: 900,
    now: () => NOW,
    log,
  };
});
afterAll(() => service.close());

/** A token from the stand-in's Preview button, as WordPress's would arrive. */
async function pressPreview(databaseId: number): Promise<string> {
  const response = await fetch(`${service.url}/wp-admin/preview?p=${databaseId}`, {
    redirect: "manual",
  });
  return new URL(response.headers.get("location")!).searchParams.get("token")!;
}

const get = (token: unknown, overrides: Partial<PreviewStartDependencies> = {}) =>
  startPreview({ method: "GET", token }, { ...deps, ...overrides });

describe("startPreview", () => {
  it("opens a draft at a preview path of its own (it has no URI yet), granting it alone", async () => {
    expect(await get(await pressPreview(1044))).toEqual({
      status: 307,
      location: "/preview/1044/",
      grant: { databaseId: 1044, postType: "post", expiresAtMs: NOW + 900_000 },
    });
  });

  it("opens a French draft in the French directory, so it shows in French", async () => {
    expect(await get(await pressPreview(11044))).toEqual({
      status: 307,
      location: "/fr/preview/11044/",
      grant: { databaseId: 11044, postType: "post", expiresAtMs: NOW + 900_000 },
    });
  });

  it("opens pending changes of a published page at the page's URI", async () => {
    expect(await get(await pressPreview(102))).toEqual({
      status: 307,
      location: "/about-corus/our-values/",
      grant: { databaseId: 102, postType: "page", expiresAtMs: NOW + 900_000 },
    });
  });

  it("opens a scheduled post at its preview path: it has no permalink until it is published", async () => {
    expect(await get(await pressPreview(1045))).toMatchObject({
      status: 307,
      location: "/preview/1045/",
    });
  });

  it("refuses a token another server instance used already (the shared ledger said no)", async () => {
    const answer = await get(await pressPreview(1044), { claimNonce: async () => false });
    expect(answer).toMatchObject({ status: 401 });
    expect(log.warn).toHaveBeenLastCalledWith("preview: refused: token already used");
  });

  it("answers 503 when the shared ledger cannot say whether a token was used", async () => {
    const answer = await get(await pressPreview(1044), {
      claimNonce: () => Promise.reject(new Error("ProvisionedThroughputExceededException")),
    });
    expect(answer).toMatchObject({ status: 503 });
  });

  it("reports WordPress answering as anonymous as a configuration error, not a missing post", async () => {
    const wrong = createServerCms(
      readSettings({
        CMS_GRAPHQL_URL: service.graphqlUrl,
        CMS_AUTH_USER: EDITOR.user,
        CMS_AUTH_APP_PASSWORD: "a revoked password",
      }),
      { log: { info: () => {}, warn: () => {}, error: () => {} } },
    );
    const answer = await get(await pressPreview(1044), {
      cms: () => wrong.session({ preview: true }),
    });
    expect(answer).toMatchObject({ status: 503 });
    expect(log.error).toHaveBeenLastCalledWith(
      expect.stringContaining(
        "WordPress answered as anonymous: CMS_AUTH_USER and CMS_AUTH_APP_PASSWORD were not accepted",
      ),
    );
  });

  it("answers 503 naming the settings when no WordPress account is configured", async () => {
    const none = createServerCms(readSettings({ CMS_GRAPHQL_URL: service.graphqlUrl }), {
      log: { info: () => {}, warn: () => {}, error: () => {} },
    });
    const answer = await get(await pressPreview(1044), {
      cms: () => none.session({ preview: true }),
    });
    expect(answer).toMatchObject({ status: 503 });
    expect(log.error).toHaveBeenLastCalledWith(expect.stringContaining("CMS_AUTH_USER"));
  });

  it("refuses a token used once already, and logs why", async () => {
    const token = await pressPreview(1044);
    expect((await get(token)).status).toBe(307);
    expect(await get(token)).toMatchObject({ status: 401 });
    expect(log.warn).toHaveBeenLastCalledWith("preview: refused: token already used");
  });

  it.each([
    ["a post signed as a page", 1044, "page"],
    ["a page signed as a post", 102, "post"],
    ["an id with no post", 999_999, "post"],
  ])("refuses %s", async (_, databaseId, postType) => {
    const token = signPreviewToken(
      SECRET,
      { databaseId, postType },
      Math.floor(NOW / 1000) + 300,
      "ab".repeat(16),
    );
    expect(await get(token)).toMatchObject({ status: 401 });
  });

  it.each([undefined, "", ["a", "b"], "1044.post.1.2.3"])("refuses the token %j", async (token) => {
    expect(await get(token)).toMatchObject({ status: 401 });
  });

  it("answers 503 without a secret, and never accepts an unsigned link", async () => {
    expect(await get(await pressPreview(1044), { secret: async () => undefined })).toMatchObject({
      status: 503,
    });
    expect(log.error).toHaveBeenLastCalledWith(expect.stringContaining("CMS_PREVIEW_SECRET"));
  });

  it("answers 405 to anything but GET", async () => {
    const answer = await startPreview({ method: "POST", token: await pressPreview(1044) }, deps);
    expect(answer.status).toBe(405);
  });
});

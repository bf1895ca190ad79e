// The preview link end to end without a browser: the content service's Preview button signs a
// token, startPreview checks it and finds the post through the server's CMS credentials.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startContentService, type ContentService } from "../../../content-service/src/server.ts";
import { createServerCms } from "../cms/setup";
import { createReplayGuard } from "../security/replay-guard";
import { readSettings } from "../settings";
import { startPreview, type PreviewStartDependencies } from "./start";
import { signPreviewToken } from "./token";

const SECRET = "preview-secret-for-tests";
const CLIENT = { clientId: "site", clientSecret: "client-secret" };
let service: ContentService;
let deps: PreviewStartDependencies;
const log = { warn: vi.fn(), error: vi.fn() };

beforeAll(async () => {
  service = await startContentService({
    port: 0,
    host: "127.0.0.1",
    auth: { ...CLIENT, tokenTtlSeconds: 600 },
    preview: { url: "http://127.0.0.1:9/api/preview/", secret: SECRET },
  });
  const settings = readSettings({
    CMS_GRAPHQL_URL: service.graphqlUrl,
    CMS_AUTH_TOKEN_URL: `${service.url}/oauth/token`,
    CMS_AUTH_CLIENT_ID: CLIENT.clientId,
    CMS_AUTH_CLIENT_SECRET: CLIENT.clientSecret,
  });
  const cms = createServerCms(settings, { log: { info: () => {}, error: () => {} } });
  deps = {
    secret: async () => SECRET,
    cms: () => cms.session({ preview: true }),
    replayGuard: createReplayGuard(),
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
  it("opens a draft at a preview path of its own (it has no URI yet)", async () => {
    expect(await get(await pressPreview(1044))).toEqual({
      status: 307,
      location: "/preview/1044/",
    });
  });

  it("opens pending changes of a published page at the page's URI", async () => {
    expect(await get(await pressPreview(102))).toEqual({
      status: 307,
      location: "/about-corus/our-values/",
    });
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
      Math.floor(Date.now() / 1000) + 300,
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

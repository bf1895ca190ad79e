// The stand-in's Preview button, which sends the editor to the site with a signed token, as the
// must-use plugin does in WordPress. Who may read what it opens: who-sees-what.test.ts.
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startContentService, type ContentService } from "../src/server.ts";

const DRAFT_ID = 1044;
const REVISED_PAGE_ID = 102;
const PREVIEW_SECRET = "preview-secret-for-tests";

let service: ContentService;

beforeAll(async () => {
  service = await startContentService({
    port: 0,
    host: "127.0.0.1",
    preview: { url: "http://127.0.0.1:9/api/preview/", secret: PREVIEW_SECRET },
  });
});
afterAll(() => service.close());

describe("the Preview button (GET /wp-admin/preview?p=)", () => {
  const press = (p: string) =>
    fetch(`${service.url}/wp-admin/preview?p=${p}`, { redirect: "manual" });

  it("sends the editor to the site's preview URL with a token signed for the post", async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await press(String(DRAFT_ID));
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe("http://127.0.0.1:9/api/preview/");
    const [id, type, expires, nonce, signature] = location.searchParams.get("token")!.split(".");
    expect([id, type]).toEqual([String(DRAFT_ID), "post"]);
    expect(Number(expires) - before).toBeGreaterThanOrEqual(299);
    expect(Number(expires) - before).toBeLessThanOrEqual(301);
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    const expected = createHmac("sha256", PREVIEW_SECRET)
      .update(`preview:${id}.${type}.${expires}.${nonce}`)
      .digest("hex");
    expect(signature).toBe(expected);
  });

  it("signs a new token each time, and names a page's type", async () => {
    const tokens = await Promise.all(
      [REVISED_PAGE_ID, REVISED_PAGE_ID].map(async (id) =>
        new URL((await press(String(id))).headers.get("location")!).searchParams.get("token"),
      ),
    );
    expect(tokens[0]!.split(".")[1]).toBe("page");
    expect(tokens[0]).not.toBe(tokens[1]);
  });

  it.each(["999999", "abc", ""])("answers 404 for %j", async (p) => {
    expect((await press(p)).status).toBe(404);
  });

  it("lists what can be previewed", async () => {
    const response = await fetch(`${service.url}/wp-admin/preview`);
    const html = await response.text();
    expect(html).toContain(`/wp-admin/preview?p=${DRAFT_ID}`);
    expect(html).toContain(`/wp-admin/preview?p=${REVISED_PAGE_ID}`);
  });
});

// OpenNext's image function, the deployed side of next/image, run locally as Lambda runs it
// behind CloudFront's /_next/image behaviour, against the real content service. Its sharp
// is built for arm64 Linux (the Lambda's); where that cannot load (this x64 machine) Next
// serves the CMS's original, so resizing itself is checked by the browser tests on
// `next start`, and here what the bundle holds and what it lets through.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startContentService, type ContentService } from "@corus/content-service/src/server.ts";
import { mediaImagesConfig } from "@corus/web/lib/images/media-config.ts";
import { readSettings } from "@corus/web/lib/settings.ts";
import { functionUrlEvent, type FunctionUrlResult } from "../../scripts/lib/lambda-event.ts";
import { WEB_DIR } from "./global-setup.ts";

type Handler = (event: object, context: object) => Promise<FunctionUrlResult>;

const IMAGE_FUNCTION = path.join(WEB_DIR, ".open-next/image-optimization-function");

/** The media origin the bundle was built for: the local default, whose port it pins. */
const BUILT_MEDIA_ORIGIN = new URL(readSettings({}).cmsMediaOrigin);

let service: ContentService;
/** The same content on another port of the CMS's host. */
let otherPort: ContentService;
let handler: Handler;

beforeAll(async () => {
  service = await startContentService({
    port: Number(BUILT_MEDIA_ORIGIN.port),
    host: BUILT_MEDIA_ORIGIN.hostname,
  });
  otherPort = await startContentService({ port: 0, host: BUILT_MEDIA_ORIGIN.hostname });
  // Where the function would read the site's own images (public/); CMS images are fetched.
  vi.stubEnv("BUCKET_NAME", "site-assets");
  vi.stubEnv("BUCKET_KEY_PREFIX", "_assets");
  ({ handler } = (await import(pathToFileURL(path.join(IMAGE_FUNCTION, "index.mjs")).href)) as {
    handler: Handler;
  });
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await service.close();
  await otherPort.close();
});

function optimize(url: string, width = 640) {
  const query = new URLSearchParams({ url, w: String(width), q: "75" });
  return handler(
    functionUrlEvent({
      rawPath: "/_next/image/",
      rawQueryString: query.toString(),
      headers: { accept: "image/avif,image/webp,image/*,*/*;q=0.8" },
    }),
    {},
  );
}

describe("the OpenNext image function", () => {
  it("serves a CMS upload, cacheable, and varies by the formats the browser accepts", async () => {
    const original = readFileSync(
      path.join(WEB_DIR, "../content-service/uploads/images/hero-home.jpg"),
    );
    const result = await optimize(`${service.url}/wp-content/uploads/images/hero-home.jpg`);
    expect(result.statusCode).toBe(200);
    expect(result.headers["content-type"]).toMatch(/^image\/(webp|jpeg)$/);
    expect(result.headers.vary).toBe("Accept");
    expect(result.headers["cache-control"]).toMatch(/^public,max-age=\d+/);
    // Named by its upload, so a media change purges every width and quality made from it.
    expect(result.headers["cache-tag"]).toBe("media:/wp-content/uploads/images/hero-home.jpg");
    const body = Buffer.from(result.body, result.isBase64Encoded ? "base64" : "utf8");
    // The original here (x64), a resized WebP on the Lambda: an image either way.
    expect(body.length).toBeGreaterThan(1000);
    expect(body.length).toBeLessThanOrEqual(original.length);
  });

  it.each([
    ["another host", () => "https://images.example.net/wp-content/uploads/images/hero-home.jpg"],
    ["a CMS path outside the uploads", () => `${service.url}/graphql`],
    [
      "the uploads on another port of the CMS's host",
      () => `${otherPort.url}/wp-content/uploads/images/hero-home.jpg`,
    ],
  ])("refuses %s", async (_what, url) => {
    const result = await optimize(url());
    expect(result.statusCode).toBe(400);
  });

  it("holds the image settings the site's settings give, for the CMS's media host", () => {
    const { config } = JSON.parse(
      readFileSync(path.join(IMAGE_FUNCTION, ".next/required-server-files.json"), "utf8"),
    ) as { config: { images: Record<string, unknown> } };
    // Built with the local defaults: the content service on the loopback interface.
    const expected = mediaImagesConfig(readSettings({}).cmsMediaOrigin);
    expect(config.images).toMatchObject(expected);
    expect(expected.dangerouslyAllowLocalIP).toBe(true);
  });

  it("bundles sharp with libvips for the Lambda's arm64 Linux", () => {
    const modules = path.join(IMAGE_FUNCTION, "node_modules");
    const sharp = JSON.parse(readFileSync(path.join(modules, "sharp/package.json"), "utf8")) as {
      version: string;
    };
    expect(sharp.version).toBe("0.34.5");
    expect(existsSync(path.join(modules, "@img/sharp-linux-arm64"))).toBe(true);
    expect(existsSync(path.join(modules, "@img/sharp-libvips-linux-arm64"))).toBe(true);
  });
});

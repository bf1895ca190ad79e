// The content service's settings: the editor side's (content folder, watching, webhook).
import { describe, expect, it } from "vitest";
import { readSettings } from "../src/settings.ts";

describe("readSettings", () => {
  it("watches the package's content and tells no site by default", () => {
    expect(readSettings({})).toMatchObject({
      contentDir: undefined,
      watch: true,
      publish: undefined,
    });
  });

  it("reads the content folder, watching and the webhook", () => {
    expect(
      readSettings({
        CONTENT_SERVICE_CONTENT_DIR: "/tmp/content",
        CONTENT_SERVICE_WATCH: "false",
        CONTENT_SERVICE_WEBHOOK_URL: "http://127.0.0.1:3000/api/revalidate/",
        CONTENT_SERVICE_WEBHOOK_SECRET: "s3cret",
      }),
    ).toMatchObject({
      contentDir: "/tmp/content",
      watch: false,
      publish: { url: "http://127.0.0.1:3000/api/revalidate/", secret: "s3cret" },
    });
  });

  it.each([
    [{ CONTENT_SERVICE_WATCH: "yes" }, 'CONTENT_SERVICE_WATCH must be "true" or "false"'],
    [
      { CONTENT_SERVICE_WEBHOOK_URL: "http://127.0.0.1:3000/api/revalidate/" },
      "CONTENT_SERVICE_WEBHOOK_SECRET must be set too",
    ],
    [{ CONTENT_SERVICE_WEBHOOK_SECRET: "s3cret" }, "CONTENT_SERVICE_WEBHOOK_URL must be set too"],
    [
      { CONTENT_SERVICE_WEBHOOK_URL: "localhost:3000", CONTENT_SERVICE_WEBHOOK_SECRET: "s" },
      "CONTENT_SERVICE_WEBHOOK_URL must be an http(s) URL",
    ],
  ])("names the variable that is wrong: %j", (env, message) => {
    expect(() => readSettings(env)).toThrow(message);
  });
});

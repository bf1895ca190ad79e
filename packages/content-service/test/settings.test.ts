// The content service's settings: where it listens, its auth mode and test controls, and the
// editor side's (content folder, watching, webhook, preview); each bad value named with what it got.
import { describe, expect, it } from "vitest";
import { readSettings } from "../src/settings.ts";

/** As `npm start` makes them: 64 hex characters. */
const SIGNING_SECRET = "0c1d2e3f4a5b6c7d".repeat(4);

describe("readSettings", () => {
  it("listens on 127.0.0.1:4000 without auth or test controls by default", () => {
    expect(readSettings({})).toEqual({
      port: 4000,
      host: "127.0.0.1",
      publicUrl: undefined,
      auth: undefined,
      testControls: false,
      contentDir: undefined,
      watch: true,
      publish: undefined,
      preview: undefined,
    });
  });

  it("reads the address, the public URL, auth and test controls", () => {
    expect(
      readSettings({
        CONTENT_SERVICE_PORT: "0",
        CONTENT_SERVICE_HOST: "0.0.0.0",
        CONTENT_SERVICE_PUBLIC_URL: "http://cms.local:4000",
        CONTENT_SERVICE_AUTH_USER: "site-previews",
        CONTENT_SERVICE_AUTH_APP_PASSWORD: "abcd efgh ijkl mnop qrst uvwx",
        CONTENT_SERVICE_TEST_CONTROLS: "true",
      }),
    ).toEqual({
      port: 0,
      host: "0.0.0.0",
      publicUrl: "http://cms.local:4000",
      auth: { user: "site-previews", appPassword: "abcd efgh ijkl mnop qrst uvwx" },
      testControls: true,
      watch: true,
    });
  });

  it("reads an empty value as unset", () => {
    expect(readSettings({ CONTENT_SERVICE_PORT: "", CONTENT_SERVICE_AUTH_USER: "" })).toMatchObject(
      { port: 4000, auth: undefined },
    );
  });

  it.each([
    [
      { CONTENT_SERVICE_PORT: "70000" },
      'CONTENT_SERVICE_PORT must be a port number (0-65535), got "70000"',
    ],
    [
      { CONTENT_SERVICE_PORT: "http" },
      'CONTENT_SERVICE_PORT must be a port number (0-65535), got "http"',
    ],
    [
      { CONTENT_SERVICE_PUBLIC_URL: "http://cms.local:4000/graphql" },
      'CONTENT_SERVICE_PUBLIC_URL must be an origin like http://127.0.0.1:4000, got "http://cms.local:4000/graphql"',
    ],
    [
      { CONTENT_SERVICE_AUTH_USER: "site-previews" },
      "CONTENT_SERVICE_AUTH_APP_PASSWORD must be set too: auth needs both the user and the Application Password",
    ],
    [
      { CONTENT_SERVICE_AUTH_APP_PASSWORD: "abcd efgh ijkl mnop qrst uvwx" },
      "CONTENT_SERVICE_AUTH_USER must be set too: auth needs both the user and the Application Password",
    ],
    [
      { CONTENT_SERVICE_TEST_CONTROLS: "yes" },
      'CONTENT_SERVICE_TEST_CONTROLS must be "true" or "false", got "yes"',
    ],
    [
      { CONTENT_SERVICE_TEST_CONTROLS: "true", NODE_ENV: "production" },
      "CONTENT_SERVICE_TEST_CONTROLS cannot be enabled when NODE_ENV=production",
    ],
  ])("names the variable that is wrong: %j", (env, message) => {
    expect(() => readSettings(env)).toThrow(new Error(message));
  });

  it("editor side: watches the package's content and tells no site by default", () => {
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
        CONTENT_SERVICE_WEBHOOK_SECRET: SIGNING_SECRET,
      }),
    ).toMatchObject({
      contentDir: "/tmp/content",
      watch: false,
      publish: { url: "http://127.0.0.1:3000/api/revalidate/", secret: SIGNING_SECRET },
    });
  });

  it.each([
    [{ CONTENT_SERVICE_WATCH: "yes" }, 'CONTENT_SERVICE_WATCH must be "true" or "false"'],
    [
      { CONTENT_SERVICE_WEBHOOK_URL: "http://127.0.0.1:3000/api/revalidate/" },
      "CONTENT_SERVICE_WEBHOOK_SECRET must be set too",
    ],
    [
      { CONTENT_SERVICE_WEBHOOK_SECRET: SIGNING_SECRET },
      "CONTENT_SERVICE_WEBHOOK_URL must be set too",
    ],
    [
      { CONTENT_SERVICE_PREVIEW_URL: "http://127.0.0.1:3000/api/preview/" },
      "CONTENT_SERVICE_PREVIEW_SECRET must be set too",
    ],
    [
      {
        CONTENT_SERVICE_PREVIEW_URL: "localhost:3000",
        CONTENT_SERVICE_PREVIEW_SECRET: SIGNING_SECRET,
      },
      "CONTENT_SERVICE_PREVIEW_URL must be an http(s) URL",
    ],
    [
      {
        CONTENT_SERVICE_WEBHOOK_URL: "localhost:3000",
        CONTENT_SERVICE_WEBHOOK_SECRET: SIGNING_SECRET,
      },
      "CONTENT_SERVICE_WEBHOOK_URL must be an http(s) URL",
    ],
  ])("names the variable that is wrong: %j", (env, message) => {
    expect(() => readSettings(env)).toThrow(message);
  });

  it.each([
    ["CONTENT_SERVICE_WEBHOOK_URL", "CONTENT_SERVICE_WEBHOOK_SECRET"],
    ["CONTENT_SERVICE_PREVIEW_URL", "CONTENT_SERVICE_PREVIEW_SECRET"],
  ])("refuses a %s signed with a secret under 32 characters, never showing it", (url, secret) => {
    const short = "s3cret-of-twenty-chars";
    const read = () => readSettings({ [url]: "http://127.0.0.1:3000/api/x/", [secret]: short });
    expect(read).toThrow(`${secret} must be at least 32 characters long, got ${short.length}`);
    expect(read).toThrow(expect.objectContaining({ message: expect.not.stringContaining(short) }));
  });
});

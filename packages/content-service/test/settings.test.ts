// The content service's settings: where it listens, its auth mode and test controls; each bad
// value named with what it got.
import { describe, expect, it } from "vitest";
import { readSettings } from "../src/settings.ts";

describe("readSettings", () => {
  it("listens on 127.0.0.1:4000 without auth or test controls by default", () => {
    expect(readSettings({})).toEqual({
      port: 4000,
      host: "127.0.0.1",
      publicUrl: undefined,
      auth: undefined,
      testControls: false,
    });
  });

  it("reads the address, the public URL, auth and test controls", () => {
    expect(
      readSettings({
        CONTENT_SERVICE_PORT: "0",
        CONTENT_SERVICE_HOST: "0.0.0.0",
        CONTENT_SERVICE_PUBLIC_URL: "http://cms.local:4000",
        CONTENT_SERVICE_AUTH_CLIENT_ID: "site",
        CONTENT_SERVICE_AUTH_CLIENT_SECRET: "s3cret",
        CONTENT_SERVICE_TOKEN_TTL_SECONDS: "60",
        CONTENT_SERVICE_TEST_CONTROLS: "true",
      }),
    ).toEqual({
      port: 0,
      host: "0.0.0.0",
      publicUrl: "http://cms.local:4000",
      auth: { clientId: "site", clientSecret: "s3cret", tokenTtlSeconds: 60 },
      testControls: true,
    });
  });

  it("reads an empty value as unset", () => {
    expect(
      readSettings({ CONTENT_SERVICE_PORT: "", CONTENT_SERVICE_AUTH_CLIENT_ID: "" }),
    ).toMatchObject({ port: 4000, auth: undefined });
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
      { CONTENT_SERVICE_AUTH_CLIENT_ID: "site" },
      "CONTENT_SERVICE_AUTH_CLIENT_SECRET must be set too: auth needs both client id and secret",
    ],
    [
      { CONTENT_SERVICE_AUTH_CLIENT_SECRET: "s3cret" },
      "CONTENT_SERVICE_AUTH_CLIENT_ID must be set too: auth needs both client id and secret",
    ],
    [
      { CONTENT_SERVICE_TOKEN_TTL_SECONDS: "0" },
      'CONTENT_SERVICE_TOKEN_TTL_SECONDS must be a whole number of seconds, got "0"',
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
});

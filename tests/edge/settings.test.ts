// The edge handler's one settings reader: defaults for local runs, each bad value named; and
// how the handler reads what the stack inlined.
import { describe, expect, it } from "vitest";
import { inlinedEdgeSettings } from "@corus/edge/src/inlined-settings.ts";
import { EdgeSettingsError, readEdgeSettings } from "@corus/edge/src/settings.ts";

describe("readEdgeSettings", () => {
  it("defaults to the embedded content service, a 600 ms lookup, a minute's cache and 5 s of failure memory", () => {
    expect(readEdgeSettings({})).toEqual({
      cmsGraphqlUrl: "http://127.0.0.1:4000/graphql",
      cmsHeaders: {},
      lookupTimeoutMs: 600,
      cacheSeconds: 60,
      failureSeconds: 5,
      metricsNamespace: "corus-site/local",
    });
  });

  it("sends the site's client name and version headers when they are set", () => {
    const settings = readEdgeSettings({
      CMS_CLIENT_NAME: "corus-web",
      CMS_CLIENT_VERSION: "1.2.3",
    });
    expect(settings.cmsHeaders).toEqual({
      "apollographql-client-name": "corus-web",
      "apollographql-client-version": "1.2.3",
    });
  });

  it.each<[Record<string, string>, RegExp]>([
    [{ CMS_GRAPHQL_URL: "cms.example.com/graphql" }, /CMS_GRAPHQL_URL must be an absolute/],
    [{ CMS_GRAPHQL_URL: "ftp://cms.example.com/" }, /CMS_GRAPHQL_URL/],
    [{ REDIRECT_LOOKUP_TIMEOUT_MS: "900" }, /REDIRECT_LOOKUP_TIMEOUT_MS must be .* from 1 to 800/],
    [{ REDIRECT_FAILURE_SECONDS: "301" }, /REDIRECT_FAILURE_SECONDS must be .* from 0 to 300/],
    [{ REDIRECT_LOOKUP_TIMEOUT_MS: "0" }, /REDIRECT_LOOKUP_TIMEOUT_MS/],
    [{ REDIRECT_CACHE_SECONDS: "1.5" }, /REDIRECT_CACHE_SECONDS must be a whole number/],
    [{ REDIRECT_CACHE_SECONDS: "-1" }, /REDIRECT_CACHE_SECONDS/],
    [{ METRICS_NAMESPACE: "corus site" }, /METRICS_NAMESPACE must be a CloudWatch namespace/],
  ])("refuses %j", (env, message) => {
    expect(() => readEdgeSettings(env)).toThrow(message);
  });
});

describe("readEdgeSettings: what a wrong environment is told", () => {
  it("names every wrong variable at once, with the value it got", () => {
    expect(() =>
      readEdgeSettings({ CMS_GRAPHQL_URL: "ftp://cms.example.com/", REDIRECT_CACHE_SECONDS: "-1" }),
    ).toThrow(
      new EdgeSettingsError(
        'CMS_GRAPHQL_URL must be an absolute http(s) URL, got "ftp://cms.example.com/"; ' +
          'REDIRECT_CACHE_SECONDS must be a whole number from 0 to 86400, got "-1"',
      ),
    );
  });

  it("reads an empty value as unset", () => {
    expect(readEdgeSettings({ CMS_GRAPHQL_URL: "", REDIRECT_LOOKUP_TIMEOUT_MS: "" })).toEqual(
      readEdgeSettings({}),
    );
  });
});

describe("inlinedEdgeSettings", () => {
  it("hands the handler the settings the stack inlined, as the reader returned them", () => {
    const settings = readEdgeSettings({
      CMS_CLIENT_NAME: "corus-web",
      REDIRECT_CACHE_SECONDS: "30",
    });
    expect(inlinedEdgeSettings({ EDGE_SETTINGS: JSON.stringify(settings) })).toEqual(settings);
  });

  it("names the variable when the stack inlined none", () => {
    expect(() => inlinedEdgeSettings({})).toThrow(/^EDGE_SETTINGS is not set/);
  });
});

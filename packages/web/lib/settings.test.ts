import { describe, expect, it } from "vitest";
import { readSettings } from "./settings";

describe("readSettings", () => {
  it("defaults to the embedded content service", () => {
    expect(readSettings({})).toEqual({
      cmsGraphqlUrl: "http://127.0.0.1:4000/graphql",
      shellCacheSeconds: 60,
    });
  });

  it("reads a real WordPress endpoint", () => {
    const settings = readSettings({
      CMS_GRAPHQL_URL: "https://cms.example.com/graphql",
      SHELL_CACHE_SECONDS: "0",
    });
    expect(settings).toEqual({
      cmsGraphqlUrl: "https://cms.example.com/graphql",
      shellCacheSeconds: 0,
    });
  });

  it.each([
    [{ CMS_GRAPHQL_URL: "cms.example.com/graphql" }, /CMS_GRAPHQL_URL must be an absolute/],
    [{ CMS_GRAPHQL_URL: "ftp://cms.example.com/graphql" }, /CMS_GRAPHQL_URL must be an http/],
    [{ SHELL_CACHE_SECONDS: "soon" }, /SHELL_CACHE_SECONDS must be a whole number/],
  ])("names the variable that is wrong: %j", (env, message) => {
    expect(() => readSettings(env)).toThrow(message);
  });
});

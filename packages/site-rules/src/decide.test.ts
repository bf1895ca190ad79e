import { describe, expect, it } from "vitest";
import { decideRedirect, lookupPath, type RedirectionRecord } from "./decide.ts";
import { normalizePath } from "./normalize.ts";

const record = (target: string, code = 301): RedirectionRecord => ({
  target,
  code,
  origin: "/old/",
});

describe("decideRedirect", () => {
  // Dot segments resolve to "//evil.example", another host to a browser: the Location is the
  // path the browser would reach, on this site.
  it.each([
    ["/.//evil.example/", "/evil.example/"],
    ["/%2e//evil.example/", "/evil.example/"],
    ["/a/..//evil.example/", "/evil.example/"],
  ])("keeps the site path %j on this site", (target, location) => {
    expect(decideRedirect(record(target), "/old/")).toEqual({
      kind: "redirect",
      status: 301,
      location,
    });
  });

  it.each([301, 302, 303, 307, 308])("honours code %i", (code) => {
    expect(decideRedirect(record("/new/", code), "/old/")).toEqual({
      kind: "redirect",
      status: code,
      location: "/new/",
    });
  });

  it("renders the page when there is no record", () => {
    expect(decideRedirect(null, "/old/")).toEqual({ kind: "none" });
    expect(decideRedirect(undefined, "/old/")).toEqual({ kind: "none" });
  });

  it.each<[string, RedirectionRecord, RegExp]>([
    ["a success code", record("/new/", 200), /code 200 is not a redirect/],
    ["a not-modified code", record("/new/", 304), /code 304/],
    ["no code", { target: "/new/", code: null }, /code null/],
    ["an empty target", record(""), /no target/],
    [
      "a javascript: target",
      record("javascript:alert(1)"),
      /neither an http\(s\) URL nor a site path/,
    ],
    ["a data: target", record("data:text/html,<script>"), /neither/],
    ["a protocol-relative target", record("//evil.example/"), /neither/],
    ["a triple-slash target", record("///evil.example/"), /neither/],
    ["a relative target", record("new-page/"), /neither/],
    ["a CRLF header injection", record("/new/\r\nSet-Cookie: a=b"), /control characters/],
    ["a tab", record("/new/\tx"), /control characters/],
    ["a backslash host trick", record("/\\evil.example"), /backslashes/],
    ["a space", record("https://example.com/a b"), /spaces/],
    ["the requested URL itself", record("/old/"), /loop/],
    ["the requested URL without its slash", record("/old"), /loop/],
  ])("ignores %s", (_name, input, reason) => {
    const decision = decideRedirect(input, "/old/");
    expect(decision.kind).toBe("ignored");
    expect(decision.kind === "ignored" && decision.reason).toMatch(reason);
  });

  it("sees a loop through percent-encoding case, and not through letter case", () => {
    expect(decideRedirect(record("/caf%C3%A9/"), "/caf%c3%a9/?x=1").kind).toBe("ignored");
    expect(decideRedirect(record("/Old/"), "/old/").kind).toBe("redirect");
  });

  it("sees a loop through an absolute URL on the site's own origin", () => {
    const options = { siteOrigin: "https://www.example.com" };
    expect(decideRedirect(record("https://www.example.com/old"), "/old/?x=1", options).kind).toBe(
      "ignored",
    );
    expect(decideRedirect(record("https://other.example/old/"), "/old/", options).kind).toBe(
      "redirect",
    );
  });

  it("percent-encodes characters a Location header cannot hold", () => {
    const decision = decideRedirect(record("/café/日本/"), "/old/");
    expect(decision).toEqual({
      kind: "redirect",
      status: 301,
      location: "/caf%C3%A9/%E6%97%A5%E6%9C%AC/",
    });
  });

  it("accepts absolute http and https targets", () => {
    expect(decideRedirect(record("https://media.example.com/", 302), "/assets/")).toEqual({
      kind: "redirect",
      status: 302,
      location: "https://media.example.com/",
    });
    expect(decideRedirect(record("HTTP://example.com/x"), "/a/").kind).toBe("redirect");
  });

  it("carries the visitor's query string to a target without one", () => {
    const go = (target: string, url: string) => {
      const decision = decideRedirect(record(target), url);
      return decision.kind === "redirect" ? decision.location : decision.kind;
    };
    expect(go("/new/", "/old/?utm_source=mail")).toBe("/new/?utm_source=mail");
    expect(go("/new/#part", "/old/?a=1")).toBe("/new/?a=1#part");
    expect(go("/new/?keep=1", "/old/?a=1")).toBe("/new/?keep=1");
    expect(go("/new/", "/old/?")).toBe("/new/");
    expect(go("https://x.example/p", "/old/?a=1")).toBe("https://x.example/p?a=1");
  });
});

describe("lookupPath", () => {
  it.each([
    ["/old/?a=1", "/old/"],
    ["/old/#x", "/old/"],
    ["/old", "/old"],
    ["?a=1", "/"],
  ])("%s -> %s", (url, path) => {
    expect(lookupPath(url)).toBe(path);
  });
});

describe("normalizePath", () => {
  it.each([
    ["/about-corus", "/about-corus/"],
    ["about-corus/", "/about-corus/"],
    ["/about-corus/?x=1#top", "/about-corus/"],
    ["https://cms.example.com/about-corus", "/about-corus/"],
    ["/qu%c3%a9bec", "/qu%C3%A9bec/"],
    ["//double//slashes", "/double/slashes/"],
    ["", "/"],
    ["  /trimmed/  ", "/trimmed/"],
  ])("%j -> %s", (input, output) => {
    expect(normalizePath(input)).toBe(output);
  });
});

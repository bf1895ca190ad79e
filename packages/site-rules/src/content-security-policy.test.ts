import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, scriptHash } from "./content-security-policy.ts";

const sources = {
  mediaOrigin: "https://media.example.com",
  analyticsOrigins: ["https://tags.example.net"],
  frameOrigins: ["https://www.youtube.com"],
};

const directives = (policy: string) =>
  new Map(policy.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));

describe("contentSecurityPolicy", () => {
  it("allows the site, the media and analytics hosts, and the players, nothing else", () => {
    const policy = directives(contentSecurityPolicy(sources));
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("script-src")).toEqual(["'self'", "https://tags.example.net"]);
    // The browser never calls the CMS's GraphQL endpoint: pages get their data from the site.
    expect(policy.get("connect-src")).toEqual(["'self'", "https://tags.example.net"]);
    // data: for the stylesheet's own inline SVG icons, and nothing wider.
    expect(policy.get("img-src")).toEqual([
      "'self'",
      "data:",
      "https://media.example.com",
      "https://tags.example.net",
    ]);
    expect(policy.get("frame-src")).toEqual(["https://www.youtube.com"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
  });

  it("allows inline scripts by their hashes only", () => {
    const hash = scriptHash("window.x = 1;");
    const scripts = directives(contentSecurityPolicy(sources, [hash])).get("script-src");
    expect(scripts).toContain(hash);
    expect(scripts).not.toContain("'unsafe-inline'");
  });

  it("frames nothing when no player is allowed, and names each origin once", () => {
    const policy = directives(
      contentSecurityPolicy({
        ...sources,
        analyticsOrigins: ["https://media.example.com", "https://media.example.com"],
        frameOrigins: [],
      }),
    );
    expect(policy.get("frame-src")).toEqual(["'none'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "https://media.example.com"]);
  });
});

describe("scriptHash", () => {
  it("is the base64 SHA-256 of the script's text, quoted as a source", () => {
    const digest = createHash("sha256").update("alert(1)").digest("base64");
    expect(scriptHash("alert(1)")).toBe(`'sha256-${digest}'`);
  });
});

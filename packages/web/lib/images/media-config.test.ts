import { hasRemoteMatch } from "next/dist/shared/lib/match-remote-pattern";
import { describe, expect, it } from "vitest";
import { mediaImagesConfig } from "./media-config";

/** Whether Next's optimizer may fetch `url` under the configuration for `mediaUrl`. */
const fetchable = (mediaUrl: string, url: string) =>
  hasRemoteMatch([], mediaImagesConfig(mediaUrl).remotePatterns, new URL(url));

describe("mediaImagesConfig", () => {
  it("allows the CMS host's uploads and nothing private for a remote CMS", () => {
    expect(mediaImagesConfig("https://cms.example.com/graphql")).toEqual({
      remotePatterns: [
        {
          protocol: "https",
          hostname: "cms.example.com",
          port: "",
          pathname: "/wp-content/uploads/**",
        },
      ],
      dangerouslyAllowLocalIP: false,
    });
  });

  it.each<[string, string, boolean]>([
    ["http://127.0.0.1:4000/graphql", "http://127.0.0.1:4000/wp-content/uploads/a.jpg", true],
    ["http://127.0.0.1:4000/graphql", "http://127.0.0.1:4001/wp-content/uploads/a.jpg", false],
    ["http://127.0.0.1:4000/graphql", "http://127.0.0.1/wp-content/uploads/a.jpg", false],
    ["https://cms.example.com/graphql", "https://cms.example.com/wp-content/uploads/a.jpg", true],
    [
      "https://cms.example.com/graphql",
      "https://cms.example.com:443/wp-content/uploads/a.jpg",
      true,
    ],
    [
      "https://cms.example.com/graphql",
      "https://cms.example.com:8443/wp-content/uploads/a.jpg",
      false,
    ],
  ])("with the CMS at %s, lets Next's optimizer fetch %s: %s", (media, url, allowed) => {
    expect(fetchable(media, url)).toBe(allowed);
  });

  // Next checks the port only when the pattern names one ("" is the scheme's default).
  it.each([
    ["https://cms.example.com/graphql", ""],
    ["https://cms.example.com:443/graphql", ""],
    ["http://cms.example.com:80/", ""],
    ["https://cms.example.com:8443/graphql", "8443"],
    ["http://127.0.0.1:4000", "4000"],
  ])("pins the port of %s to %j", (url, port) => {
    expect(mediaImagesConfig(url).remotePatterns.map((pattern) => pattern.port)).toEqual([port]);
  });

  it.each(["http://127.0.0.1:4000", "http://localhost:4500/", "http://[::1]:4000"])(
    "lets the optimizer reach the local content service at %s",
    (url) => {
      expect(mediaImagesConfig(url).dangerouslyAllowLocalIP).toBe(true);
    },
  );

  it("does not take a private-looking name for loopback", () => {
    expect(mediaImagesConfig("http://localhost.example.com/").dangerouslyAllowLocalIP).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { mediaImagesConfig } from "./media-config";

describe("mediaImagesConfig", () => {
  it("allows the CMS host's uploads and nothing private for a remote CMS", () => {
    expect(mediaImagesConfig("https://cms.example.com/graphql")).toEqual({
      remotePatterns: [
        { protocol: "https", hostname: "cms.example.com", pathname: "/wp-content/uploads/**" },
      ],
      dangerouslyAllowLocalIP: false,
    });
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

import { describe, expect, it } from "vitest";
import { optimizerCacheTag } from "./optimizer-tag";

describe("optimizerCacheTag: the upload an optimizer answer was made from", () => {
  it.each([
    [
      "an upload on the CMS",
      "https://cms.example.com/wp-content/uploads/2026/01/ceo.jpg",
      "media:/wp-content/uploads/2026/01/ceo.jpg",
    ],
    [
      "any encoding of a name",
      "http://127.0.0.1:4000/wp-content/uploads/caf%c3%a9.jpg",
      "media:/wp-content/uploads/caf%C3%A9.jpg",
    ],
    [
      "a comma (the header's separator)",
      "/wp-content/uploads/a,b.jpg",
      "media:/wp-content/uploads/a%2Cb.jpg",
    ],
    [
      "the last of a repeated parameter",
      ["/x.png", "/wp-content/uploads/y.png"],
      "media:/wp-content/uploads/y.png",
    ],
    [
      "a name too long for CloudFront: every media change's stand-in",
      `/wp-content/uploads/${"a".repeat(300)}.jpg`,
      "media",
    ],
  ])("tags %s", (_name, url, tag) => {
    expect(optimizerCacheTag(url)).toBe(tag);
  });

  it.each([
    ["the site's own image", "/images/logo.svg"],
    ["a path out of the uploads", "/wp-content/uploads/../wp-config.php"],
    ["no source", undefined],
  ])("tags nothing for %s", (_name, url) => {
    expect(optimizerCacheTag(url)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { grantFromPreviewData, previewGrant } from "./grant";

const NOW = Date.UTC(2026, 10, 25, 6, 59, 0);

describe("previewGrant", () => {
  it("grants the one post for the preview's lifetime", () => {
    expect(previewGrant({ databaseId: 1044, postType: "post" }, NOW, 900)).toEqual({
      databaseId: 1044,
      postType: "post",
      expiresAtMs: NOW + 900_000,
    });
  });
});

describe("grantFromPreviewData", () => {
  const grant = { databaseId: 1044, postType: "post", expiresAtMs: NOW + 60_000 };

  it("reads a grant still running", () => {
    expect(grantFromPreviewData(grant, NOW)).toEqual(grant);
  });

  it.each<[string, unknown]>([
    ["the draft-mode cookie alone (Next gives {})", {}],
    ["no preview data", undefined],
    ["a string", "1044"],
    ["a grant that has ended", { ...grant, expiresAtMs: NOW }],
    ["an expiry that is not a number", { ...grant, expiresAtMs: "later" }],
    ["no post", { postType: "post", expiresAtMs: NOW + 60_000 }],
    ["a post id that is not a whole number", { ...grant, databaseId: 10.5 }],
    ["a post id of zero", { ...grant, databaseId: 0 }],
    ["a post type that is not WordPress's shape", { ...grant, postType: "Post Type" }],
  ])("grants nothing for %s", (_, data) => {
    expect(grantFromPreviewData(data, NOW)).toBeNull();
  });
});

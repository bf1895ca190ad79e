import { describe, expect, it } from "vitest";
import { fileLinkView } from "./file-link-view";

describe("fileLinkView", () => {
  it("classes a document and words its hint in the page's language", () => {
    expect(fileLinkView("/wp-content/uploads/q1.PDF?v=2", "fichier {type}")).toEqual({
      href: "/wp-content/uploads/q1.PDF?v=2",
      className: "link--document",
      type: "PDF",
      hint: "fichier PDF",
    });
  });

  it("leaves a link to no classed file without type or hint", () => {
    expect(fileLinkView("https://example.com/investors/", "{type} file")).toEqual({
      href: "https://example.com/investors/",
      className: "link--regular",
      type: null,
      hint: null,
    });
  });
});

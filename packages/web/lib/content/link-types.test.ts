import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  FILE_TYPE_BY_EXTENSION,
  fileExtensionOf,
  LINK_TYPES,
  linkClassName,
  linkTypeOf,
  type LinkType,
} from "./link-types";

describe("linkTypeOf: every file type of the table", () => {
  it.each<[string, LinkType]>([
    ["pdf", "document"],
    ["odf", "document"],
    ["doc", "document"],
    ["docx", "document"],
    ["ppt", "presentation"],
    ["pptx", "presentation"],
    ["wav", "audio"],
    ["mp3", "audio"],
    ["aac", "audio"],
    ["ogg", "audio"],
    ["flac", "audio"],
    ["mp4", "webcast"],
    ["mov", "webcast"],
    ["xls", "report"],
    ["xlsx", "report"],
    ["ods", "report"],
  ])("%s is a %s link, in any case, with or without query and fragment", (extension, type) => {
    const upper = extension.toUpperCase();
    for (const href of [
      `/wp-content/uploads/documents/q1-2025.${extension}`,
      `/wp-content/uploads/documents/Q1-2025.${upper}`,
      `https://cms.example.com/wp-content/uploads/q1.${extension}?ver=2`,
      `https://cms.example.com/q1.${upper}#page=3`,
      `//cdn.example.com/q1.${extension}?a=1&b=2#top`,
      `q1.${extension}`,
    ]) {
      expect(linkTypeOf(href), href).toBe(type);
    }
  });

  it("covers exactly the table's 16 extensions", () => {
    expect(Object.keys(FILE_TYPE_BY_EXTENSION)).toHaveLength(16);
  });
});

describe("linkTypeOf: odd hrefs", () => {
  it.each<[string, string, LinkType]>([
    ["a page", "/investor-relations/", "regular"],
    ["the empty string", "", "regular"],
    ["only spaces", "   ", "regular"],
    ["spaces around a file URL", "  /a/report.PDF  ", "document"],
    ["a page with a file name in the query", "/download?file=report.pdf", "regular"],
    ["a page with a file name in the fragment", "/investors.html#report.pdf", "regular"],
    ["a file with another file in the query", "/report.pdf?next=slides.pptx", "document"],
    ["a trailing slash after the file name", "/report.pdf/", "regular"],
    ["a double extension ending in zip", "/report.pdf.zip", "regular"],
    ["a double extension ending in pdf", "/archive.zip.pdf", "document"],
    ["a dot in a folder name only", "/v1.2/report", "regular"],
    ["a percent-encoded dot", "/report%2Epdf", "document"],
    ["a malformed percent escape", "/report%E0%A4%A.pdf", "document"],
    ["a unicode file name", "/rapport-trimestriel-é.PDF", "document"],
    ["a percent-encoded unicode file name", "/rapport-%C3%A9t%C3%A9.docx", "document"],
    ["a hidden file named like an extension", "/.pdf", "document"],
    ["an extension like Object.prototype's constructor", "/x.constructor", "regular"],
    ["an extension like __proto__", "/x.__proto__", "regular"],
    ["an extension like toString", "/x.toString", "regular"],
    ["a mailto address ending in .pdf", "mailto:report.pdf@example.com", "regular"],
    ["a tel link", "tel:+14165550100", "regular"],
    ["a javascript URL ending in .pdf", "javascript:alert(1)//x.pdf", "regular"],
    ["a data URL of a PDF", "data:application/pdf;base64,JVBERi0=", "regular"],
    ["an ftp file", "ftp://files.example.com/report.pdf", "regular"],
    ["a number-only extension", "/release.2025", "regular"],
    ["an unknown extension", "/logo.svg", "regular"],
    ["a near miss", "/slides.pptm", "regular"],
  ])("%s: %j -> %s", (_case, href, type) => {
    expect(linkTypeOf(href)).toBe(type);
  });
});

describe("fileExtensionOf", () => {
  it.each<[string, string | null]>([
    ["/a/Report.PDF?x=1#y", "pdf"],
    ["https://example.com/", null],
    ["https://example.com", null],
    ["/folder.d/readme", null],
    ["mailto:ir@example.com", null],
    ["http://[::1", null],
  ])("%j -> %j", (href, extension) => {
    expect(fileExtensionOf(href)).toBe(extension);
  });
});

describe("linkClassName", () => {
  it("spells each class with the type word", () => {
    expect(LINK_TYPES.map(linkClassName)).toEqual([
      "link--document",
      "link--presentation",
      "link--audio",
      "link--webcast",
      "link--report",
      "link--regular",
    ]);
  });
});

describe("linkTypeOf properties", () => {
  const extension = fc.constantFrom(...Object.keys(FILE_TYPE_BY_EXTENSION));
  const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
  const suffix = fc.stringMatching(/^[A-Za-z0-9=&.%-]{0,16}$/);

  it("reads the type from the path's extension, whatever the case, query and fragment", () => {
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 4 }),
        segment,
        extension,
        fc.boolean(),
        fc.option(suffix),
        fc.option(suffix),
        (folders, name, ext, upper, query, fragment) => {
          const href =
            `/${[...folders, `${name}.${upper ? ext.toUpperCase() : ext}`].join("/")}` +
            (query === null ? "" : `?${query}`) +
            (fragment === null ? "" : `#${fragment}`);
          return linkTypeOf(href) === FILE_TYPE_BY_EXTENSION[ext];
        },
      ),
    );
  });

  it("calls any path without a listed extension a regular link", () => {
    const unlisted = segment.filter((value) => !(value.toLowerCase() in FILE_TYPE_BY_EXTENSION));
    fc.assert(
      fc.property(
        segment,
        unlisted,
        (name, ext) => linkTypeOf(`/files/${name}.${ext}`) === "regular",
      ),
    );
  });

  it("never throws and always answers one of the types", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (href) => LINK_TYPES.includes(linkTypeOf(href))),
    );
  });
});

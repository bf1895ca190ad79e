import { describe, expect, it } from "vitest";
import { parseChanges } from "./change";

describe("parseChanges", () => {
  it("reads every documented kind of change", () => {
    const body = {
      changes: [
        {
          type: "post",
          uris: ["/media-centre/press-releases/new/", "/media-centre/press-releases/old/"],
          listedAt: ["/media-centre/press-releases/", "/category/corporate/"],
        },
        { type: "page", uris: ["/about-corus/"] },
        { type: "record", postType: "dividend", ids: [812, 812, 813] },
        { type: "menus" },
        { type: "options" },
        { type: "redirects" },
        { type: "everything" },
        {
          type: "media",
          urls: [
            "https://cms.example.com/wp-content/uploads/2026/01/caf\u00e9.jpg",
            "https://cms.example.com/wp-content/uploads/2026/01/caf%c3%a9-300x200.jpg",
            "/wp-content/uploads/2026/01/caf%C3%A9.jpg",
          ],
        },
      ],
    };
    expect(parseChanges(JSON.stringify(body))).toEqual([
      { ...body.changes[0] },
      { type: "page", uris: ["/about-corus/"], listedAt: [] },
      { type: "record", postType: "dividend", ids: [812, 813] },
      { type: "menus" },
      { type: "options" },
      { type: "redirects" },
      { type: "everything" },
      {
        type: "media",
        paths: [
          "/wp-content/uploads/2026/01/caf%C3%A9.jpg",
          "/wp-content/uploads/2026/01/caf%C3%A9-300x200.jpg",
        ],
      },
    ]);
  });

  it.each([
    ["/about-corus", "/about-corus/"],
    ["/", "/"],
    ["/caf%c3%a9/", "/caf%C3%A9/"],
    ["/café/", "/caf%C3%A9/"],
    ["/a//b/", "/a/b/"],
  ])("puts %s in the site's URI form: %s", (uri, expected) => {
    const [change] = parseChanges(JSON.stringify({ changes: [{ type: "page", uris: [uri] }] }));
    expect(change).toEqual({ type: "page", uris: [expected], listedAt: [] });
  });

  const page = (uris: unknown) => JSON.stringify({ changes: [{ type: "page", uris }] });
  it.each([
    ["not JSON", "{changes:", "the body is not JSON"],
    ["no changes array", "{}", 'the body must be an object with a "changes" array'],
    ["an array body", "[]", 'the body must be an object with a "changes" array'],
    ["no changes", '{"changes":[]}', '"changes" must hold at least one change'],
    ["a change without type", '{"changes":[{}]}', 'changes[0]: must be an object with a "type"'],
    [
      "an unknown type",
      '{"changes":[{"type":"comment"}]}',
      'changes[0].type: must be one of post, page, record, media, menus, options, redirects, everything, got "comment"',
    ],
    [
      "a record of a post type the site does not show",
      '{"changes":[{"type":"record","postType":"post","ids":[1]}]}',
      'changes[0].postType: must be one of person, brand, dividend, financial_report, investor_event, got "post"',
    ],
    [
      "a record without ids",
      '{"changes":[{"type":"record","postType":"person","ids":[]}]}',
      "changes[0].ids: must be a list of the records' database ids",
    ],
    [
      "a record id that is not a database id",
      '{"changes":[{"type":"record","postType":"person","ids":["7"]}]}',
      "changes[0].ids: must be a list of the records' database ids",
    ],
    ["a page without URIs", page([]), "changes[0].uris: a page needs its URI"],
    [
      "a media change without files",
      '{"changes":[{"type":"media","urls":[]}]}',
      "changes[0].urls: must be a list of the upload's file URLs",
    ],
    ...[
      "https://cms.example.com/wp-config.php",
      "https://cms.example.com/wp-content/uploads/../wp-config.php",
      "javascript:alert(1)//wp-content/uploads/x.jpg",
      "/wp-content/uploads/a%zz.jpg",
      "/wp-content/uploads/a b.jpg",
      42,
    ].map((url): [string, string, string] => [
      `a media file outside the uploads: ${String(url)}`,
      JSON.stringify({ changes: [{ type: "media", urls: [url] }] }),
      "changes[0].urls[0]: must be the URL of a file under /wp-content/uploads/",
    ]),
    ["URIs that are not a list", page("/a/"), "changes[0].uris: must be an array of site paths"],
    ["a full URL", page(["https://example.com/a/"]), "changes[0].uris[0]: must be a site path"],
    [
      "a protocol-relative URL",
      page(["//evil.example/"]),
      "changes[0].uris[0]: must be a site path",
    ],
    ["a query string", page(["/a/?p=1"]), "changes[0].uris[0]: must be a site path"],
    ["a wildcard", page(["/*"]), "changes[0].uris[0]: must be a site path"],
    [
      "an encoded wildcard",
      page(["/news/%2A/"]),
      'changes[0].uris[0]: must not hold "*", even encoded',
    ],
    [
      "an encoded wildcard in upper case",
      page(["/%2a"]),
      'changes[0].uris[0]: must not hold "*", even encoded',
    ],
    ["a dot segment", page(["/a/../b/"]), 'changes[0].uris[0]: must not hold "." or ".." segments'],
    ["a broken escape", page(["/%zz/"]), "changes[0].uris[0]: has a broken percent-encoding"],
    ["a number", page([42]), "changes[0].uris[0]: must be a site path"],
    [
      "a bad URI in a long list (too long a list is no excuse)",
      page([...Array.from({ length: 25 }, (_, i) => `/p${i}/`), "https://x.example/"]),
      "changes[0].uris[25]: must be a site path",
    ],
    [
      "a bad listing URI",
      '{"changes":[{"type":"post","uris":["/a/"],"listedAt":["x"]}]}',
      "changes[0].listedAt[0]: must be a site path",
    ],
  ])("refuses %s, saying what is wrong", (_name, body, message) => {
    expect(() => parseChanges(body)).toThrow(message);
  });

  // A sender that names more than the limits is told nothing it could act on by a 400:
  // the change is taken whole, as everything.
  const many = (count: number) => Array.from({ length: count }, (_, i) => `/p${i}/`);
  it.each<[string, object[], string]>([
    [
      "a page with 21 URIs",
      [{ type: "menus" }, { type: "page", uris: many(21) }],
      "changes[1] names 21 URIs, more than 20",
    ],
    [
      "a post listed at 21 pages",
      [{ type: "post", uris: ["/a/"], listedAt: many(21) }],
      "changes[0] names 21 URIs, more than 20",
    ],
    [
      "an upload with 21 files",
      [{ type: "media", urls: many(21).map((uri) => `/wp-content/uploads${uri}x.jpg`) }],
      "changes[0] names 21 files, more than 20",
    ],
  ])("takes %s as everything, saying why", (_name, changes, because) => {
    expect(parseChanges(JSON.stringify({ changes }))).toContainEqual({
      type: "everything",
      because,
    });
  });

  it("takes 20 URIs as they are", () => {
    expect(parseChanges(page(many(20)))).toEqual([{ type: "page", uris: many(20), listedAt: [] }]);
  });

  it("takes more than 50 changes as one everything", () => {
    const changes = Array.from({ length: 51 }, (_, i) => ({ type: "page", uris: [`/p${i}/`] }));
    expect(parseChanges(JSON.stringify({ changes }))).toEqual([
      { type: "everything", because: "51 changes, more than 50" },
    ]);
  });
});

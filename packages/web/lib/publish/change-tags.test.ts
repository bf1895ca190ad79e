import { describe, expect, it } from "vitest";
import type { UriNode } from "../graphql/node-query";
import type { PublishChange } from "./change";
import { changeTags } from "./change-tags";
import type { ChangedNode } from "./change-tags";

const URI = "/media-centre/press-releases/a/";
/** A published post as the node query reads it, with what a test changes. */
const post = (
  fields: Partial<{
    databaseId: number;
    date: string;
    status: string;
    categories: string[];
    hasPassword: boolean;
  }> = {},
) =>
  ({
    __typename: "Post",
    databaseId: fields.databaseId ?? 1042,
    uri: URI,
    status: fields.status ?? "publish",
    date: fields.date ?? "2026-11-17T09:00:00",
    hasPassword: fields.hasPassword ?? false,
    categories: {
      nodes: (fields.categories ?? ["press-releases", "corporate"]).map((slug) => ({ slug })),
    },
  }) as unknown as UriNode;
const page = { __typename: "Page", databaseId: 100, uri: "/about-corus/" } as unknown as UriNode;

const postChange = (uris = [URI]): PublishChange => ({ type: "post", uris, listedAt: [] });
const found = (shown: UriNode | null, now: UriNode | null, uri = URI): ChangedNode => ({
  uri,
  shown,
  shownKnown: true,
  now,
});
/** A URI the server had not cached: what it showed there is unknown. */
const notCached = (now: UriNode | null): ChangedNode => ({
  uri: URI,
  shown: null,
  shownKnown: false,
  now,
});
const ALWAYS = ["nodes", "search", "sitemap"];
const LISTS = ["categories:en", "posts:all", "posts:corporate", "posts:press-releases"];

describe("changeTags: what a change purges", () => {
  it.each<[string, PublishChange[], ChangedNode[][], string[] | "everything"]>([
    [
      "a post edited in place (its title): its node and URI, search and the sitemap, no list",
      [postChange()],
      [[found(post(), post())]],
      [...ALWAYS, "node:1042", `uri:${URI}`],
    ],
    [
      "a post moved to another category: every list it left or joined",
      [postChange()],
      [[found(post(), post({ categories: ["press-releases", "sustainability"] }))]],
      [...ALWAYS, ...LISTS, "node:1042", "posts:sustainability", `uri:${URI}`].sort(),
    ],
    [
      "a post redated: its lists (its place in them moved)",
      [postChange()],
      [[found(post(), post({ date: "2026-11-18T09:00:00" }))]],
      [...ALWAYS, ...LISTS, "node:1042", `uri:${URI}`].sort(),
    ],
    [
      "a post taken down after the site showed it: the lists it was on",
      [postChange()],
      [[found(post(), null)]],
      [...ALWAYS, ...LISTS, "node:1042", `uri:${URI}`].sort(),
    ],
    [
      "a post published: the lists it joins",
      [postChange()],
      [[found(null, post({ categories: ["press-releases"] }))]],
      [...ALWAYS, "categories:en", "node:1042", "posts:all", "posts:press-releases", `uri:${URI}`],
    ],
    [
      "a post published that this server had not cached: every list of posts",
      [postChange()],
      [[notCached(post({ categories: ["press-releases"] }))]],
      [...ALWAYS, "categories", "node:1042", "posts", `uri:${URI}`].sort(),
    ],
    [
      "a post moved that this server had not cached (shown elsewhere): every list of posts",
      [postChange()],
      [[notCached(post({ categories: ["sustainability"] }))]],
      [...ALWAYS, "categories", "node:1042", "posts", `uri:${URI}`].sort(),
    ],
    [
      "a post put behind a password: the lists it left",
      [postChange()],
      [[found(post(), post({ hasPassword: true }))]],
      [...ALWAYS, ...LISTS, "node:1042", `uri:${URI}`].sort(),
    ],
    [
      "a post at a new address, unchanged in its lists: its node and both URIs",
      [postChange([URI, "/media-centre/press-releases/b/"])],
      [[found(post(), null), found(null, post(), "/media-centre/press-releases/b/")]],
      [...ALWAYS, "node:1042", `uri:${URI}`, "uri:/media-centre/press-releases/b/"],
    ],
    [
      "a post neither read finds: every list of posts",
      [postChange()],
      [[found(null, null)]],
      [...ALWAYS, "categories", "posts", `uri:${URI}`].sort(),
    ],
    [
      "a page: its node and URI, search and the sitemap",
      [{ type: "page", uris: ["/about-corus/"], listedAt: [] }],
      [[found(page, page, "/about-corus/")]],
      [...ALWAYS, "node:100", "uri:/about-corus/"],
    ],
    [
      "a record: the lists of its type",
      [{ type: "record", postType: "dividend", ids: [812] }],
      [[]],
      ["records:dividend"],
    ],
    [
      "the menus, the options, the redirects",
      [{ type: "menus" }, { type: "options" }, { type: "redirects" }],
      [[], [], []],
      ["menus", "options", "redirects", "settings"],
    ],
    [
      "an upload's files: each file's tag (its optimizer answers, the pages showing it), media",
      [
        {
          type: "media",
          paths: ["/wp-content/uploads/ceo.jpg", "/wp-content/uploads/ceo-300x200.jpg"],
        },
      ],
      [[]],
      ["media", "media:/wp-content/uploads/ceo-300x200.jpg", "media:/wp-content/uploads/ceo.jpg"],
    ],
    ["everything", [{ type: "menus" }, { type: "everything" }], [[], []], "everything"],
  ])("%s", (_name, changes, nodes, expected) => {
    expect(changeTags(changes, nodes)).toEqual(
      expected === "everything" ? expected : [...expected].sort(),
    );
  });
});

// What the stand-in tells the site after a reload: each kind of edit to the seed content, told
// as WordPress's publish webhook tells it, in a body the site's own parser accepts.
import { beforeAll, describe, expect, it } from "vitest";
import { parseChanges } from "@corus/web/lib/publish/change.ts";
import { loadContent } from "../src/content/load.ts";
import type { ContentStore } from "../src/content/records.ts";
import { changesBetween, type PublishChange } from "../src/editor/changes.ts";
import { CONTENT_DIR, UPLOADS_DIR } from "../src/paths.ts";

let seed: ContentStore;
beforeAll(async () => {
  seed = await loadContent({
    contentDir: CONTENT_DIR,
    uploadsDir: UPLOADS_DIR,
    homeUrl: "http://127.0.0.1:4000",
  });
});

const POST = "/media-centre/press-releases/stacktv-adds-new-channels-and-features/";
const PRESS_RELEASES = "/media-centre/press-releases/";
const FRENCH_POST =
  "/fr/media-centre/press-releases/corus-entertainment-declare-un-dividende-trimestriel-janvier-2024/";

/** The seed with one edit made by `edit`. */
function edited(edit: (store: ContentStore) => void): ContentStore {
  const copy = structuredClone(seed);
  edit(copy);
  return copy;
}
const post = (store: ContentStore) => store.posts.find((record) => record.uri === POST)!;
const page = (store: ContentStore, uri: string) =>
  store.pages.find((record) => record.uri === uri)!;
const categoryUris = (store: ContentStore) =>
  store.categories
    .filter((category) => post(seed).categoryIds.includes(category.databaseId))
    .map((category) => category.uri);

describe("changesBetween", () => {
  it.each<[string, (store: ContentStore) => void, () => PublishChange[]]>([
    ["nothing", () => {}, () => []],
    [
      "a page's text",
      (store) => void (page(store, "/careers/").content += "<p>More.</p>"),
      () => [{ type: "page", uris: ["/careers/"] }],
    ],
    [
      "a page's slug: its URI now and before",
      (store) => void (page(store, "/careers/").uri = "/jobs/"),
      () => [{ type: "page", uris: ["/jobs/", "/careers/"] }],
    ],
    [
      "a post's title: with where it is listed",
      (store) => void (post(store).title = "STACKTV grows"),
      () => [{ type: "post", uris: [POST], listedAt: [PRESS_RELEASES, ...categoryUris(seed)] }],
    ],
    [
      "a post's categories: listed where it was and where it is",
      (store) => void (post(store).categoryIds = [store.categories.at(-1)!.databaseId]),
      () => [
        {
          type: "post",
          uris: [POST],
          listedAt: [
            PRESS_RELEASES,
            ...new Set([...categoryUris(seed), seed.categories.at(-1)!.uri]),
          ],
        },
      ],
    ],
    [
      "a French post's title: listed in French only, not on the English list",
      (store) =>
        void (store.posts.find((record) => record.uri === FRENCH_POST)!.title = "Dividende"),
      () => [
        {
          type: "post",
          uris: [FRENCH_POST],
          listedAt: [
            "/fr/centre-des-medias/communiques/",
            "/fr/category/resultats-financiers/dividendes/",
          ],
        },
      ],
    ],
    [
      "a post taken down",
      (store) => void store.posts.splice(store.posts.indexOf(post(store)), 1),
      () => [{ type: "post", uris: [POST], listedAt: [PRESS_RELEASES, ...categoryUris(seed)] }],
    ],
    [
      "a menu label",
      (store) => void (store.menuItems[0]!.label = "Start"),
      () => [{ type: "menus" }],
    ],
    [
      "the site's title",
      (store) => void (store.generalSettings.title = "Corus"),
      () => [{ type: "options" }],
    ],
    [
      "a social link",
      (store) =>
        void (store.siteOptions.en.socialIconsOptions.socialIcons[0]!.socialIconTitle = "X"),
      () => [{ type: "options" }],
    ],
    ["a redirect", (store) => void store.redirects.pop(), () => [{ type: "redirects" }]],
    [
      "a record: its post type and id",
      (store) => void (store.customPosts.people[0]!.title = "Someone else"),
      () => [{ type: "record", postType: "person", ids: [seed.customPosts.people[0]!.databaseId] }],
    ],
    [
      "records of two types, one removed: each type with its ids",
      (store) => {
        store.customPosts.dividends.shift();
        store.customPosts.brands[1]!.title = "Renamed";
      },
      () => [
        { type: "record", postType: "brand", ids: [seed.customPosts.brands[1]!.databaseId] },
        { type: "record", postType: "dividend", ids: [seed.customPosts.dividends[0]!.databaseId] },
      ],
    ],
    [
      "a media item's alt text: its file, and the options that show it (the site's logo)",
      (store) => void (store.media[0]!.altText = "New words"),
      () => [{ type: "media", urls: [seed.media[0]!.sourceUrl] }, { type: "options" }],
    ],
    [
      "a media item replaced by another file: both files, and the options that show it",
      (store) =>
        void (store.media[0]!.sourceUrl = seed.media[0]!.sourceUrl.replace(/\.(\w+)$/, "-v2.$1")),
      () => [
        {
          type: "media",
          urls: [seed.media[0]!.sourceUrl, seed.media[0]!.sourceUrl.replace(/\.(\w+)$/, "-v2.$1")],
        },
        { type: "options" },
      ],
    ],
    [
      "a French media item's alt text: its file, and the French record that shows it, not the English",
      (store) =>
        void (store.media.find((item) => item.databaseId === 15016)!.altText = "Nouveaux mots"),
      () => [
        { type: "record", postType: "person", ids: [12011] },
        {
          type: "media",
          urls: [`${seed.homeUrl}/wp-content/uploads/images/portrait-executive-chair.jpg`],
        },
      ],
    ],
    [
      "a media item removed: its file",
      (store) => void store.media.shift(),
      () => [{ type: "media", urls: [seed.media[0]!.sourceUrl] }],
    ],
    [
      "a media item added: nothing (it shows nowhere yet)",
      (store) => void store.media.push({ ...store.media[0]!, databaseId: 999_999 }),
      () => [],
    ],
  ])("%s", (_name, edit, expected) => {
    const changes = changesBetween(seed, edited(edit));
    expect(changes).toEqual(expected());
    if (changes.length > 0) expect(() => parseChanges(JSON.stringify({ changes }))).not.toThrow();
  });

  it("tells everything rather than more changes than one delivery may carry", () => {
    const changes = changesBetween(
      seed,
      edited((store) => store.pages.forEach((record) => (record.title += "!"))),
    );
    expect(seed.pages.length).toBeGreaterThan(50);
    expect(changes).toEqual([{ type: "everything" }]);
  });

  it("tells everything rather than a change naming more URIs than the site takes in one", () => {
    // A post filed under 21 more categories: listed at more than 20 pages.
    const filedWidely = edited((store) => {
      const extra = Array.from({ length: 21 }, (_, i) => ({
        ...store.categories[0]!,
        databaseId: 9000 + i,
        slug: `extra-${i}`,
        name: `Extra ${i}`,
        uri: `/category/extra-${i}/`,
      }));
      store.categories.push(...extra);
      post(store).categoryIds.push(...extra.map((category) => category.databaseId));
    });
    const retitled = structuredClone(filedWidely);
    post(retitled).title = "STACKTV grows";
    expect(changesBetween(filedWidely, retitled)).toEqual([{ type: "everything" }]);
  });
});

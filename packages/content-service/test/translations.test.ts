// content/fr/ at start-up: what a translation may not be (each refused with its file and field),
// a seed without French, and what the seed's French files do not show: the options page's rows
// in French, a French draft and the pending changes of a French page, previewed by an editor.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { ContentError } from "../src/content/load.ts";
import { startContentService } from "../src/server.ts";
import { copyOfSeedContent, graphql, startService } from "./helpers.ts";

const copies: string[] = [];
afterEach(async () => {
  await Promise.all(copies.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function seedCopy() {
  const dir = await copyOfSeedContent();
  copies.push(dir);
  return dir;
}

async function edit(file: string, change: (text: string) => string) {
  await writeFile(file, change(await readFile(file, "utf8")));
}

/** A seed whose file `file` is changed by `change`. */
async function seedWith(file: string, change: (text: string) => string) {
  const dir = await seedCopy();
  await edit(path.join(dir, file), change);
  return dir;
}

const setTranslationOf = (value: string) => (text: string) =>
  text.replace(/^translationOf: .*$/m, `translationOf: ${value}`);

describe("start-up on a broken translation", () => {
  it("refuses a translationOf that names nothing", async () => {
    const dir = await seedWith("fr/pages/a-propos/index.html", setTranslationOf("99999"));
    const failure = startService(dir);
    await expect(failure).rejects.toBeInstanceOf(ContentError);
    await expect(failure).rejects.toThrow(
      /fr\/pages\/a-propos\/index\.html: field "translationOf": no English page has the databaseId 99999/,
    );
  });

  it("refuses a second translation of an English record into the same language", async () => {
    // À propos (10100) made a translation of Notre entreprise's original (101).
    const dir = await seedWith("fr/pages/a-propos/index.html", setTranslationOf("101"));
    await expect(startService(dir)).rejects.toThrow(
      /fr\/pages\/a-propos\/notre-entreprise\.html: field "translationOf": page 101 already has a translation in fr \(databaseId 10100\)/,
    );
  });

  it("refuses a translation of a record of another type", async () => {
    const dir = await seedWith("fr/people.yaml", (text) =>
      text.replace("translationOf: 2001", "translationOf: 2101"),
    );
    await expect(startService(dir)).rejects.toThrow(
      /fr\/people\.yaml: field "\[0\]\.translationOf": 2101 is a brand, not a person/,
    );
  });

  it("refuses a translation without translationOf, and an English file with one", async () => {
    const french = await seedWith("fr/pages/a-propos/nos-valeurs.html", (text) =>
      text.replace(/^translationOf: .*\n/m, ""),
    );
    await expect(startService(french)).rejects.toThrow(
      /a-propos\/nos-valeurs\.html: field "translationOf"/,
    );
    const english = await seedWith("pages/careers.html", (text) =>
      text.replace(/^title:/m, "translationOf: 10002\ntitle:"),
    );
    await expect(startService(english)).rejects.toThrow(
      /pages\/careers\.html: .*Unrecognized key: "translationOf"/,
    );
  });

  it("refuses a category translating a slug no English category has", async () => {
    const dir = await seedWith("fr/site.yaml", (text) =>
      text.replace("translationOf: financial-results", "translationOf: financial-news"),
    );
    await expect(startService(dir)).rejects.toThrow(
      /fr\/site\.yaml: field "categories\[0\]\.translationOf": no English category has the slug financial-news/,
    );
  });

  it("keeps French pages under /fr/ and English ones out of it", async () => {
    const english = await seedCopy();
    await mkdir(path.join(english, "pages/fr"));
    await writeFile(
      path.join(english, "pages/fr/index.html"),
      await readFile(path.join(english, "pages/careers.html"), "utf8").then((text) =>
        text.replace(/^databaseId: .*$/m, "databaseId: 199"),
      ),
    );
    await expect(startService(english)).rejects.toThrow(
      /pages\/fr\/index\.html: \/fr\/ is under \/fr\/, the Français pages' directory: they go in content\/fr\/pages\//,
    );
    const privacy = await seedWith("fr/site.yaml", (text) =>
      text.replace(
        "privacyPolicyPage: /fr/politique-de-confidentialite/",
        "privacyPolicyPage: /privacy-policy/",
      ),
    );
    await expect(startService(privacy)).rejects.toThrow(
      /fr\/site\.yaml: field "privacyPolicyPage": expected a URI under \/fr\//,
    );
  });

  it("makes the front page's translation the French front page, and only it", async () => {
    const dir = await seedWith("fr/pages/index.html", setTranslationOf("140"));
    await expect(startService(dir)).rejects.toThrow(
      /fr\/pages\/index\.html: field "translationOf": the front page \/fr\/ must translate the front page \(databaseId 2\)/,
    );
  });

  it("refuses a French post at an English post's slug, and French dividends", async () => {
    const dir = await seedCopy();
    const post =
      "2024-01-12-corus-entertainment-declare-un-dividende-trimestriel-janvier-2024.html";
    await writeFile(
      path.join(
        dir,
        "fr/posts/2024-01-12-corus-entertainment-declares-quarterly-dividend-january-2024.html",
      ),
      await readFile(path.join(dir, "fr/posts", post), "utf8"),
    );
    await rm(path.join(dir, "fr/posts", post));
    await expect(startService(dir)).rejects.toThrow(
      /declares-quarterly-dividend-january-2024\.html: the slug corus-entertainment-declares-quarterly-dividend-january-2024 is already .*'s, in en/,
    );
    const dividends = await seedCopy();
    await writeFile(path.join(dividends, "fr/dividends.yaml"), "[]\n");
    await expect(startService(dividends)).rejects.toThrow(
      /fr\/dividends\.yaml: dividends are not translated/,
    );
  });
});

describe("start-up on a broken media translation (fr/media.yaml)", () => {
  // The items in fr/media.yaml's order: [0] 15003 (nav-feature.jpg), [1] 15005, [2] 15006
  // (hero-home.jpg), [3] 15007 (hero-about.jpg), ... [13] 15017 (portrait-ceo.jpg).
  const mediaWith = (change: (text: string) => string) => seedWith("fr/media.yaml", change);

  it("refuses a translationOf that names no English media item", async () => {
    const nothing = await mediaWith((text) =>
      text.replace("translationOf: 5006", "translationOf: 99999"),
    );
    await expect(startService(nothing)).rejects.toThrow(
      /fr\/media\.yaml: field "\[2\]\.translationOf": no English media item has the databaseId 99999/,
    );
    // A page's id is no media item's, and a French item's is no original.
    const page = await mediaWith((text) =>
      text.replace("translationOf: 5006", "translationOf: 101"),
    );
    await expect(startService(page)).rejects.toThrow(
      /fr\/media\.yaml: field "\[2\]\.translationOf": no English media item has the databaseId 101/,
    );
    const french = await mediaWith((text) =>
      text.replace("translationOf: 5006", "translationOf: 15003"),
    );
    await expect(startService(french)).rejects.toThrow(
      /fr\/media\.yaml: field "\[2\]\.translationOf": no English media item has the databaseId 15003/,
    );
  });

  it("refuses a second translation of one item", async () => {
    const dir = await mediaWith((text) =>
      text.replace(
        "translationOf: 5007\n  file: images/hero-about.jpg",
        "translationOf: 5006\n  file: images/hero-home.jpg",
      ),
    );
    await expect(startService(dir)).rejects.toThrow(
      /fr\/media\.yaml: field "\[3\]\.translationOf": media item 5006 already has a translation in fr \(databaseId 15006\)/,
    );
  });

  it("refuses a translation of another file than its original's, or of another size", async () => {
    const file = await mediaWith((text) =>
      text.replace(
        "translationOf: 5006\n  file: images/hero-home.jpg",
        "translationOf: 5006\n  file: images/hero-about.jpg",
      ),
    );
    await expect(startService(file)).rejects.toThrow(
      /fr\/media\.yaml: field "\[2\]\.file": images\/hero-about\.jpg is not the file of media item 5006 \(images\/hero-home\.jpg\)/,
    );
    const size = await mediaWith((text) =>
      text.replace("file: images/hero-home.jpg", "file: images/hero-home.jpg\n  width: 800"),
    );
    await expect(startService(size)).rejects.toThrow(
      /fr\/media\.yaml: field "\[2\]\.width": 800 is not the width of images\/hero-home\.jpg \(1600\)/,
    );
  });

  it("refuses a French item over an English file without translationOf, and an English one with it", async () => {
    const french = await mediaWith((text) => text.replace("  translationOf: 5003\n", ""));
    await expect(startService(french)).rejects.toThrow(
      /fr\/media\.yaml: field "\[0\]\.translationOf": images\/nav-feature\.jpg is media item 5003's file/,
    );
    // A French upload of its own (no translationOf) is an image of its own: its size given.
    const sizeless = await mediaWith((text) =>
      text.replace(/(hero-about-fr\.jpg[\s\S]*?) {2}width: 1600\n/, "$1"),
    );
    await expect(startService(sizeless)).rejects.toThrow(
      /fr\/media\.yaml: field "\[\d+\]\.width": an image needs its width and height/,
    );
    const english = await seedWith("media.yaml", (text) =>
      text.replace("- databaseId: 5001\n", "- databaseId: 5001\n  translationOf: 15003\n"),
    );
    await expect(startService(english)).rejects.toThrow(
      /content-\w+\/media\.yaml: .*Unrecognized key: "translationOf"/,
    );
  });

  it("refuses a French page translating a media item, and a French item attached to an English page", async () => {
    const page = await seedWith("fr/pages/a-propos/index.html", setTranslationOf("5007"));
    await expect(startService(page)).rejects.toThrow(
      /fr\/pages\/a-propos\/index\.html: field "translationOf": 5007 is a media item, not a page/,
    );
    const attached = await mediaWith((text) =>
      text.replace(
        "translationOf: 5017\n  file: images/portrait-ceo.jpg\n  title: Portrait – Chef de la direction\n  date: 2024-08-19T10:30:00\n  attachedTo: /fr/a-propos/direction/",
        "translationOf: 5017\n  file: images/portrait-ceo.jpg\n  title: Portrait – Chef de la direction\n  date: 2024-08-19T10:30:00\n  attachedTo: /about-corus/leadership/",
      ),
    );
    await expect(startService(attached)).rejects.toThrow(
      /fr\/media\.yaml: field "\[13\]\.attachedTo": \/about-corus\/leadership\/ is in en, the media item in fr/,
    );
  });

  it("gives French records the English items where fr/media.yaml has no translation, as Polylang falls back", async () => {
    const dir = await seedCopy();
    // The French uploads of their own stay (French pages name their files); no translation.
    const media = path.join(dir, "fr/media.yaml");
    const items = parse(await readFile(media, "utf8")) as { translationOf?: number }[];
    await writeFile(media, stringify(items.filter((item) => item.translationOf === undefined)));
    const service = await startService(dir);
    try {
      const answer = await graphql<Record<string, { featuredImage: { node: unknown } }>>(
        service,
        `
          {
            page(id: "10002", idType: DATABASE_ID) {
              featuredImage {
                node {
                  databaseId
                  altText
                  language {
                    code
                  }
                }
              }
            }
          }
        `,
      );
      expect(answer.data!.page!.featuredImage.node).toEqual({
        databaseId: 5006,
        altText: "Deep navy banner with overlapping warm orange circles",
        language: { code: "EN" },
      });
    } finally {
      await service.close();
    }
  });
});

describe("a seed without content/fr/", () => {
  it("is English only: no French record, and the options page's French the English", async () => {
    const dir = await seedCopy();
    await rm(path.join(dir, "fr"), { recursive: true });
    // Redirection's French rules lead to French pages: gone with them.
    const redirects = path.join(dir, "redirects.yaml");
    const rules = parse(await readFile(redirects, "utf8")) as { origin: string }[];
    await writeFile(redirects, stringify(rules.filter((rule) => !rule.origin.startsWith("/fr/"))));
    const service = await startService(dir);
    try {
      const answer = await graphql<Record<string, unknown>>(
        service,
        `
          {
            languages {
              code
            }
            french: pages(where: { language: FR }) {
              nodes {
                databaseId
              }
            }
            all: pages(first: 100) {
              nodes {
                language {
                  code
                }
              }
            }
            frenchOptions: siteOptions(language: FR) {
              privacyOptions {
                consentBannerTitle
              }
            }
            englishOptions: siteOptions {
              privacyOptions {
                consentBannerTitle
              }
            }
            frenchMenu: menuItems(where: { location: PRIMARY, language: FR }) {
              nodes {
                label
              }
            }
          }
        `,
      );
      expect(answer.errors).toBeUndefined();
      const data = answer.data as Record<string, { nodes: { language: { code: string } }[] }>;
      expect(answer.data!.languages).toEqual([{ code: "EN" }, { code: "FR" }]);
      expect(data.french!.nodes).toEqual([]);
      expect(new Set(data.all!.nodes.map((node) => node.language.code))).toEqual(new Set(["EN"]));
      expect(answer.data!.frenchOptions).toEqual(answer.data!.englishOptions);
      expect(data.frenchMenu!.nodes).toEqual([]);
    } finally {
      await service.close();
    }
  });
});

describe("the options page's rows in French", () => {
  const socialIcons = `{ siteOptions(language: FR) { socialIconsOptions { socialIcons { socialIconTitle socialIconLinkUrl socialIconImage { node { sourceUrl } } } } } }`;

  it("keeps a French row's own words, and the English row's fields it leaves empty", async () => {
    const dir = await seedWith("fr/site.yaml", (text) =>
      text.replace(
        "siteOptions:\n",
        "siteOptions:\n  socialIconsOptions:\n    socialIcons:\n      - socialIconTitle: Corus sur LinkedIn\n",
      ),
    );
    const service = await startService(dir);
    try {
      const answer = await graphql<{
        siteOptions: { socialIconsOptions: { socialIcons: unknown[] } };
      }>(service, socialIcons);
      expect(answer.errors).toBeUndefined();
      // The French repeater's one row: its title, the English first row's link and image.
      expect(answer.data!.siteOptions.socialIconsOptions.socialIcons).toEqual([
        {
          socialIconTitle: "Corus sur LinkedIn",
          socialIconLinkUrl: "https://www.linkedin.com/company/corus-entertainment/",
          socialIconImage: {
            node: { sourceUrl: `${service.url}/wp-content/uploads/images/icon-linkedin.svg` },
          },
        },
      ]);
    } finally {
      await service.close();
    }
  });

  it("refuses a French row past the English rows without its own link", async () => {
    const dir = await seedWith("fr/site.yaml", (text) =>
      text.replace(
        "siteOptions:\n",
        "siteOptions:\n  socialIconsOptions:\n    socialIcons:\n      - {}\n      - {}\n      - socialIconTitle: Instagram\n",
      ),
    );
    await expect(startService(dir)).rejects.toThrow(
      /fr\/site\.yaml: field "siteOptions\.socialIconsOptions\.socialIcons\[2\]": the default language's options have no such row/,
    );
  });
});

describe("an editor previewing French", () => {
  const EDITOR = { user: "site-previews", appPassword: "abcd EFGH 1234 ijkl MNOP 5678" };
  const authorization = `Basic ${Buffer.from(`${EDITOR.user}:${EDITOR.appPassword}`).toString("base64")}`;
  const FRENCH_DRAFT = 10199;

  /** The seed with a French draft (a translation of Careers) and pending changes to a French page. */
  async function seedWithFrenchDrafts() {
    const dir = await seedCopy();
    const careers = await readFile(path.join(dir, "pages/careers.html"), "utf8");
    await writeFile(
      path.join(dir, "fr/pages/carrieres.html"),
      careers
        .replace(
          /^databaseId: .*$/m,
          `databaseId: ${FRENCH_DRAFT}\ntranslationOf: 140\nstatus: draft`,
        )
        .replace(/^title: .*$/m, "title: Carrières"),
    );
    await writeFile(
      path.join(dir, "revisions/notre-entreprise.html"),
      [
        "---",
        "databaseId: 11101",
        "revisionOf: 10101",
        "title: Notre entreprise, en bref",
        "modified: 2026-11-20T16:45:00",
        "---",
        "",
        "<p>Le texte révisé de la page.</p>",
        "",
      ].join("\n"),
    );
    return dir;
  }

  it("sees a French draft and a French page's pending changes, in French, with their translations", async () => {
    const dir = await seedWithFrenchDrafts();
    const service = await startContentService({
      port: 0,
      host: "127.0.0.1",
      contentDir: dir,
      auth: EDITOR,
      preview: { url: "http://127.0.0.1:9/api/preview/", secret: "preview-secret-for-tests" },
    });
    try {
      const query = `
        fragment Preview on Page {
          databaseId isPreview status title
          language { code }
          translations { databaseId }
          english: translation(language: EN) { databaseId }
        }
        {
          draft: page(id: "${FRENCH_DRAFT}", idType: DATABASE_ID, asPreview: true) { ...Preview }
          revised: page(id: "10101", idType: DATABASE_ID, asPreview: true) { ...Preview }
          careers: page(id: "140", idType: DATABASE_ID) { translations { databaseId } }
        }`;
      const ask = async (headers: Record<string, string>) => {
        const response = await fetch(service.graphqlUrl, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify({ query }),
        });
        return (await response.json()) as { data: Record<string, unknown>; errors?: unknown };
      };
      const editor = await ask({ authorization });
      expect(editor.errors).toBeUndefined();
      expect(editor.data.draft).toEqual({
        databaseId: FRENCH_DRAFT,
        isPreview: false,
        status: "draft",
        title: "Carrières",
        language: { code: "FR" },
        translations: [{ databaseId: 140 }],
        english: { databaseId: 140 },
      });
      // The bridge answers a revision's language and translations from its original, and
      // looks its translation up by the revision's own id, which Polylang keeps none for.
      expect(editor.data.revised).toEqual({
        databaseId: 11101,
        isPreview: true,
        status: "inherit",
        title: "Notre entreprise, en bref",
        language: { code: "FR" },
        translations: [{ databaseId: 101 }],
        english: null,
      });
      expect(editor.data.careers).toEqual({ translations: [{ databaseId: FRENCH_DRAFT }] });
      // The public sees neither, nor the draft among the English page's translations.
      const visitor = await ask({});
      expect(visitor.data).toEqual({ draft: null, revised: null, careers: { translations: [] } });
      // The Preview button sends the editor to the French draft, as to any draft.
      const pressed = await fetch(`${service.url}/wp-admin/preview?p=${FRENCH_DRAFT}`, {
        redirect: "manual",
      });
      expect(pressed.status).toBe(302);
      const token = new URL(pressed.headers.get("location")!).searchParams.get("token")!;
      expect(token.split(".").slice(0, 2)).toEqual([String(FRENCH_DRAFT), "page"]);
    } finally {
      await service.close();
    }
  });
});

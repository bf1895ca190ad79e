// Polylang's contract (wp-graphql-polylang's schema, CONTENT.md's "Languages"), checked over HTTP
// against the real service and its seed: the French records content/fr/ holds, their ids and
// URIs as the seed's contract fixes them (French = English + 10000, categories + 20).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { CONTENT_DIR } from "../src/paths.ts";
import type { ContentService } from "../src/server.ts";
import { graphql, startService } from "./helpers.ts";

let service: ContentService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

/** A query that must answer without errors. */
async function ask<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await graphql<T>(service, query, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

const languageId = (code: string) => Buffer.from(`Language:${code}`).toString("base64");

describe("the languages", () => {
  it("lists English, the default, and French, with each one's home on the CMS", async () => {
    const data = await ask<{ languages: unknown[]; defaultLanguage: unknown }>(`
      {
        languages { id name code locale slug homeUrl }
        defaultLanguage { id name code locale slug homeUrl }
      }
    `);
    const english = {
      id: languageId("en"),
      name: "English",
      code: "EN",
      locale: "en_CA",
      slug: "en",
      homeUrl: `${service.url}/`,
    };
    expect(data.languages).toEqual([
      english,
      {
        id: languageId("fr"),
        name: "Français",
        code: "FR",
        locale: "fr_CA",
        slug: "fr",
        homeUrl: `${service.url}/fr/`,
      },
    ]);
    expect(data.defaultLanguage).toEqual(english);
  });
});

interface Translated {
  databaseId: number;
  uri: string | null;
  language: { code: string; slug: string; locale: string; name: string; homeUrl: string | null };
  translations: { databaseId: number; language: { code: string } }[];
  english: { databaseId: number; uri: string | null } | null;
  french: { databaseId: number } | null;
}
const TRANSLATED = `
  databaseId
  uri
  language { code slug locale name homeUrl }
  translations { databaseId language { code } }
  english: translation(language: EN) { databaseId uri }
  french: translation(language: FR) { databaseId }
`;

describe("a record's language and translations", () => {
  it("gives a French page its language, its English original, and never itself", async () => {
    const { french, english } = await ask<{ french: Translated; english: Translated }>(`
      {
        french: page(id: "10101", idType: DATABASE_ID) { ${TRANSLATED} }
        english: page(id: "101", idType: DATABASE_ID) { ${TRANSLATED} }
      }
    `);
    expect(french).toEqual({
      databaseId: 10101,
      uri: "/fr/a-propos/notre-entreprise/",
      // A record's language has no homeUrl: the bridge fills it in the root fields only.
      language: { code: "FR", slug: "fr", locale: "fr_CA", name: "Français", homeUrl: null },
      translations: [{ databaseId: 101, language: { code: "EN" } }],
      english: { databaseId: 101, uri: "/about-corus/overview/" },
      french: { databaseId: 10101 },
    });
    // Linked both ways.
    expect(english.language.code).toBe("EN");
    expect(english.translations).toEqual([{ databaseId: 10101, language: { code: "FR" } }]);
    expect(english.french).toEqual({ databaseId: 10101 });
  });

  it("links posts, categories and records, and answers null where there is no translation", async () => {
    const data = await ask<Record<string, Translated>>(`
      {
        post(id: "11042", idType: DATABASE_ID) { ${TRANSLATED} }
        category(id: "resultats-financiers", idType: SLUG) { databaseId uri: link
          language { code } translations { databaseId } english: translation(language: EN) { databaseId uri } }
        person(id: "12001", idType: DATABASE_ID) { databaseId language { code } translations { databaseId } }
        financialReport(id: "12531", idType: DATABASE_ID) { language { code } english: translation(language: EN) { databaseId } }
        untranslated: page(id: "140", idType: DATABASE_ID) { uri translations { databaseId } french: translation(language: FR) { databaseId } }
      }
    `);
    expect(data.post).toMatchObject({
      databaseId: 11042,
      language: { code: "FR" },
      translations: [{ databaseId: 1042, language: { code: "EN" } }],
      english: { databaseId: 1042 },
    });
    expect(data.category).toMatchObject({
      databaseId: 23,
      language: { code: "FR" },
      translations: [{ databaseId: 3 }],
      english: { databaseId: 3, uri: "/category/financial-results/" },
    });
    expect(data.person).toEqual({
      databaseId: 12001,
      language: { code: "FR" },
      translations: [{ databaseId: 2001 }],
    });
    expect(data.financialReport).toEqual({
      language: { code: "FR" },
      english: { databaseId: 2531 },
    });
    expect(data.untranslated).toEqual({ uri: "/careers/", translations: [], french: null });
  });

  it("gives a French press release written in French only no translation", async () => {
    const data = await ask<{ post: Translated & { uri: string } }>(`
      {
        post(id: "11901", idType: DATABASE_ID) { ${TRANSLATED} uri }
      }
    `);
    expect(data.post).toMatchObject({
      databaseId: 11901,
      uri: "/fr/media-centre/press-releases/series-plus-devoile-sa-programmation-dhiver-2025/",
      language: { code: "FR" },
      translations: [],
      english: null,
    });
  });

  it("gives a translated record keeping its original's title WordPress's unique slug", async () => {
    const data = await ask<Record<string, { databaseId: number; slug: string }>>(`
      {
        english: person(id: "daniel-okafor", idType: SLUG) { databaseId slug }
        french: person(id: "daniel-okafor-2", idType: SLUG) { databaseId slug }
      }
    `);
    expect(data).toEqual({
      english: { databaseId: 2001, slug: "daniel-okafor" },
      french: { databaseId: 12001, slug: "daniel-okafor-2" },
    });
  });

  it("gives dividends no language: Polylang does not translate them", async () => {
    const answer = await graphql(
      service,
      `
        {
          dividends(first: 1) {
            nodes {
              language {
                code
              }
            }
          }
        }
      `,
    );
    expect(answer.errors?.map((error) => error.message)).toEqual([
      'Cannot query field "language" on type "Dividend".',
    ]);
  });
});

describe("lists by language", () => {
  type Listed = { databaseId: number; language: { code: string } };
  type Page = { nodes: Listed[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
  /** Every node of the list, page by page. */
  const list = async (field: string, where: string) => {
    const nodes: Listed[] = [];
    for (let after: string | null = null; ;) {
      const data: Record<string, Page> = await ask<Record<string, Page>>(
        `query ($after: String) {
          ${field}(first: 100, after: $after${where ? `, where: { ${where} }` : ""}) {
            nodes { databaseId language { code } }
            pageInfo { hasNextPage endCursor }
          }
        }`,
        { after },
      );
      const page: Page = data[field]!;
      nodes.push(...page.nodes);
      if (!page.pageInfo.hasNextPage) return nodes;
      after = page.pageInfo.endCursor;
    }
  };
  const ids = (nodes: Listed[]) => nodes.map((node) => node.databaseId).sort((a, b) => a - b);

  it.each([
    "pages",
    "posts",
    "people",
    "brands",
    "financialReports",
    "investorEvents",
    "categories",
    "mediaItems",
  ])("%s: FR, EN and DEFAULT keep one language; ALL, like no language, both", async (field) => {
    const french = await list(field, "language: FR");
    const english = await list(field, "language: EN");
    expect(french.length).toBeGreaterThan(0);
    expect(english.length).toBeGreaterThan(0);
    expect(new Set(french.map((node) => node.language.code))).toEqual(new Set(["FR"]));
    expect(new Set(english.map((node) => node.language.code))).toEqual(new Set(["EN"]));
    expect(ids(await list(field, "language: DEFAULT"))).toEqual(ids(english));
    const both = ids([...english, ...french]);
    expect(ids(await list(field, "language: ALL"))).toEqual(both);
    expect(ids(await list(field, ""))).toEqual(both);
    expect(ids(await list(field, "languages: [EN, FR]"))).toEqual(both);
    expect(ids(await list(field, "languages: [FR]"))).toEqual(ids(french));
  });

  it("holds every French page of the contract, each translating its English page", async () => {
    const pages = await ask<{ pages: { nodes: { databaseId: number; uri: string }[] } }>(`
      { pages(first: 100, where: { language: FR }) { nodes { databaseId uri translation(language: EN) { databaseId } } } }
    `);
    const french = pages.pages.nodes as unknown as {
      databaseId: number;
      uri: string;
      translation: { databaseId: number };
    }[];
    expect(french.length).toBe(25);
    for (const page of french) {
      expect(page.uri.startsWith("/fr/"), page.uri).toBe(true);
      expect(page.translation.databaseId).toBe(page.databaseId - 10000);
    }
  });

  it("leaves records Polylang does not translate out of a language's content nodes, not media", async () => {
    const data = await ask<Record<string, { nodes: { contentTypeName: string }[] }>>(`
      {
        dividends: contentNodes(first: 1, where: { contentTypes: [DIVIDEND] }) { nodes { contentTypeName } }
        media: contentNodes(first: 1, where: { contentTypes: [ATTACHMENT], stati: [INHERIT] }) { nodes { contentTypeName } }
        frenchMedia: contentNodes(first: 1, where: { contentTypes: [ATTACHMENT], stati: [INHERIT], language: FR }) { nodes { contentTypeName } }
        french: contentNodes(first: 100, where: { contentTypes: [DIVIDEND, ATTACHMENT], language: FR }) { nodes { contentTypeName } }
        frenchPages: contentNodes(first: 100, where: { contentTypes: [DIVIDEND, ATTACHMENT, PAGE], language: FR }) { nodes { contentTypeName } }
      }
    `);
    expect([...data.dividends!.nodes, ...data.media!.nodes]).toEqual([
      { contentTypeName: "dividend" },
      { contentTypeName: "attachment" },
    ]);
    // Dividends have no language; media items are not published content (status inherit).
    expect(data.french!.nodes).toEqual([]);
    // Asked for by their status, French media items are French content nodes.
    expect(data.frenchMedia!.nodes).toEqual([{ contentTypeName: "attachment" }]);
    expect(data.frenchPages!.nodes).toHaveLength(25);
    expect(new Set(data.frenchPages!.nodes.map((node) => node.contentTypeName))).toEqual(
      new Set(["page"]),
    );
  });

  it("searches within the language asked", async () => {
    const data = await ask<Record<string, { nodes: { databaseId: number }[] }>>(`
      {
        french: posts(first: 100, where: { search: "dividende trimestriel", language: FR }) { nodes { databaseId } }
        english: posts(first: 100, where: { search: "dividende trimestriel", language: EN }) { nodes { databaseId } }
        englishWords: posts(first: 100, where: { search: "quarterly dividend", language: FR }) { nodes { databaseId } }
        nodes: contentNodes(first: 100, where: { search: "dividende trimestriel", language: FR }) { nodes { databaseId } }
      }
    `);
    expect(data.french!.nodes.map((node) => node.databaseId)).toEqual([11017]);
    expect(data.english!.nodes).toEqual([]);
    expect(data.englishWords!.nodes).toEqual([]);
    expect(data.nodes!.nodes.map((node) => node.databaseId)).toContain(11017);
  });
});

describe("media in French (Polylang's media translation)", () => {
  interface Image {
    databaseId: number;
    altText: string;
    title: string;
    sourceUrl: string;
    language: { code: string };
  }
  const IMAGE = "databaseId altText title sourceUrl language { code }";
  const image = (node: { node: Image } | null) => node?.node ?? null;
  const upload = (file: string) => `${service.url}/wp-content/uploads/images/${file}`;

  it("gives a French page its French image, an English page the English", async () => {
    const data = await ask<Record<string, { featuredImage: { node: Image } | null }>>(`
      {
        french: page(id: "10100", idType: DATABASE_ID) { featuredImage { node { ${IMAGE} } } }
        english: page(id: "100", idType: DATABASE_ID) { featuredImage { node { ${IMAGE} } } }
        frenchPost: post(id: "11039", idType: DATABASE_ID) { featuredImage { node { ${IMAGE} } } }
      }
    `);
    // A banner whose words are painted in: a French upload of its own, its words French.
    expect(image(data.french!.featuredImage)).toEqual({
      databaseId: 16002,
      altText:
        "Bannière bleu marine traversée en diagonale d’une bande orange, avec le titre « À propos »",
      title: "Bannière – À propos",
      sourceUrl: upload("hero-about-fr.jpg"),
      language: { code: "FR" },
    });
    expect(image(data.english!.featuredImage)).toEqual({
      databaseId: 5007,
      altText: "Navy banner cut by a diagonal orange band, titled About the company",
      title: "About the company hero",
      sourceUrl: upload("hero-about.jpg"),
      language: { code: "EN" },
    });
    expect(image(data.frenchPost!.featuredImage)).toMatchObject({
      databaseId: 16001,
      altText: expect.stringMatching(/^Panneau bleu marine orné de cercles orange/),
    });
  });

  it("gives a French person's photo its French alternative text, an English person's the English", async () => {
    const PHOTO = `personFields { photo { node { ${IMAGE} } } }`;
    const data = await ask<Record<string, { personFields: { photo: { node: Image } } }>>(`
      {
        french: person(id: "12011", idType: DATABASE_ID) { ${PHOTO} }
        english: person(id: "2011", idType: DATABASE_ID) { ${PHOTO} }
      }
    `);
    expect(image(data.french!.personFields.photo)).toMatchObject({
      databaseId: 15016,
      altText: "Portrait de Catherine Moreau, présidente exécutive du conseil",
      language: { code: "FR" },
    });
    expect(image(data.english!.personFields.photo)).toMatchObject({
      databaseId: 5016,
      altText: "Portrait of Catherine Moreau, Executive Chair",
      language: { code: "EN" },
    });
  });

  it("gives French records and options the English item where an image has no translation", async () => {
    const data = await ask<{
      brand: { brandFields: { logo: { node: Image } } };
      options: {
        headerOptions: { headerLogoImage: { node: Image }; headerNavImage: { node: Image } };
      };
      page: { featuredImage: { node: Image } };
    }>(`
      {
        brand: brand(id: "12101", idType: DATABASE_ID) { brandFields { logo { node { ${IMAGE} } } } }
        options: siteOptions(language: FR) {
          headerOptions {
            headerLogoImage { node { ${IMAGE} } }
            headerNavImage { node { ${IMAGE} } }
          }
        }
        page: page(id: "10002", idType: DATABASE_ID) { featuredImage { node { databaseId } } }
      }
    `);
    // A logo whose alternative text is the brand's name is not translated: Polylang falls back
    // to it, in the default language.
    expect(image(data.brand.brandFields.logo)).toEqual({
      databaseId: 5040,
      altText: "Global",
      title: "Global logo",
      sourceUrl: upload("logo-global.svg"),
      language: { code: "EN" },
    });
    expect(image(data.options.headerOptions.headerLogoImage)).toMatchObject({
      databaseId: 5001,
      language: { code: "EN" },
    });
    // The options page in French names the French upload of the menu's image.
    expect(image(data.options.headerOptions.headerNavImage)).toMatchObject({
      databaseId: 16001,
      language: { code: "FR" },
    });
    // The French front page names the English file: its French copy (Polylang's translation
    // of an image is a copy of the attachment over the same file).
    expect(image(data.page.featuredImage)).toEqual({ databaseId: 15006 });
  });

  it("links each French item to its original, over the same file, and lists them by language", async () => {
    type Item = Image & {
      uri: string;
      english: { databaseId: number; sourceUrl: string } | null;
      translations: { databaseId: number }[];
    };
    const ITEM = `${IMAGE} uri english: translation(language: EN) { databaseId sourceUrl } translations { databaseId }`;
    const data = await ask<{
      french: { nodes: Item[] };
      original: Item & { french: { databaseId: number } | null };
      logo: Item & { french: { databaseId: number } | null };
    }>(`
      {
        french: mediaItems(first: 100, where: { language: FR }) { nodes { ${ITEM} } }
        original: mediaItem(id: "5017", idType: DATABASE_ID) { ${ITEM} french: translation(language: FR) { databaseId } }
        logo: mediaItem(id: "5001", idType: DATABASE_ID) { ${ITEM} french: translation(language: FR) { databaseId } }
      }
    `);
    // 19 copies of English items, 8 French uploads of their own (banners with French words).
    const uploads = data.french.nodes.filter((item) => item.english === null);
    expect(uploads.map((item) => item.databaseId).sort()).toEqual([
      16001, 16002, 16003, 16004, 16005, 16006, 16007, 16008,
    ]);
    for (const item of uploads) expect(item.translations).toEqual([]);
    const french = data.french.nodes.filter((item) => item.english !== null);
    expect(french).toHaveLength(19);
    for (const item of french) {
      expect(item.language.code).toBe("FR");
      expect(item.english!.databaseId).toBe(item.databaseId - 10000);
      expect(item.english!.sourceUrl).toBe(item.sourceUrl);
      expect(item.translations).toEqual([{ databaseId: item.databaseId - 10000 }]);
      expect(item.uri.startsWith("/fr/"), item.uri).toBe(true);
    }
    // WordPress gives the copy a slug of its own; an item attached to the English leadership page
    // is, in French, attached to the French one.
    expect(french.find((item) => item.databaseId === 15017)?.uri).toBe(
      "/fr/a-propos/direction/portrait-ceo-2/",
    );
    expect(data.original).toMatchObject({
      databaseId: 5017,
      uri: "/about-corus/leadership/portrait-ceo/",
      language: { code: "EN" },
      english: { databaseId: 5017 },
      french: { databaseId: 15017 },
      translations: [{ databaseId: 15017 }],
    });
    // Untranslated: the default language, as Polylang gives media once the option is on.
    expect(data.logo).toMatchObject({
      databaseId: 5001,
      language: { code: "EN" },
      french: null,
      translations: [],
    });
  });

  it("finds a French media item at its URI", async () => {
    const data = await ask<{ node: unknown }>(`
      { node: nodeByUri(uri: "/fr/hero-home-2/") { __typename ... on MediaItem { databaseId slug language { code } } } }
    `);
    expect(data.node).toEqual({
      __typename: "MediaItem",
      databaseId: 15006,
      slug: "hero-home-2",
      language: { code: "FR" },
    });
  });
});

describe("menus by language", () => {
  type Item = { label: string; path: string; locations: string[] };
  const items = async (where: string) =>
    (
      await ask<{ menuItems: { nodes: Item[] } }>(
        `{ menuItems(first: 100, where: { ${where} }) { nodes { label path locations } } }`,
      )
    ).menuItems.nodes;

  it("reads Polylang's French location for a location and the language FR", async () => {
    const french = await items("location: PRIMARY, language: FR");
    expect(french[0]).toEqual({ label: "Accueil", path: "/fr/", locations: ["PRIMARY___FR"] });
    expect(french.every((item) => item.locations[0] === "PRIMARY___FR")).toBe(true);
    expect(await items("location: PRIMARY___FR")).toEqual(french);
    const english = await items("location: PRIMARY");
    expect(english[0]).toMatchObject({ path: "/", locations: ["PRIMARY"] });
    expect(await items("location: PRIMARY, language: EN")).toEqual(english);
    expect(await items("location: PRIMARY, language: DEFAULT")).toEqual(english);
    expect(await items("location: FOOTER, language: FR")).toEqual(
      await items("location: FOOTER___FR"),
    );
  });

  it("finds the French menus by their locations", async () => {
    const data = await ask<{ menu: unknown; menus: { nodes: unknown[] } }>(`
      {
        menu(id: "SECONDARY___FR", idType: LOCATION) { databaseId locations }
        menus(where: { location: FOOTER___FR }) { nodes { databaseId locations } }
      }
    `);
    expect(data.menu).toEqual({ databaseId: 22, locations: ["SECONDARY___FR"] });
    expect(data.menus.nodes).toEqual([{ databaseId: 23, locations: ["FOOTER___FR"] }]);
  });
});

describe("the options page by language", () => {
  const OPTIONS = `
    privacyOptions { consentBannerTitle consentBannerText privacyPolicyUrl privacyPolicyVersion }
    headerOptions { headerLogoImage { node { sourceUrl } } }
    socialIconsOptions { socialIcons { socialIconTitle socialIconLinkUrl } }
    globalFormOptions { advertiseFormId }
  `;

  it("answers the French words, and the English values for what French leaves empty", async () => {
    const frenchFile = parseYaml(
      await readFile(path.join(CONTENT_DIR, "fr/site.yaml"), "utf8"),
    ) as {
      siteOptions: { privacyOptions: Record<string, string> };
    };
    const data = await ask<Record<string, Record<string, unknown>>>(`
      {
        french: siteOptions(language: FR) { id ${OPTIONS} }
        english: siteOptions(language: EN) { id ${OPTIONS} }
        byDefault: siteOptions(language: DEFAULT) { id ${OPTIONS} }
        unset: siteOptions { id ${OPTIONS} }
      }
    `);
    const { french, english } = data as Record<string, Record<string, Record<string, unknown>>>;
    const words = frenchFile.siteOptions.privacyOptions;
    expect(french!.privacyOptions).toEqual({
      consentBannerTitle: words.consentBannerTitle,
      consentBannerText: words.consentBannerText,
      privacyPolicyUrl: "/fr/politique-de-confidentialite/",
      privacyPolicyVersion: words.privacyPolicyVersion,
    });
    expect(french!.privacyOptions).not.toEqual(english!.privacyOptions);
    // Not in the French file: the English values.
    expect(french!.headerOptions).toEqual(english!.headerOptions);
    expect(french!.socialIconsOptions).toEqual(english!.socialIconsOptions);
    expect(french!.globalFormOptions).toEqual(english!.globalFormOptions);
    expect(english!.headerOptions).toEqual({
      headerLogoImage: {
        node: { sourceUrl: `${service.url}/wp-content/uploads/images/corus-logo.svg` },
      },
    });
    expect(data.byDefault).toEqual(english);
    expect(data.unset).toEqual(english);
  });
});

describe("French URIs", () => {
  it("resolves /fr/ to the French front page", async () => {
    const data = await ask<{ node: unknown; bare: { databaseId: number } }>(`
      {
        node: nodeByUri(uri: "/fr/") {
          __typename
          ... on Page { databaseId isFrontPage language { code } translation(language: EN) { uri isFrontPage } }
        }
        bare: nodeByUri(uri: "/fr") { ... on Page { databaseId } }
        settings: readingSettings { pageOnFront }
      }
    `);
    expect(data.node).toEqual({
      __typename: "Page",
      databaseId: 10002,
      isFrontPage: true,
      language: { code: "FR" },
      translation: { uri: "/", isFrontPage: true },
    });
    expect(data.bare).toEqual({ databaseId: 10002 });
    expect((data as unknown as { settings: unknown }).settings).toEqual({ pageOnFront: 2 });
  });

  it("resolves a French page, a French post and French categories", async () => {
    const data = await ask<Record<string, unknown>>(`
      fragment Node on UniformResourceIdentifiable {
        __typename
        uri
        ... on Page { databaseId isFrontPage parentDatabaseId language { code } }
        ... on Post { databaseId language { code } categories { nodes { databaseId uri } } }
        ... on Category { databaseId name parentDatabaseId language { code } }
      }
      {
        page: nodeByUri(uri: "/fr/a-propos/") { ...Node }
        child: nodeByUri(uri: "/fr/a-propos/notre-entreprise/") { ...Node }
        post: nodeByUri(uri: "/fr/media-centre/press-releases/corus-entertainment-declare-un-dividende-trimestriel-janvier-2024/") { ...Node }
        category: nodeByUri(uri: "/fr/category/resultats-financiers/") { ...Node }
        child_category: nodeByUri(uri: "/fr/category/resultats-financiers/dividendes/") { ...Node }
        english_path: nodeByUri(uri: "/fr/about-corus/") { ...Node }
      }
    `);
    expect(data.page).toEqual({
      __typename: "Page",
      uri: "/fr/a-propos/",
      databaseId: 10100,
      isFrontPage: false,
      // The French front page is no page's parent.
      parentDatabaseId: null,
      language: { code: "FR" },
    });
    expect(data.child).toMatchObject({ databaseId: 10101, parentDatabaseId: 10100 });
    expect(data.post).toEqual({
      __typename: "Post",
      uri: "/fr/media-centre/press-releases/corus-entertainment-declare-un-dividende-trimestriel-janvier-2024/",
      databaseId: 11017,
      language: { code: "FR" },
      categories: {
        nodes: [{ databaseId: 28, uri: "/fr/category/resultats-financiers/dividendes/" }],
      },
    });
    expect(data.category).toEqual({
      __typename: "Category",
      uri: "/fr/category/resultats-financiers/",
      databaseId: 23,
      name: "Résultats financiers",
      parentDatabaseId: null,
      language: { code: "FR" },
    });
    expect(data.child_category).toMatchObject({ databaseId: 28, parentDatabaseId: 23 });
    expect(data.english_path).toBeNull();
  });
});

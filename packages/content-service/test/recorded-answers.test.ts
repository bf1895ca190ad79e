// The stand-in answers the site's own operations in the shape a real WordPress does. A real
// WordPress 6.1 with WPGraphQL 2.20 and the site's plugins answered them over a small hand-made
// content set (recorded-answers.json in tests/reference/wordpress-6.1-wpgraphql-2.20/ of
// the repository), with WPGraphQL for ACF 0.6.2; the site now asks for WPGraphQL for ACF 2.x's
// shapes, so each recorded answer is first translated into what 2.7.1 answers (acf-2-answers.ts,
// which follows the differences the reference's README measured). Each operation is sent here,
// as the site sends it, and the stand-in's answer must have the translated answer's shape
// (answer-shapes.ts): HTTP status, keys, JSON types, __typenames, empty lists, errors.
// Values are the content's and are not compared; where one answer is null or empty and the
// other is not because the two content sets differ, the field is set aside below, with why.
import { Kind, print, type DocumentNode } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as site from "@corus/web/lib/graphql/generated/graphql.ts";
import type { ContentService } from "../src/server.ts";
import { toAcf2Answer } from "./acf-2-answers.ts";
import { setAsidePaths, shapeDifferences, type Json, type SetAside } from "./answer-shapes.ts";
import { startService } from "./helpers.ts";
import { ACF_2_7_SCHEMA, RECORDED_ANSWERS, referenceJson, referenceSchema } from "./reference.ts";

interface RecordedAnswer {
  operation: string;
  variables: Record<string, unknown>;
  answer: { status: number; data?: Json; errors?: Json };
}

const recordedAnswers = () => referenceJson<RecordedAnswer[]>(RECORDED_ANSWERS);

/** The schema WordPress served with WPGraphQL for ACF 2.7.1, which the translation reads. */
const acf2 = referenceSchema(ACF_2_7_SCHEMA);

/** The site's operation `name`, as codegen compiled it. */
function siteDocument(name: string): DocumentNode {
  const document = (site as Record<string, unknown>)[`${name}Document`];
  if (!document) throw new Error(`the site has no operation ${name}`);
  return document as DocumentNode;
}

/**
 * The recorded WordPress had no Polylang, and the site's operations then took no language; now
 * they take the page's (wp-graphql-polylang's `language`): English, as at the recorded addresses.
 */
function languageOf(document: DocumentNode): { language?: string } {
  const takesLanguage = document.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      definition.variableDefinitions?.some(
        (variable) => variable.variable.name.value === "language",
      ),
  );
  return takesLanguage ? { language: "EN" } : {};
}

/** A recorded answer's body: all but its HTTP status. */
const bodyOf = (answer: RecordedAnswer["answer"]) =>
  Object.fromEntries(Object.entries(answer).filter(([key]) => key !== "status")) as Json;

/** A recorded answer's body, as WPGraphQL for ACF 2.7.1 answers the site's operation now. */
const translatedBody = (entry: RecordedAnswer) =>
  toAcf2Answer(bodyOf(entry.answer), siteDocument(entry.operation), acf2);

/**
 * Variables naming content of the recorded site, and the seed's equivalent. The rest name what
 * both have: the front page, the press releases page, the Corporate category, an unknown URI.
 */
const SEED_EQUIVALENT: Record<string, string> = {
  // The recorded site's one post, filed in Corporate: a published post of the seed in Corporate.
  "/media-centre/press-releases/via-rest/":
    "/media-centre/press-releases/corus-entertainment-announces-proposed-recapitalization/",
  // There it found one page (Press Releases) and nothing else; here "release" also finds posts,
  // and these words find pages only.
  release: "viewer relations",
};

const WITHOUT_BODY =
  "the recorded pages and post have an empty body, which WordPress answers as null (as the " +
  "stand-in does, wordpress-answers.test.ts); every seed page and post has a body";
const NO_FEATURED_IMAGE =
  "the recorded site set no featured image; the seed's pages and posts have one";

const NO_POLYLANG =
  "wp-graphql-polylang's field: the recorded WordPress had no Polylang (polylang.graphql)";

/** Per operation, what the two content sets explain. */
const SET_ASIDE: Record<string, SetAside> = {
  Shell: {
    nullInWordPress: {
      "data.siteOptions.headerOptions.headerNavImage":
        "the recorded site set no header navigation image; the seed sets one",
      "data.siteOptions.footerOptions.footerLogoImage":
        "the recorded site set no footer logo; the seed sets one",
      "data.siteOptions.siteIconOptions.siteIconImage":
        "the recorded site set no site icon; the seed sets one",
      "data.primaryMenu.nodes[].target":
        "no recorded menu item opens in a new window; one of the seed's primary menu items does",
      "data.footerMenu.nodes[].target":
        "no recorded menu item opens in a new window; one of the seed's footer items does",
    },
    notRecorded: {
      "data.siteOptions.privacyOptions":
        "the consent banner's options group is newer than the recording (docs/privacy.md)",
    },
  },
  NodeByUri: {
    nullInWordPress: {
      "data.nodeByUri.content": WITHOUT_BODY,
      "data.nodeByUri.featuredImage": NO_FEATURED_IMAGE,
      "data.nodeByUri.seo.opengraphImage": `${NO_FEATURED_IMAGE}, and a default image for Yoast`,
    },
    nullHere: {
      "data.nodeByUri.pageBuilder.blocks[].intro":
        "the recorded card grid has an intro; the seed front page's has none",
    },
    typesOnlyInWordPress: {
      "data.nodeByUri.pageBuilder.blocks[]":
        "the recorded front page has a rich text and a call to action block; the seed's has " +
        "only a card grid (page-builder.test.ts covers every layout)",
    },
    notRecorded: {
      "data.nodeByUri.status":
        "added to the site's NodeByUri (ShownNodeFields) after the recording, for previews",
      "data.nodeByUri.hasPassword":
        "added to the site's NodeByUri (ShownNodeFields) after the recording, for previews",
      "data.nodeByUri.language": NO_POLYLANG,
      "data.nodeByUri.translations": NO_POLYLANG,
    },
  },
  SitemapPages: {
    notRecorded: {
      "data.pages.nodes[].language": NO_POLYLANG,
      "data.pages.nodes[].translations": NO_POLYLANG,
    },
  },
  People: {
    nullInWordPress: {
      "data.people.nodes[].personFields.photo":
        "the recorded person has no photo; the seed's people have one",
      "data.people.nodes[].personFields.biography":
        "the recorded person has no biography; the seed's people have one",
    },
    emptiness: {
      "data.people.nodes[].personFields.committees":
        "the recorded person chairs a committee; the seed's executives sit on none",
    },
  },
  SiteSearch: {
    nullInWordPress: { "data.contentNodes.nodes[].content": WITHOUT_BODY },
  },
  PostCategories: {
    nullInWordPress: {
      "data.categories.nodes[].count":
        "the recorded site has an empty category, whose count WordPress answers as null (as " +
        "the stand-in would); every seed category has posts",
    },
  },
};

interface Compared {
  entry: RecordedAnswer;
  status: number;
  differences: string[];
}

let service: ContentService;
const compared: Compared[] = [];
/** Per operation, the set-aside paths some answer needed. */
const used = new Map<string, Set<string>>();

beforeAll(async () => {
  service = await startService();
  for (const entry of recordedAnswers()) {
    const document = siteDocument(entry.operation);
    const variables = {
      ...languageOf(document),
      ...Object.fromEntries(
        Object.entries(entry.variables).map(([name, value]) => [
          name,
          typeof value === "string" ? (SEED_EQUIVALENT[value] ?? value) : value,
        ]),
      ),
    };
    const response = await fetch(service.graphqlUrl, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({
        query: print(document),
        operationName: entry.operation,
        variables,
      }),
    });
    const answer = (await response.json()) as Json;
    const usedHere = used.get(entry.operation) ?? new Set<string>();
    used.set(entry.operation, usedHere);
    compared.push({
      entry,
      status: response.status,
      differences: shapeDifferences(
        translatedBody(entry),
        answer,
        SET_ASIDE[entry.operation] ?? {},
        usedHere,
      ),
    });
  }
});
afterAll(() => service.close());

describe("the site's operations, answered by the stand-in and by WordPress", () => {
  it("cover every recorded answer", () => {
    expect(compared.length).toBe(recordedAnswers().length);
    expect(compared.length).toBeGreaterThanOrEqual(12);
  });

  it.each(recordedAnswers().map((entry, index) => [entry.operation, entry.variables, index]))(
    "%s %j: the same HTTP status and the same shape",
    (_operation, _variables, index) => {
      const { entry, status, differences } = compared[index as number]!;
      expect(status).toBe(entry.answer.status);
      expect(differences).toEqual([]);
    },
  );

  it("set aside only what some answer needs", () => {
    const unneeded = Object.entries(SET_ASIDE).flatMap(([operation, setAside]) =>
      setAsidePaths(setAside).filter((path) => !used.get(operation)?.has(path)),
    );
    expect(unneeded).toEqual([]);
  });
});

/** A copy of `answer` with each edit applied: a path of keys and indexes, and the new value. */
function edited(answer: Json, edits: [path: (string | number)[], value?: Json][]): Json {
  const copy = JSON.parse(JSON.stringify(answer)) as Json;
  for (const [path, value] of edits) {
    let parent = copy as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
    // An undefined value leaves the key out, as JSON does.
    parent[path.at(-1)!] = value;
  }
  return JSON.parse(JSON.stringify(copy)) as Json;
}

describe("the shape comparison", () => {
  /** A recorded answer, translated into 2.7.1's shapes as the comparisons above use it. */
  const answerOf = (operation: string, uri?: string) =>
    translatedBody(
      recordedAnswers().find(
        (entry) => entry.operation === operation && (!uri || entry.variables.uri === uri),
      )!,
    );
  const shell = answerOf("Shell");

  it("compares with 2.7.1's shapes: the translation changed the recorded answers where the table says", () => {
    const differences = recordedAnswers().flatMap((entry) =>
      shapeDifferences(bodyOf(entry.answer), translatedBody(entry)).map(
        (difference) => `${entry.operation}: ${difference}`,
      ),
    );
    // Layouts renamed (their card's image is then not compared, the items being of other types),
    // selects made lists, images wrapped; nothing else.
    expect([...new Set(differences)].sort()).toEqual([
      "NodeByUri: data.nodeByUri.pageBuilder.blocks[]: a PageBuilderBlocksCallToActionLayout here, not in WordPress's list",
      "NodeByUri: data.nodeByUri.pageBuilder.blocks[]: a PageBuilderBlocksCardGridLayout here, not in WordPress's list",
      "NodeByUri: data.nodeByUri.pageBuilder.blocks[]: a PageBuilderBlocksRichTextLayout here, not in WordPress's list",
      "NodeByUri: data.nodeByUri.pageBuilder.blocks[]: a Page_Pagebuilder_Blocks_CallToAction in WordPress's list, not here",
      "NodeByUri: data.nodeByUri.pageBuilder.blocks[]: a Page_Pagebuilder_Blocks_CardGrid in WordPress's list, not here",
      "NodeByUri: data.nodeByUri.pageBuilder.blocks[]: a Page_Pagebuilder_Blocks_RichText in WordPress's list, not here",
      "People: data.people.nodes[].personFields.committees[].role: string in WordPress, list here",
      "People: data.people.nodes[].personFields.group: string in WordPress, list here",
      "Shell: data.siteOptions.headerOptions.headerLogoImage.altText: in WordPress's answer, missing here",
      "Shell: data.siteOptions.headerOptions.headerLogoImage.mediaDetails: in WordPress's answer, missing here",
      "Shell: data.siteOptions.headerOptions.headerLogoImage.node: here, not in WordPress's answer",
      "Shell: data.siteOptions.headerOptions.headerLogoImage.sourceUrl: in WordPress's answer, missing here",
      "Shell: data.siteOptions.socialIconsOptions.socialIcons[].socialIconImage.altText: in WordPress's answer, missing here",
      "Shell: data.siteOptions.socialIconsOptions.socialIcons[].socialIconImage.mediaDetails: in WordPress's answer, missing here",
      "Shell: data.siteOptions.socialIconsOptions.socialIcons[].socialIconImage.node: here, not in WordPress's answer",
      "Shell: data.siteOptions.socialIconsOptions.socialIcons[].socialIconImage.sourceUrl: in WordPress's answer, missing here",
    ]);
  });

  it("finds no difference between an answer and itself", () => {
    expect(shapeDifferences(shell, edited(shell, []))).toEqual([]);
  });

  it("would catch null for a number, a missing or extra key, an emptied list and errors", () => {
    const changed = edited(shell, [
      [["data", "primaryMenu", "nodes", 1, "parentDatabaseId"], null],
      [["data", "generalSettings", "timezone"]],
      [["data", "generalSettings", "language"], "en"],
      [["data", "siteOptions", "socialIconsOptions", "socialIcons"], []],
      [
        [
          "data",
          "siteOptions",
          "headerOptions",
          "headerLogoImage",
          "node",
          "mediaDetails",
          "width",
        ],
        "2",
      ],
      [["errors"], [{ message: "Internal server error" }]],
    ]);
    expect(shapeDifferences(shell, changed)).toEqual([
      "data.generalSettings.timezone: in WordPress's answer, missing here",
      "data.generalSettings.language: here, not in WordPress's answer",
      "data.siteOptions.headerOptions.headerLogoImage.node.mediaDetails.width: number in WordPress, string here",
      "data.siteOptions.socialIconsOptions.socialIcons: 1 items in WordPress, 0 here",
      "data.primaryMenu.nodes[].parentDatabaseId: number in WordPress, null here",
      "errors: here, not in WordPress's answer",
    ]);
  });

  it("would catch another __typename, in an object and in a list", () => {
    const front = answerOf("NodeByUri", "/");
    const changed = edited(front, [
      [["data", "nodeByUri", "__typename"], "Post"],
      [
        ["data", "nodeByUri", "pageBuilder", "blocks", 0, "__typename"],
        "PageBuilderBlocksTimelineLayout",
      ],
    ]);
    expect(shapeDifferences(front, changed)).toEqual([
      "data.nodeByUri.__typename: Page in WordPress, Post here",
      "data.nodeByUri.pageBuilder.blocks[]: a PageBuilderBlocksTimelineLayout here, not in WordPress's list",
      "data.nodeByUri.pageBuilder.blocks[]: a PageBuilderBlocksRichTextLayout in WordPress's list, not here",
    ]);
  });

  it("would catch items all null where WordPress's list has values too, not only one by one", () => {
    const categories = answerOf("PostCategories");
    const allNull = edited(
      categories,
      [0, 1, 2].map((index) => [["data", "categories", "nodes", index, "count"], null]),
    );
    expect(shapeDifferences(categories, allNull)).toEqual([
      "data.categories.nodes[].count: number in WordPress, null here",
    ]);
  });

  it("accepts what is set aside, and only that", () => {
    const image = { node: { altText: "", sourceUrl: "x", mediaDetails: { width: 1, height: 1 } } };
    const changed = edited(shell, [
      [["data", "siteOptions", "headerOptions", "headerNavImage"], image],
      [["data", "siteOptions", "footerOptions", "footerLogoImage"], image],
    ]);
    const usedHere = new Set<string>();
    expect(shapeDifferences(shell, changed, SET_ASIDE.Shell, usedHere)).toEqual([]);
    expect([...usedHere]).toEqual([
      "nullInWordPress data.siteOptions.headerOptions.headerNavImage",
      "nullInWordPress data.siteOptions.footerOptions.footerLogoImage",
    ]);
    expect(shapeDifferences(shell, changed)).toHaveLength(2);
  });
});

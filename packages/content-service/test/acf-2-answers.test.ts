// The translation of answers recorded with WPGraphQL for ACF 0.6.2 into 2.7.1's (acf-2-answers.ts),
// rule by rule, against the real 2.7.1 schema; and its table against both real schemas.
import {
  isObjectType,
  parse,
  validate,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
} from "graphql";
import { describe, expect, it } from "vitest";
import { ACF_2_TYPENAMES, toAcf2Answer } from "./acf-2-answers.ts";
import type { Json } from "./answer-shapes.ts";
import { ACF_0_6_SCHEMA, ACF_2_7_SCHEMA, referenceSchema } from "./reference.ts";

const acf2 = referenceSchema(ACF_2_7_SCHEMA);
const acf06 = referenceSchema(ACF_0_6_SCHEMA);

const image = { sourceUrl: "https://cms.example/logo.png", altText: "Logo" };

/** [what the row shows, the operation (2.x), the data 0.6.2 answered, the data 2.7.1 answers]. */
const ROWS: [string, string, Json, Json][] = [
  [
    "renames a layout's __typename, and reads the layout's fields by its new type",
    `{ page(id: "/", idType: URI) { pageBuilder { blocks { __typename
        ... on PageBuilderBlocksCardGridLayout { heading cards { image { node { sourceUrl altText } } } }
        ... on PageBuilderBlocksRichTextLayout { text } } } } }`,
    {
      page: {
        pageBuilder: {
          blocks: [
            { __typename: "Page_Pagebuilder_Blocks_RichText", text: "<p>Hi</p>" },
            { __typename: "Page_Pagebuilder_Blocks_CardGrid", heading: "H", cards: [{ image }] },
          ],
        },
      },
    },
    {
      page: {
        pageBuilder: {
          blocks: [
            { __typename: "PageBuilderBlocksRichTextLayout", text: "<p>Hi</p>" },
            {
              __typename: "PageBuilderBlocksCardGridLayout",
              heading: "H",
              cards: [{ image: { node: image } }],
            },
          ],
        },
      },
    },
  ],
  [
    "renames the __typename of a field group, a repeater, an options group and its repeater",
    `{ page(id: "/", idType: URI) { pageBuilder { __typename } }
       people { nodes { personFields { __typename committees { __typename } } } }
       siteOptions { __typename headerOptions { __typename } socialIconsOptions { socialIcons { __typename } } } }`,
    {
      page: { pageBuilder: { __typename: "Page_Pagebuilder" } },
      people: {
        nodes: [
          {
            personFields: {
              __typename: "Person_Personfields",
              committees: [{ __typename: "Person_Personfields_committees" }],
            },
          },
        ],
      },
      siteOptions: {
        __typename: "SiteOptions",
        headerOptions: { __typename: "SiteOptions_Headeroptions" },
        socialIconsOptions: {
          socialIcons: [{ __typename: "SiteOptions_Socialiconsoptions_socialIcons" }],
        },
      },
    },
    {
      page: { pageBuilder: { __typename: "PageBuilder" } },
      people: {
        nodes: [
          {
            personFields: {
              __typename: "PersonFields",
              committees: [{ __typename: "PersonFieldsCommittees" }],
            },
          },
        ],
      },
      siteOptions: {
        __typename: "SiteOptions",
        headerOptions: { __typename: "HeaderOptions" },
        socialIconsOptions: { socialIcons: [{ __typename: "SocialIconsOptionsSocialIcons" }] },
      },
    },
  ],
  [
    "wraps an image field's media item in { node }, and leaves an unset image null",
    `{ siteOptions { headerOptions { headerLogoImage { node { sourceUrl altText } }
         headerNavImage { node { sourceUrl } } } } }`,
    { siteOptions: { headerOptions: { headerLogoImage: image, headerNavImage: null } } },
    { siteOptions: { headerOptions: { headerLogoImage: { node: image }, headerNavImage: null } } },
  ],
  [
    "gives the edge its __typename where the operation asks it; the media item keeps its own",
    `{ people { nodes { personFields { photo { __typename node { __typename sourceUrl altText } } } } } }`,
    { people: { nodes: [{ personFields: { photo: { __typename: "MediaItem", ...image } } }] } },
    {
      people: {
        nodes: [
          {
            personFields: {
              photo: {
                __typename: "AcfMediaItemConnectionEdge",
                node: { __typename: "MediaItem", ...image },
              },
            },
          },
        ],
      },
    },
  ],
  [
    "wraps file fields too, the field or its node under an alias as under their names",
    `{ investorEvents { nodes { investorEventFields {
         recording: webcast { node { mimeType } } audio { file: node { mimeType } } slides { node { mimeType } } } } } }`,
    {
      investorEvents: {
        nodes: [
          {
            investorEventFields: {
              recording: { mimeType: "video/mp4" },
              audio: { mimeType: "audio/mpeg" },
              slides: null,
            },
          },
        ],
      },
    },
    {
      investorEvents: {
        nodes: [
          {
            investorEventFields: {
              recording: { node: { mimeType: "video/mp4" } },
              audio: { file: { mimeType: "audio/mpeg" } },
              slides: null,
            },
          },
        ],
      },
    },
  ],
  [
    "leaves a featured image, the node of a core connection, as it is",
    `{ page(id: "/", idType: URI) { featuredImage { node { sourceUrl altText } } } }`,
    { page: { featuredImage: { node: image } } },
    { page: { featuredImage: { node: image } } },
  ],
  [
    "turns a select's value into a one-item list, and leaves a text field of the same name a string",
    `{ people { nodes { personFields { role group committees { committee role } } } } }`,
    {
      people: {
        nodes: [
          {
            personFields: {
              role: "CEO",
              group: "executive",
              committees: [{ committee: "Audit", role: "chair" }],
            },
          },
        ],
      },
    },
    {
      people: {
        nodes: [
          {
            personFields: {
              role: "CEO",
              group: ["executive"],
              committees: [{ committee: "Audit", role: ["chair"] }],
            },
          },
        ],
      },
    },
  ],
  [
    "turns an unset true/false into false, and leaves one that is set",
    `{ brands { nodes { brandFields { featured } } }
       financialReports { nodes { financialReportFields { annual } } } }`,
    {
      brands: { nodes: [{ brandFields: { featured: null } }, { brandFields: { featured: true } }] },
      financialReports: { nodes: [{ financialReportFields: { annual: false } }] },
    },
    {
      brands: {
        nodes: [{ brandFields: { featured: false } }, { brandFields: { featured: true } }],
      },
      financialReports: { nodes: [{ financialReportFields: { annual: false } }] },
    },
  ],
  [
    "keeps dates as the strings recorded: only their text changes, which shapes do not show",
    `{ dividends { nodes { date dividendFields { declaredDate } } }
       investorEvents { nodes { investorEventFields { startDate } } } }`,
    {
      dividends: {
        nodes: [{ date: "2024-01-11T08:00:00", dividendFields: { declaredDate: "2024-01-11" } }],
      },
      investorEvents: { nodes: [{ investorEventFields: { startDate: "2025-01-14 08:00:00" } }] },
    },
    {
      dividends: {
        nodes: [{ date: "2024-01-11T08:00:00", dividendFields: { declaredDate: "2024-01-11" } }],
      },
      investorEvents: { nodes: [{ investorEventFields: { startDate: "2025-01-14 08:00:00" } }] },
    },
  ],
  [
    "changes nothing the table does not: core types and booleans, an unset select, WPGraphQL's own fields",
    `{ nodeByUri(uri: "/") { __typename ... on Page { isPreview isRestricted title } }
       people { nodes { personFields { group } } } menuItems { nodes { target } } }`,
    {
      nodeByUri: { __typename: "Page", isPreview: null, isRestricted: false, title: "Home" },
      people: { nodes: [{ personFields: { group: null } }] },
      menuItems: { nodes: [{ target: null }] },
    },
    {
      nodeByUri: { __typename: "Page", isPreview: null, isRestricted: false, title: "Home" },
      people: { nodes: [{ personFields: { group: null } }] },
      menuItems: { nodes: [{ target: null }] },
    },
  ],
  [
    "leaves what the operation does not ask for as recorded, for the comparison to name",
    `{ people { nodes { personFields { group } } } }`,
    { people: { nodes: [{ personFields: { group: "board", grade: "A" } }] }, extra: "x" },
    { people: { nodes: [{ personFields: { group: ["board"], grade: "A" } }] }, extra: "x" },
  ],
];

describe("an answer recorded with WPGraphQL for ACF 0.6.2, as 2.7.1 answers it", () => {
  it.each(ROWS)("%s", (_row, query, recorded, expected) => {
    const document = parse(query);
    // Each row's operation is one 2.7.1 answers.
    expect(validate(acf2, document)).toEqual([]);
    expect(toAcf2Answer({ data: recorded }, document, acf2)).toEqual({ data: expected });
  });

  it("keeps errors and an answer without data as they are, and does not change its input", () => {
    const document = parse(`{ people { nodes { personFields { group } } } }`);
    const errors = [{ message: "Internal server error" }];
    expect(toAcf2Answer({ errors }, document, acf2)).toEqual({ errors });
    const recorded = {
      data: { people: { nodes: [{ personFields: { group: "board" } }] } },
      errors,
    };
    const before = JSON.stringify(recorded);
    expect(toAcf2Answer(recorded, document, acf2)).toEqual({
      data: { people: { nodes: [{ personFields: { group: ["board"] } }] } },
      errors,
    });
    expect(JSON.stringify(recorded)).toBe(before);
  });
});

/** A type's name, with list and non-null marks: `[String]`, `MediaItem!`. */
const typeName = (type: GraphQLType): string => String(type);

describe("the README's table, against both real schemas", () => {
  const objectTypes = (schema: GraphQLSchema) =>
    Object.values(schema.getTypeMap()).filter(
      (type) => isObjectType(type) && !type.name.startsWith("__"),
    ) as GraphQLNamedType[];

  it("renames every object type 0.6.2 has and 2.7.1 lacks, and only those", () => {
    const gone = objectTypes(acf06)
      .map((type) => type.name)
      .filter((name) => !acf2.getType(name));
    expect(Object.keys(ACF_2_TYPENAMES).sort()).toEqual(gone.sort());
  });

  it("renames them one to one, into 2.7.1's ACF field group types, all of them", () => {
    const fieldGroups = objectTypes(acf2)
      .filter(
        (type) =>
          isObjectType(type) && type.getInterfaces().some((i) => i.name === "AcfFieldGroup"),
      )
      .map((type) => type.name);
    expect(Object.values(ACF_2_TYPENAMES).sort()).toEqual(fieldGroups.sort());
  });

  it("leaves each renamed type its fields; only images and files, selects and blocks change type", () => {
    const renamed = (name: string) =>
      name.replace(/[A-Za-z_]+/g, (type) => ACF_2_TYPENAMES[type] ?? type);
    const changes = new Set<string>();
    for (const [old, now] of Object.entries(ACF_2_TYPENAMES)) {
      const before = acf06.getType(old);
      const after = acf2.getType(now);
      if (!isObjectType(before) || !isObjectType(after)) throw new Error(`${old} -> ${now}`);
      expect(Object.keys(after.getFields()).sort(), now).toEqual(
        Object.keys(before.getFields()).sort(),
      );
      for (const field of Object.values(before.getFields())) {
        const was = renamed(typeName(field.type));
        const is = typeName(after.getFields()[field.name]!.type);
        if (was !== is) changes.add(`${was} -> ${is}`);
      }
    }
    // So the fields the rules find by 2.7.1's types (AcfMediaItemConnectionEdge, [String]) are
    // exactly 0.6.2's images and files (MediaItem) and selects (String).
    expect([...changes].sort()).toEqual([
      "MediaItem -> AcfMediaItemConnectionEdge",
      "String -> [String]",
      "[Page_Pagebuilder_Blocks] -> [PageBuilderBlocks_Layout]",
    ]);
  });
});

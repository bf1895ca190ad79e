// wp-graphql-polylang's part of the content service's schema (src/schema/polylang.graphql), not
// in the recorded WordPress: held to the rules by which the bridge registers its schema (its
// PolylangTypes, LanguageRootQueries, PostObject, TermObject, MenuItem and OptionsPages
// classes, written again here) for the site's Polylang set-up, so that the file cannot drift
// from what a WordPress with the bridge serves.
import { findBreakingChanges, findDangerousChanges, parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { wordpressSchema, type ExtensionFile } from "./wordpress-schema.ts";

/** Polylang's languages (Languages > Languages), the default first: their slugs. */
const LANGUAGES = ["en", "fr"];
/**
 * Polylang's translated post types: its own (post, page), media (attachments: its setting
 * "Activate languages and translations for media" is on) and the record types its settings
 * translate (all but dividends); by their GraphQL single names.
 */
const TRANSLATED_POST_TYPES = [
  "post",
  "page",
  "mediaItem",
  "person",
  "brand",
  "financialReport",
  "investorEvent",
];
/**
 * Its translated taxonomies: categories. Polylang translates tags too; the stand-in serves no
 * tags (CONTENT.md), so neither their language.
 */
const TRANSLATED_TAXONOMIES = ["category"];
/** The theme's menu locations. */
const LOCATIONS = ["primary", "secondary", "footer"];

const ucfirst = (name: string) => `${name[0]!.toUpperCase()}${name.slice(1)}`;
const enumName = (value: string) => value.toUpperCase().replace(/[^A-Z0-9_]/g, "_");

const languageWhere = (type: string) =>
  `extend input RootQueryTo${type}ConnectionWhereArgs {
    language: LanguageCodeFilterEnum
    languages: [LanguageCodeEnum!]
  }`;

const translationFields = (type: string) =>
  `extend type ${type} {
    language: Language
    translation(language: LanguageCodeEnum!): ${type}
    translations: [${type}]
  }`;

/** What the bridge registers for the set-up above, as SDL. */
function bridgeRegistrations(): string {
  const codes = LANGUAGES.map(enumName);
  const [, ...translations] = LANGUAGES;
  return [
    // PolylangTypes: the languages' slugs upper-cased.
    `enum LanguageCodeEnum { ${codes.join(" ")} }`,
    `enum LanguageCodeFilterEnum { ${[...codes, "DEFAULT", "ALL"].join(" ")} }`,
    `type Language {
      id: ID!
      name: String
      code: LanguageCodeEnum
      locale: String
      slug: String
      homeUrl: String
    }`,
    // LanguageRootQueries
    "extend type RootQuery { languages: [Language] defaultLanguage: Language }",
    // PostObject: content nodes, then each translated post type; TermObject, each taxonomy.
    languageWhere("ContentNode"),
    ...[...TRANSLATED_POST_TYPES, ...TRANSLATED_TAXONOMIES].flatMap((single) => [
      languageWhere(ucfirst(single)),
      translationFields(ucfirst(single)),
    ]),
    // MenuItem: a language for the root list's locations; Polylang's copy of each location
    // for every language but the default (primary___fr), as WPGraphQL names locations.
    "extend input RootQueryToMenuItemConnectionWhereArgs { language: LanguageCodeFilterEnum }",
    `extend enum MenuLocationEnum {
      ${translations.flatMap((slug) => LOCATIONS.map((l) => enumName(`${l}___${slug}`))).join(" ")}
    }`,
  ].join("\n");
}

const asRegistered: ExtensionFile = { name: "the bridge's rules", sdl: bridgeRegistrations() };

describe("polylang.graphql", () => {
  it("is what wp-graphql-polylang registers, type for type, over the real WordPress", () => {
    const fromRules = wordpressSchema({ plugins: [asRegistered] });
    const fromFile = wordpressSchema();
    // No change either way, breaking or dangerous: the same types, fields, arguments, values.
    expect(findBreakingChanges(fromRules, fromFile)).toEqual([]);
    expect(findBreakingChanges(fromFile, fromRules)).toEqual([]);
    expect(findDangerousChanges(fromRules, fromFile)).toEqual([]);
    expect(findDangerousChanges(fromFile, fromRules)).toEqual([]);
  });

  it("gives the options page its language, as the bridge does with ACF Options For Polylang", () => {
    const query = parse("{ siteOptions(language: FR) { privacyOptions { consentBannerTitle } } }");
    expect(validate(wordpressSchema(), query)).toEqual([]);
    // Without the bridge, WordPress's field takes no argument.
    expect(validate(wordpressSchema({ plugins: [] }), query).map((e) => e.message)).toEqual([
      'Unknown argument "language" on field "RootQuery.siteOptions".',
    ]);
  });

  it("would be caught declaring a field, an argument or a value the bridge does not", () => {
    const altered: ExtensionFile = {
      name: "altered",
      sdl: bridgeRegistrations()
        .replace("languages: [LanguageCodeEnum!]", "languages: [LanguageCodeEnum]")
        .replace("defaultLanguage: Language", "defaultLanguage: Language translateAll: Boolean")
        .replace("PRIMARY___FR", "PRIMARY___FR HEADER___FR"),
    };
    const changes = [
      ...findBreakingChanges(wordpressSchema({ plugins: [altered] }), wordpressSchema()),
      ...findDangerousChanges(wordpressSchema(), wordpressSchema({ plugins: [altered] })),
    ].map((change) => change.description);
    expect(changes).toEqual(
      expect.arrayContaining([
        "RootQuery.translateAll was removed.",
        "HEADER___FR was removed from enum type MenuLocationEnum.",
        expect.stringMatching(/^RootQueryToContentNodeConnectionWhereArgs\.languages changed type/),
      ]),
    );
  });

  it("cannot change what WordPress already declares: a second definition is refused", () => {
    const redefining: ExtensionFile = {
      name: "redefining",
      sdl: `${bridgeRegistrations()}\nextend type Page { title: Int }`,
    };
    expect(() => wordpressSchema({ plugins: [redefining] })).toThrow(
      /Field "Page.title" already exists in the schema/,
    );
  });
});

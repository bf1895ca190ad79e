// The language arguments wp-graphql-polylang adds (schema/polylang.graphql), as the bridge maps
// them to Polylang's `lang` query (its Helpers::map_language_to_query_args): `languages` when
// given, else `language`, where DEFAULT is the default language and ALL, like no argument,
// every language (the bridge undoes Polylang's filtering by the default language).
import { DEFAULT_LANGUAGE } from "../content/languages.ts";
import type { LanguageCode, MenuLocation } from "../content/records.ts";

/** LanguageCodeEnum: a language's code upper-cased. */
export type LanguageCodeValue = "EN" | "FR";
/** LanguageCodeFilterEnum. */
export type LanguageFilterValue = LanguageCodeValue | "DEFAULT" | "ALL";

export interface LanguageWhere {
  language?: LanguageFilterValue | null;
  languages?: readonly LanguageCodeValue[] | null;
}

export const codeOf = (value: LanguageCodeValue): LanguageCode =>
  value.toLowerCase() as LanguageCode;

/** The one language a LanguageCodeFilterEnum names, or null for ALL. */
function languageOf(value: LanguageFilterValue): LanguageCode | null {
  if (value === "ALL") return null;
  return value === "DEFAULT" ? DEFAULT_LANGUAGE.code : codeOf(value);
}

/** The languages a list keeps, or null for all of them. */
export function languagesWanted(where: LanguageWhere | null | undefined): Set<LanguageCode> | null {
  if (where?.languages?.length) return new Set(where.languages.map(codeOf));
  const one = where?.language == null ? null : languageOf(where.language);
  return one === null ? null : new Set([one]);
}

/**
 * Whether a record is in the languages kept: a record of a type Polylang does not translate
 * (dividends) has no language, and a language filter leaves it out, as Polylang's taxonomy
 * query does. Media have one: Polylang translates them (the default language's unless a
 * translation).
 */
export function inLanguages(record: object, wanted: Set<LanguageCode> | null): boolean {
  if (wanted === null) return true;
  return "language" in record && wanted.has(record.language as LanguageCode);
}

/**
 * The location a menu items query reads: with a language other than the default, Polylang's
 * copy of the location (`PRIMARY___FR`), as the bridge appends `___<code>` to it. ALL, like no
 * language, reads the location as named (the bridge would append `___all`, a location that does
 * not exist).
 */
export function menuLocationFor(
  location: MenuLocation,
  language: LanguageFilterValue | null | undefined,
): string {
  const code = language == null ? null : languageOf(language);
  if (code === null || code === DEFAULT_LANGUAGE.code) return location;
  return `${location}___${code.toUpperCase()}`;
}

/** The options page's language: the one named, else (DEFAULT, ALL, none) the default's. */
export function optionsLanguage(language: LanguageFilterValue | null | undefined): LanguageCode {
  return (language == null ? null : languageOf(language)) ?? DEFAULT_LANGUAGE.code;
}

// Polylang's languages as the site's WordPress sets them up: English, the default, at the site's
// own URLs, and French under /fr/ ("the language is set from the directory name"). The seed
// holds the default language's files in content/ and French's in content/fr/ (CONTENT.md).
import type { LanguageCode, MenuLocation, ThemeLocation } from "./records.ts";

export interface Language {
  code: LanguageCode;
  /** Polylang's name of the language, in the language. */
  name: string;
  locale: string;
  /** What its URIs start with: "" for the default language, "/fr" for French. */
  prefix: string;
}

export const DEFAULT_LANGUAGE: Language = {
  code: "en",
  name: "English",
  locale: "en_CA",
  prefix: "",
};

/** In Polylang's order (Languages > Languages): the default first. */
export const LANGUAGES: readonly Language[] = [
  DEFAULT_LANGUAGE,
  { code: "fr", name: "Français", locale: "fr_CA", prefix: "/fr" },
];

/** The languages with content of their own under content/<code>/: every one but the default. */
export const TRANSLATION_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

export function languageNamed(code: LanguageCode): Language {
  return LANGUAGES.find((language) => language.code === code) ?? DEFAULT_LANGUAGE;
}

/** A site path in the language: "/a-propos/" in French is "/fr/a-propos/". */
export function uriIn(language: Language, sitePath: string): string {
  return `${language.prefix}${sitePath}`;
}

/** The language whose directory a site path is under, if another than the default's. */
export function translationDirectoryOf(sitePath: string): Language | undefined {
  return TRANSLATION_LANGUAGES.find((language) => sitePath.startsWith(`${language.prefix}/`));
}

/**
 * The location holding a language's menu: the theme's for the default language, Polylang's
 * `<location>___<code>` for another (MenuLocationEnum's `PRIMARY___FR`).
 */
export function menuLocationIn(language: Language, location: ThemeLocation): MenuLocation {
  return language === DEFAULT_LANGUAGE
    ? location
    : (`${location}___${language.code.toUpperCase()}` as MenuLocation);
}

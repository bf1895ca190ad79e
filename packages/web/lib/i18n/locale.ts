// The site's languages (issue 42): English, where every page has always been, and French. One
// place names them and the Intl locale each formats with.

export const LOCALES = ["en", "fr"] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of every existing URL, and of a page whose language the CMS does not say. */
export const DEFAULT_LOCALE: Locale = "en";

/** Canadian English and Canadian French: the conventions of the country the site serves. */
export const INTL_LOCALE: Readonly<Record<Locale, string>> = { en: "en-CA", fr: "fr-CA" };

/** Where each language's pages live: Polylang's directory per language, none for the default. */
const PREFIX: Readonly<Record<Locale, string>> = { en: "/", fr: "/fr/" };

/** The language of a site path, from its first segment (Polylang's "directory" mode). */
export function localeOfPath(path: string): Locale {
  return path === "/fr" || path.startsWith("/fr/") ? "fr" : DEFAULT_LOCALE;
}

/** The home page of a language. */
export const homePathOf = (locale: Locale): string => PREFIX[locale];

/** The other language: the one the language switcher leads to. */
export const otherLocale = (locale: Locale): Locale => (locale === "en" ? "fr" : "en");

/** Polylang's LanguageCodeEnum value for a language (its GraphQL filter argument). */
export const languageCode = (locale: Locale): "EN" | "FR" => (locale === "en" ? "EN" : "FR");

/** A language the CMS names (Polylang's `code`), or null for one the site does not speak. */
export function localeOfCode(code: string | null | undefined): Locale | null {
  const locale = code?.toLowerCase();
  return locale === "en" || locale === "fr" ? locale : null;
}

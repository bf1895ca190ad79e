// The site's languages (issue 42): English, where every page has always been, and French. One
// place names them and the Intl locale each formats with.

export const LOCALES = ["en", "fr"] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of every existing URL, and of a page whose language the CMS does not say. */
export const DEFAULT_LOCALE: Locale = "en";

/** Canadian English and Canadian French: the conventions of the country the site serves. */
export const INTL_LOCALE: Readonly<Record<Locale, string>> = { en: "en-CA", fr: "fr-CA" };

// Where each language's search page lives: French searches French pages. Read on the server
// (the route, the head, publishing); the browser gets its page's path in props.
import type { Locale } from "../i18n/locale.ts";

const SEARCH_PATHS: Readonly<Record<Locale, string>> = { en: "/search/", fr: "/fr/recherche/" };

export const searchPathOf = (locale: Locale): string => SEARCH_PATHS[locale];

/** Every language's search page. */
export const searchPaths = (): string[] => Object.values(SEARCH_PATHS);

/** The language whose search page `uri` is, or null when it is none. */
export function searchLocaleOf(uri: string): Locale | null {
  for (const [locale, path] of Object.entries(SEARCH_PATHS)) {
    if (path === uri) return locale as Locale;
  }
  return null;
}

// Where the search page lives and how its addresses are spelled: `?s=` (WordPress's name)
// as an HTML form sends it (spaces as "+"), so a form and a link make the same URL, which
// the CDN caches once. Each language has its own: French searches French pages.
import { DEFAULT_LOCALE, type Locale } from "../i18n/locale.ts";

const SEARCH_PATHS: Readonly<Record<Locale, string>> = { en: "/search/", fr: "/fr/recherche/" };

/** The English search page's path (every language's is listed by searchPaths()). */
export const SEARCH_PATH = SEARCH_PATHS.en;

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

export function searchHref(terms: string, page = 1, locale: Locale = DEFAULT_LOCALE): string {
  const query = new URLSearchParams({ s: terms });
  if (page > 1) query.set("page", String(page));
  return `${SEARCH_PATHS[locale]}?${query.toString()}`;
}

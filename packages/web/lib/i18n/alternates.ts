// A page's versions in the site's languages (Polylang's translations of its node): the
// `hreflang` links of its head and sitemap entry, and where the language switcher leads.
import {
  DEFAULT_LOCALE,
  homePathOf,
  INTL_LOCALE,
  localeOfCode,
  otherLocale,
  type Locale,
} from "./locale";

/** One language's version of a page: its path on this site. */
export interface Alternate {
  locale: Locale;
  path: string;
}

/** Where the switcher leads: the page's translation, or, without one, that language's home. */
export interface LanguageSwitch {
  locale: Locale;
  href: string;
  /** There is no translation of this page: the link goes to the other language's home page. */
  toHome: boolean;
}

/** A translation as the CMS gives it (Polylang's `translations`): a page's, post's or category's. */
interface Translation {
  uri?: string | null;
  status?: string | null;
  hasPassword?: boolean | null;
  /** A category's posts: an archive without any has no page. */
  count?: number | null;
  language?: { code?: string | null } | null;
}

/** A page, post or category with its translations. */
export interface Translated {
  uri: string;
  translations?: readonly (Translation | null)[] | null;
}

/** A translation's address, when the public can see it: published and open (a category: with posts). */
function shownPath(translation: Translation): string | null {
  const shown =
    "count" in translation
      ? (translation.count ?? 0) > 0
      : translation.status === "publish" && translation.hasPassword !== true;
  return shown ? (translation.uri ?? null) : null;
}

/**
 * The page's versions, its own first: `locale` is the page's language; each translation the
 * public can see, once per language.
 */
export function alternatesOf(node: Translated, locale: Locale): Alternate[] {
  const alternates: Alternate[] = [{ locale, path: node.uri }];
  for (const translation of node.translations ?? []) {
    const path = translation && shownPath(translation);
    const language = localeOfCode(translation?.language?.code);
    if (!path || !language || alternates.some((known) => known.locale === language)) continue;
    alternates.push({ locale: language, path });
  }
  return alternates;
}

/** The switcher of a page in `locale` with these versions (a status page: its own only). */
export function languageSwitch(locale: Locale, alternates: readonly Alternate[]): LanguageSwitch {
  const other = otherLocale(locale);
  const translation = alternates.find((alternate) => alternate.locale === other);
  return translation
    ? { locale: other, href: translation.path, toHome: false }
    : { locale: other, href: homePathOf(other), toHome: true };
}

/** One `<link rel="alternate" hreflang>`: a language's version, absolute. */
export interface HreflangLink {
  hreflang: string;
  href: string;
}

/**
 * The hreflang links of a page with these versions, on the site at `siteUrl`: each language's,
 * then `x-default` for the default language's (where a visitor of any other language lands).
 * None for a page in one language only: a link to itself alone says nothing.
 */
export function hreflangLinks(alternates: readonly Alternate[], siteUrl: string): HreflangLink[] {
  if (alternates.length < 2) return [];
  const links = alternates.map(({ locale, path }) => ({
    hreflang: INTL_LOCALE[locale],
    href: new URL(path, siteUrl).toString(),
  }));
  const fallback = alternates.find((alternate) => alternate.locale === DEFAULT_LOCALE);
  return fallback
    ? [...links, { hreflang: "x-default", href: new URL(fallback.path, siteUrl).toString() }]
    : links;
}

// Reads the seed content folder, validates it and builds the read-only ContentStore: one
// loader per kind of content, the checks between kinds in checks.ts. The default language's
// files are in the folder, each translation's in a folder of its own inside it (content/fr/,
// optional: without it the content is English only), linked to their originals as Polylang
// links translations (translations.ts). Any problem stops loading with a ContentError that
// names the file and the field.
import path from "node:path";
import { categoryRecords } from "./categories.ts";
import {
  Authors,
  CategorySlugs,
  checkPrivacyPolicyPage,
  DatabaseIds,
  HtmlChecks,
  MediaLibrary,
  PublicUris,
  refuseSharedSlugs,
  SiteLinks,
} from "./checks.ts";
import { buildIndex } from "./content-index.ts";
import { loadCustomPostTypes } from "./custom-post-types.ts";
import { loadEditorialContent } from "./editorial.ts";
import { DEFAULT_LANGUAGE, LANGUAGES, TRANSLATION_LANGUAGES, type Language } from "./languages.ts";
import {
  attachMedia,
  mediaRecords,
  readMediaFile,
  readTranslatedMediaFile,
  translatedMediaRecords,
  type TranslatedMediaInput,
} from "./media.ts";
import { menuRecords, readMenusFile, type LanguageMenus } from "./menus.ts";
import { checkFrontPageTranslations, loadPages } from "./pages.ts";
import { loadPosts, newestFirst } from "./posts.ts";
import type { SeedFolder } from "./read.ts";
import { ContentError } from "./read.ts";
import type {
  CategoryRecord,
  ContentStore,
  CustomPostTypes,
  LanguageCode,
  PageRecord,
  PostRecord,
  SiteOptionsRecord,
} from "./records.ts";
import { readRedirectsFile, redirectRecords } from "./redirects.ts";
import { publishDue } from "./scheduled.ts";
import { siteOptionsRecord, withDefaultOptions } from "./site-options.ts";
import {
  readSiteFile,
  readTranslatedSiteFile,
  SITE_FILE,
  siteSettings,
  type TranslatedSiteInput,
} from "./site.ts";
import { TranslationLinks, type SeedLanguage } from "./translations.ts";
import { readUsersFile, USERS_FILE, userRecords } from "./users.ts";
import { isPubliclyVisible, publicAuthors } from "./visibility.ts";

export { ContentError } from "./read.ts";

export interface LoadOptions {
  /** Folder holding site.yaml, users.yaml, menus.yaml, redirects.yaml, media.yaml, pages/, posts/. */
  contentDir: string;
  /** Folder served at /wp-content/uploads/. */
  uploadsDir: string;
  /** The service's public origin, e.g. http://127.0.0.1:4000 (no trailing slash). */
  homeUrl: string;
  /** WP-Cron's last run: scheduled pages and posts due by then are published (scheduled.ts). */
  cronRanAt?: Date | null | undefined;
}

/** A language's folder, and its privacy policy page. */
type Seed = SeedLanguage & { folder: SeedFolder; privacyPolicyPage: string | undefined };

/** A translation's folder (content/<code>/), its site.yaml and media.yaml, read. */
interface Translation {
  language: Language;
  folder: SeedFolder;
  site: TranslatedSiteInput;
  siteFile: string;
  media: TranslatedMediaInput;
}

export async function loadContent(options: LoadOptions): Promise<ContentStore> {
  const { contentDir, uploadsDir } = options;
  const homeUrl = options.homeUrl.replace(/\/+$/, "");
  const rel = (file: string) => path.relative(path.dirname(contentDir), file);
  const folder: SeedFolder = { contentDir, rel };
  const siteFile = rel(path.join(contentDir, SITE_FILE));
  const usersFile = rel(path.join(contentDir, USERS_FILE));

  // Every YAML file is validated before any record is built: a file that does not parse is
  // named before what it would break elsewhere.
  const site = await readSiteFile(folder);
  const mediaInput = await readMediaFile(folder);
  const usersInput = await readUsersFile(folder);
  const menus: LanguageMenus[] = [
    { input: await readMenusFile(folder, DEFAULT_LANGUAGE), folder, language: DEFAULT_LANGUAGE },
  ];
  const redirectsInput = await readRedirectsFile(folder);
  const translations: Translation[] = [];
  for (const language of TRANSLATION_LANGUAGES) {
    const translated = { contentDir: path.join(contentDir, language.code), rel };
    translations.push({
      language,
      folder: translated,
      site: await readTranslatedSiteFile(translated),
      siteFile: rel(path.join(translated.contentDir, SITE_FILE)),
      media: await readTranslatedMediaFile(translated),
    });
    menus.push({ input: await readMenusFile(translated, language), folder: translated, language });
  }

  // One id sequence, as in WordPress's posts table: each loader claims its records' ids.
  const ids = new DatabaseIds();
  const originalMedia = mediaRecords(mediaInput, { ...folder, uploadsDir, homeUrl, ids });
  // Each translation's media are linked to their originals at once: every record of the
  // language that names a file is then given the file's translation (MediaLibrary.in).
  const translatedMedia = translations.map((t) =>
    translatedMediaRecords(t.media, {
      ...t.folder,
      uploadsDir,
      homeUrl,
      ids,
      language: t.language,
      originals: originalMedia,
    }),
  );
  const media = [originalMedia, ...translatedMedia].flat();
  const library = new MediaLibrary(media);
  const users = userRecords(usersInput);
  const html = new HtmlChecks(uploadsDir, homeUrl, library);
  const links = new SiteLinks(homeUrl);
  const authors = new Authors(users, usersFile);
  const postLinks = new TranslationLinks<number>();
  const termLinks = new TranslationLinks<string>();
  const english: Seed = {
    language: DEFAULT_LANGUAGE,
    links: null,
    folder,
    privacyPolicyPage: site.privacyPolicyPage,
  };
  const translated: Seed[] = translations.map((t) => ({
    language: t.language,
    links: postLinks,
    folder: t.folder,
    privacyPolicyPage: t.site.privacyPolicyPage,
  }));

  const categoriesByLanguage = new Map<LanguageCode, CategoryRecord[]>([
    [
      DEFAULT_LANGUAGE.code,
      categoryRecords(site.categories, siteFile, { language: DEFAULT_LANGUAGE, links: null }),
    ],
  ]);
  for (const t of translations) {
    const seed = { language: t.language, links: termLinks };
    categoriesByLanguage.set(t.language.code, categoryRecords(t.site.categories, t.siteFile, seed));
  }
  const categories = [...categoriesByLanguage.values()].flat();

  const due = <T extends PageRecord | PostRecord>(records: T[]) =>
    publishDue(records, options.cronRanAt ?? null, site.generalSettings.timezone);
  const pages: PageRecord[] = [];
  const posts: PostRecord[] = [];
  for (const { folder: seedFolder, language, links: seedLinks, privacyPolicyPage } of [
    english,
    ...translated,
  ]) {
    const seed = { ...seedFolder, language, links: seedLinks };
    pages.push(
      ...due(
        await loadPages({
          ...seed,
          ids,
          authors,
          media: library.in(language),
          html,
          link: links.link,
          privacyPolicyPage,
        }),
      ),
    );
    posts.push(
      ...due(
        await loadPosts({
          ...seed,
          ids,
          authors,
          categories: new CategorySlugs(categoriesByLanguage.get(language.code) ?? []),
          media: library.in(language),
          html,
        }),
      ),
    );
  }
  posts.sort(newestFirst);
  checkPrivacyPolicyPage(pages, site.privacyPolicyPage, siteFile);
  attachMedia(originalMedia, mediaInput, folder, { pages, posts });
  translations.forEach((t, index) =>
    attachMedia(translatedMedia[index] ?? [], t.media, t.folder, { pages, posts }),
  );
  const editorial = await loadEditorialContent({
    contentDir,
    pages,
    posts,
    html,
    rel,
    claimId: (databaseId, where) => ids.claim(databaseId, where, "databaseId"),
  });
  const context = { ids, media: library, html };
  const originals = await loadCustomPostTypes({ ...folder, ...english, ...context });
  let customPosts = originals;
  for (const seed of translated) {
    const records = await loadCustomPostTypes({
      ...seed.folder,
      ...seed,
      ...context,
      media: library.in(seed.language),
      originals,
    });
    customPosts = withRecords(customPosts, records);
  }

  const siteFileOf = (code: LanguageCode) =>
    translations.find((t) => t.language.code === code)?.siteFile ?? siteFile;
  linkTranslations({ pages, posts, media, categories, customPosts, postLinks, termLinks });
  refuseSharedSlugs(
    categories,
    DEFAULT_LANGUAGE.code,
    () => "category",
    (category) => [
      siteFileOf(category.language),
      `categories[${categoriesByLanguage.get(category.language)?.indexOf(category)}].slug`,
    ],
  );
  refuseSharedSlugs(
    posts,
    DEFAULT_LANGUAGE.code,
    () => "post",
    (post) => [post.sourceFile, ""],
  );
  checkTranslatedPages(pages, translations, site.privacyPolicyPage);

  const publicPages = pages.filter(isPubliclyVisible);
  const publicPosts = posts.filter(isPubliclyVisible);
  const publicMedia = media.filter(isPubliclyVisible);
  const publicUsers = publicAuthors(users, [...publicPages, ...publicPosts, ...publicMedia]);
  const uris = new PublicUris(
    [...publicPages, ...publicPosts, ...publicMedia, ...categories, ...publicUsers],
    { users: usersFile, site: siteFile },
  );
  const { menus: menuList, menuItems } = menuRecords(menus, { homeUrl, uris });
  const redirects = redirectRecords(redirectsInput, { ...folder, uris });
  links.check(uris);

  const settings = siteSettings(site, { siteFile, homeUrl, media: library });
  const siteOptions = Object.fromEntries(
    LANGUAGES.map((language): [LanguageCode, SiteOptionsRecord] => {
      const t = translations.find((translation) => translation.language === language);
      if (!t) return [language.code, settings.siteOptions];
      const merged = withDefaultOptions(t.site.siteOptions, site.siteOptions, t.siteFile);
      const media = library.in(language);
      return [language.code, siteOptionsRecord(merged, { siteFile: t.siteFile, media })];
    }),
  ) as Record<LanguageCode, SiteOptionsRecord>;
  return {
    homeUrl,
    generalSettings: settings.generalSettings,
    readingSettings: settings.readingSettings,
    seo: settings.seo,
    siteOptions,
    pages: publicPages,
    posts: publicPosts,
    categories,
    media: publicMedia,
    users: publicUsers,
    accounts: users,
    menus: menuList,
    menuItems,
    redirects,
    byUri: uris.byUri,
    index: buildIndex(publicPages, publicPosts, publicMedia, categories, publicUsers, customPosts),
    customPosts,
    editorial,
  };
}

/** Every type's records of both. */
const withRecords = (a: CustomPostTypes, b: CustomPostTypes): CustomPostTypes => ({
  people: [...a.people, ...b.people],
  brands: [...a.brands, ...b.brands],
  dividends: [...a.dividends, ...b.dividends],
  financialReports: [...a.financialReports, ...b.financialReports],
  investorEvents: [...a.investorEvents, ...b.investorEvents],
});

/**
 * Links each translation to its original: pages, posts and records by database id (one table,
 * whatever the type: a translation of another type's id is refused), categories by slug.
 */
function linkTranslations(all: {
  pages: PageRecord[];
  posts: PostRecord[];
  media: ContentStore["media"];
  categories: CategoryRecord[];
  customPosts: CustomPostTypes;
  postLinks: TranslationLinks<number>;
  termLinks: TranslationLinks<string>;
}) {
  const isDefault = (record: { language?: LanguageCode }) =>
    !("language" in record) || record.language === DEFAULT_LANGUAGE.code;
  const originals = [
    ...all.pages,
    ...all.posts,
    ...all.media,
    ...Object.values(all.customPosts).flat(),
  ].filter(isDefault);
  all.postLinks.link(new Map(originals.map((record) => [record.databaseId, record])));
  const categories = all.categories.filter(isDefault);
  all.termLinks.link(new Map(categories.map((category) => [category.slug, category])));
}

/**
 * What Polylang keeps of the pages' translations: the front page's is its language's front
 * page, slugs are not shared (a page's among its siblings), and a translation's privacy policy
 * page, under its directory, is the privacy policy page's translation.
 */
function checkTranslatedPages(
  pages: PageRecord[],
  translations: Translation[],
  privacyPolicyPage: string,
) {
  checkFrontPageTranslations(pages);
  refuseSharedSlugs(
    pages,
    DEFAULT_LANGUAGE.code,
    (page) => String(page.parentDatabaseId ?? 0),
    (page) => [page.sourceFile, ""],
  );
  const original = pages.find(
    (page) => page.uri === privacyPolicyPage && page.language === DEFAULT_LANGUAGE.code,
  );
  for (const { language, site, siteFile } of translations) {
    const uri = site.privacyPolicyPage;
    if (uri === undefined) continue;
    if (!uri.startsWith(`${language.prefix}/`)) {
      throw new ContentError(
        siteFile,
        "privacyPolicyPage",
        `expected a URI under ${language.prefix}/`,
      );
    }
    checkPrivacyPolicyPage(pages, uri, siteFile);
    const page = pages.find((candidate) => candidate.uri === uri);
    if (original && page?.translations[DEFAULT_LANGUAGE.code] !== original.databaseId) {
      throw new ContentError(
        siteFile,
        "privacyPolicyPage",
        `${uri} is not the translation of the privacy policy page ${privacyPolicyPage}`,
      );
    }
  }
}

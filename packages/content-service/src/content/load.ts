// Reads the seed content folder, validates it and builds the read-only ContentStore: one
// loader per kind of content, the checks between kinds in checks.ts. Any problem stops
// loading with a ContentError that names the file and the field.
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
  SiteLinks,
} from "./checks.ts";
import { buildIndex } from "./content-index.ts";
import { loadCustomPostTypes } from "./custom-post-types.ts";
import { loadEditorialContent } from "./editorial.ts";
import { attachMedia, mediaRecords, readMediaFile } from "./media.ts";
import { menuRecords, readMenusFile } from "./menus.ts";
import { loadPages } from "./pages.ts";
import { loadPosts } from "./posts.ts";
import type { SeedFolder } from "./read.ts";
import type { ContentStore, PageRecord, PostRecord } from "./records.ts";
import { readRedirectsFile, redirectRecords } from "./redirects.ts";
import { publishDue } from "./scheduled.ts";
import { readSiteFile, SITE_FILE, siteSettings } from "./site.ts";
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
  const menusInput = await readMenusFile(folder);
  const redirectsInput = await readRedirectsFile(folder);

  // One id sequence, as in WordPress's posts table: each loader claims its records' ids.
  const ids = new DatabaseIds();
  const media = mediaRecords(mediaInput, { ...folder, uploadsDir, homeUrl, ids });
  const library = new MediaLibrary(media);
  const users = userRecords(usersInput);
  const categories = categoryRecords(site.categories, siteFile);
  const html = new HtmlChecks(uploadsDir, homeUrl, library);
  const links = new SiteLinks(homeUrl);
  const authors = new Authors(users, usersFile);

  const due = <T extends PageRecord | PostRecord>(records: T[]) =>
    publishDue(records, options.cronRanAt ?? null, site.generalSettings.timezone);
  const pages = due(
    await loadPages({
      ...folder,
      ids,
      authors,
      media: library,
      html,
      link: links.link,
      privacyPolicyPage: site.privacyPolicyPage,
    }),
  );
  checkPrivacyPolicyPage(pages, site.privacyPolicyPage, siteFile);
  const posts = due(
    await loadPosts({
      ...folder,
      ids,
      authors,
      categories: new CategorySlugs(categories),
      media: library,
      html,
    }),
  );
  attachMedia(media, mediaInput, folder, { pages, posts });
  const editorial = await loadEditorialContent({
    contentDir,
    pages,
    posts,
    html,
    rel,
    claimId: (databaseId, where) => ids.claim(databaseId, where, "databaseId"),
  });

  const publicPages = pages.filter(isPubliclyVisible);
  const publicPosts = posts.filter(isPubliclyVisible);
  const publicMedia = media.filter(isPubliclyVisible);
  const publicUsers = publicAuthors(users, [...publicPages, ...publicPosts, ...publicMedia]);
  const uris = new PublicUris(
    [...publicPages, ...publicPosts, ...publicMedia, ...categories, ...publicUsers],
    { users: usersFile, site: siteFile },
  );
  const { menus, menuItems } = menuRecords(menusInput, { ...folder, homeUrl, uris });
  const redirects = redirectRecords(redirectsInput, { ...folder, uris });
  links.check(uris);

  const customPosts = await loadCustomPostTypes({ ...folder, ids, media: library, html });
  const settings = siteSettings(site, { siteFile, homeUrl, media: library });
  return {
    homeUrl,
    generalSettings: settings.generalSettings,
    readingSettings: settings.readingSettings,
    seo: settings.seo,
    siteOptions: settings.siteOptions,
    pages: publicPages,
    posts: publicPosts,
    categories,
    media: publicMedia,
    users: publicUsers,
    accounts: users,
    menus,
    menuItems,
    redirects,
    byUri: uris.byUri,
    index: buildIndex(publicPages, publicPosts, publicMedia, categories, publicUsers, customPosts),
    customPosts,
    editorial,
  };
}

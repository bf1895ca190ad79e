// Reads the seed content files, validates them and builds the read-only ContentStore.
// Any problem stops loading with a ContentError that names the file and the field.
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { DatabaseIds, HtmlChecks, MediaLibrary, UPLOADS_PATH } from "./checks.ts";
import { loadCustomPostTypes } from "./custom-post-types.ts";
import { toPageBuilderRecord } from "./page-builder.ts";
import { ContentError, listFiles, parseWith, readFrontMatterFile, readYamlFile } from "./read.ts";
import {
  mediaFileSchema,
  menusFileSchema,
  pageFrontMatterSchema,
  postFrontMatterSchema,
  redirectsFileSchema,
  siteFileSchema,
  usersFileSchema,
  type MenuItemInput,
} from "./schemas.ts";
import type {
  CategoryRecord,
  ContentStore,
  MediaRecord,
  MenuItemRecord,
  MenuRecord,
  PageRecord,
  PostRecord,
  RedirectRecord,
  UriRecord,
  UserRecord,
} from "./store.ts";
import { normalizePath } from "@corus/redirect-rules";
import { buildIndex } from "./content-index.ts";
import { loadEditorialContent } from "./editorial.ts";
import { isPubliclyVisible } from "./visibility.ts";

export { ContentError } from "./read.ts";

export interface LoadOptions {
  /** Folder holding site.yaml, users.yaml, menus.yaml, redirects.yaml, media.yaml, pages/, posts/. */
  contentDir: string;
  /** Folder served at /wp-content/uploads/. */
  uploadsDir: string;
  /** The service's public origin, e.g. http://127.0.0.1:4000 (no trailing slash). */
  homeUrl: string;
}

const POSTS_BASE = "/media-centre/press-releases/";
/** Menu items are posts in WordPress: their ids must not meet pages', posts' or media's. */
const FIRST_MENU_ITEM_ID = 20000;

const MIME_TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".pdf": "application/pdf",
  ".doc": "application/msword",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".odf": "application/vnd.oasis.opendocument.formula",
  ".ppt": "application/vnd.ms-powerpoint",
  ".pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  ".xls": "application/vnd.ms-excel",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ".ods": "application/vnd.oasis.opendocument.spreadsheet",
  ".mp3": "audio/mpeg",
  ".aac": "audio/aac",
  ".wav": "audio/wav",
  ".ogg": "audio/ogg",
  ".flac": "audio/flac",
  ".mp4": "video/mp4",
  ".mov": "video/quicktime",
};

export async function loadContent(options: LoadOptions): Promise<ContentStore> {
  const { contentDir, uploadsDir } = options;
  const homeUrl = options.homeUrl.replace(/\/+$/, "");
  const rel = (file: string) => path.relative(path.dirname(contentDir), file);

  const site = await readYamlFile(path.join(contentDir, "site.yaml"), siteFileSchema, rel);
  const mediaInput = await readYamlFile(path.join(contentDir, "media.yaml"), mediaFileSchema, rel);
  const usersInput = await readYamlFile(path.join(contentDir, "users.yaml"), usersFileSchema, rel);
  const menusInput = await readYamlFile(path.join(contentDir, "menus.yaml"), menusFileSchema, rel);
  const redirectsInput = await readYamlFile(
    path.join(contentDir, "redirects.yaml"),
    redirectsFileSchema,
    rel,
  );

  const ids = new DatabaseIds();

  const mediaFile = rel(path.join(contentDir, "media.yaml"));
  const media: MediaRecord[] = mediaInput.map((item, index) => {
    const field = `[${index}]`;
    ids.claim(item.databaseId, mediaFile, `${field}.databaseId`);
    const filePath = path.join(uploadsDir, item.file);
    if (!existsSync(filePath)) {
      throw new ContentError(
        mediaFile,
        `${field}.file`,
        `no such file under uploads/: ${item.file}`,
      );
    }
    const mimeType = MIME_TYPES[path.extname(item.file).toLowerCase()];
    if (!mimeType) {
      throw new ContentError(mediaFile, `${field}.file`, `not a media type: ${item.file}`);
    }
    const image = mimeType.startsWith("image/");
    if (image && (item.width === undefined || item.height === undefined)) {
      throw new ContentError(mediaFile, `${field}.width`, "an image needs its width and height");
    }
    const slug = path
      .basename(item.file, path.extname(item.file))
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-");
    return {
      kind: "media",
      databaseId: item.databaseId,
      file: item.file,
      slug,
      // Unattached files sit at the root; attached ones under their page (set below).
      uri: `/${slug}/`,
      title: item.title,
      date: item.date,
      modified: item.date,
      // WordPress keeps an attachment's caption as its excerpt, its description as content.
      excerpt: item.caption,
      content: item.description,
      status: "inherit",
      authorDatabaseId: null,
      parentDatabaseId: null,
      seo: {},
      sourceFile: mediaFile,
      altText: item.altText,
      caption: item.caption,
      width: image ? (item.width ?? null) : null,
      height: image ? (item.height ?? null) : null,
      mimeType,
      sourceUrl: `${homeUrl}${UPLOADS_PATH}${item.file}`,
      fileSize: statSync(filePath).size,
    };
  });
  const library = new MediaLibrary(media);
  const findMedia = (file: string, where: string, field: string) =>
    library.findImage(file, where, field);

  const usersFile = rel(path.join(contentDir, "users.yaml"));
  const users: UserRecord[] = usersInput.map((user) => ({
    kind: "user",
    ...user,
    nickname: user.firstName || user.name,
    url: user.url ?? null,
    uri: `/author/${user.slug}/`,
  }));
  const userBySlug = new Map(users.map((user) => [user.slug, user]));
  const authorId = (slug: string | undefined, where: string): number | null => {
    if (slug === undefined) return null;
    const user = userBySlug.get(slug);
    if (!user) throw new ContentError(where, "author", `not in ${usersFile}: ${slug}`);
    return user.databaseId;
  };

  const siteFile = rel(path.join(contentDir, "site.yaml"));
  const categories = categoryRecords(site.categories, siteFile);
  const categoryBySlug = new Map(categories.map((category) => [category.slug, category]));

  const html = new HtmlChecks(uploadsDir, homeUrl, library);
  /** Links in ACF fields name site paths; WordPress stores them absolute on its home. */
  const linksToCheck: { path: string; where: string; field: string }[] = [];
  const builderContext = {
    media: library,
    html,
    link: (url: string, where: string, field: string) => {
      if (!url.startsWith("/")) return url;
      linksToCheck.push({ path: url, where, field });
      return `${homeUrl}${url}`;
    },
  };

  const pageFiles = await listFiles(path.join(contentDir, "pages"), ".html");
  const pages: PageRecord[] = [];
  for (const file of pageFiles) {
    const where = rel(file);
    const { data, content } = await readFrontMatterFile(file, where);
    const front = parseWith(pageFrontMatterSchema, data, where);
    ids.claim(front.databaseId, where, "databaseId");
    const uri = pageUriFromFile(path.relative(path.join(contentDir, "pages"), file));
    const pageBuilder = front.pageBuilder
      ? toPageBuilderRecord(front.pageBuilder, where, builderContext)
      : null;
    if (content.trim() === "" && !pageBuilder?.blocks.length) {
      throw new ContentError(where, "body", "the page has neither body nor pageBuilder blocks");
    }
    pages.push({
      kind: "page",
      databaseId: front.databaseId,
      uri,
      slug: uri === "/" ? "home" : (uri.split("/").at(-2) ?? ""),
      title: front.title,
      date: front.date,
      modified: front.modified,
      status: front.status,
      password: front.password ?? null,
      authorDatabaseId: authorId(front.author, where),
      template: front.template,
      excerpt: front.excerpt ?? "",
      content: html.prepare(content, where),
      featuredImage: front.featuredImage
        ? findMedia(front.featuredImage, where, "featuredImage")
        : null,
      seo: front.seo ?? {},
      menuOrder: front.menuOrder,
      parentDatabaseId: null,
      isFrontPage: uri === "/",
      isPrivacyPage: uri === site.privacyPolicyPage,
      pageBuilder,
      sourceFile: where,
    });
  }
  const pageByUri = new Map(pages.map((page) => [page.uri, page]));
  for (const page of pages) {
    if (page.uri === "/") continue;
    const parentUri = page.uri.replace(/[^/]+\/$/, "");
    if (parentUri === "/") continue;
    const parent = pageByUri.get(parentUri);
    if (!parent) {
      throw new ContentError(page.sourceFile, "", `parent page ${parentUri} has no index.html`);
    }
    page.parentDatabaseId = parent.databaseId;
  }
  if (!pageByUri.has("/")) {
    throw new ContentError(rel(path.join(contentDir, "pages")), "", "no front page (index.html)");
  }
  if (!pageByUri.has(site.privacyPolicyPage)) {
    throw new ContentError(
      siteFile,
      "privacyPolicyPage",
      `no page has the URI ${site.privacyPolicyPage}`,
    );
  }

  const postFiles = await listFiles(path.join(contentDir, "posts"), ".html");
  const posts: PostRecord[] = [];
  for (const file of postFiles) {
    const where = rel(file);
    const name = path.basename(file, ".html");
    const match = /^\d{4}-\d{2}-\d{2}-([a-z0-9-]+)$/.exec(name);
    if (!match?.[1]) {
      throw new ContentError(where, "", "post file names must be yyyy-mm-dd-slug.html");
    }
    const { data, content } = await readFrontMatterFile(file, where);
    const front = parseWith(postFrontMatterSchema, data, where);
    ids.claim(front.databaseId, where, "databaseId");
    if (content.trim() === "") throw new ContentError(where, "body", "the post body is empty");
    const categoryIds = front.categories.map((slug, index) => {
      const category = categoryBySlug.get(slug);
      if (!category) {
        throw new ContentError(where, `categories[${index}]`, `unknown category slug: ${slug}`);
      }
      return category.databaseId;
    });
    posts.push({
      kind: "post",
      databaseId: front.databaseId,
      uri: `${POSTS_BASE}${match[1]}/`,
      slug: match[1],
      title: front.title,
      date: front.date,
      modified: front.modified,
      status: front.status,
      password: front.password ?? null,
      authorDatabaseId: authorId(front.author, where),
      parentDatabaseId: null,
      excerpt: front.excerpt,
      content: html.prepare(content, where),
      featuredImage: front.featuredImage
        ? findMedia(front.featuredImage, where, "featuredImage")
        : null,
      seo: front.seo ?? {},
      categoryIds,
      isSticky: front.sticky,
      sourceFile: where,
    });
  }
  posts.sort((a, b) => b.date.localeCompare(a.date) || b.databaseId - a.databaseId);

  media.forEach((record, index) => {
    const item = mediaInput[index];
    if (item?.attachedTo === undefined) return;
    const parent =
      pageByUri.get(item.attachedTo) ?? posts.find((post) => post.uri === item.attachedTo);
    if (!parent) {
      throw new ContentError(
        mediaFile,
        `[${index}].attachedTo`,
        `no page or post has the URI ${item.attachedTo}`,
      );
    }
    record.parentDatabaseId = parent.databaseId;
    record.uri = `${parent.uri}${record.slug}/`;
  });

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
  const authorsWithContent = new Set(
    [...publicPages, ...publicPosts, ...publicMedia].map((record) => record.authorDatabaseId),
  );
  const publicUsers = users.filter((user) => authorsWithContent.has(user.databaseId));

  const byUri = new Map<string, UriRecord>();
  for (const record of [
    ...publicPages,
    ...publicPosts,
    ...publicMedia,
    ...categories,
    ...publicUsers,
  ]) {
    const existing = byUri.get(record.uri);
    if (existing) {
      const where =
        "sourceFile" in record ? record.sourceFile : record.kind === "user" ? usersFile : siteFile;
      throw new ContentError(where, "", `URI ${record.uri} is already used by another node`);
    }
    byUri.set(record.uri, record);
  }

  const menusFile = rel(path.join(contentDir, "menus.yaml"));
  const menus: MenuRecord[] = [];
  const menuItems: MenuItemRecord[] = [];
  let nextMenuItemId = FIRST_MENU_ITEM_ID;
  menusInput.forEach((menu, menuIndex) => {
    menus.push({
      kind: "menu",
      databaseId: menu.databaseId,
      name: menu.name,
      slug: menu.slug,
      locations: menu.locations,
    });
    let order = 0;
    const addItems = (items: MenuItemInput[], parentDatabaseId: number | null, field: string) => {
      items.forEach((item, index) => {
        const itemField = `${field}[${index}]`;
        if (item.path !== undefined && !byUri.has(item.path)) {
          throw new ContentError(
            menusFile,
            `${itemField}.path`,
            `no page has the URI ${item.path}`,
          );
        }
        const databaseId = nextMenuItemId++;
        order += 1;
        const url = item.url ?? `${homeUrl}${item.path}`;
        menuItems.push({
          kind: "menuItem",
          databaseId,
          menuDatabaseId: menu.databaseId,
          parentDatabaseId,
          label: item.label,
          url,
          // WPGraphQL's path: the site path of an item on the home URL, else the whole URL.
          path: item.path ?? url,
          target: item.target ?? null,
          title: item.title ?? null,
          description: item.description ?? null,
          cssClasses: item.cssClasses,
          order,
        });
        addItems(item.children, databaseId, `${itemField}.children`);
      });
    };
    addItems(menu.items, null, `[${menuIndex}].items`);
  });
  for (const location of new Set(menus.flatMap((menu) => menu.locations))) {
    if (menus.filter((menu) => menu.locations.includes(location)).length > 1) {
      throw new ContentError(menusFile, "locations", `${location} is assigned to two menus`);
    }
  }

  const redirectsFile = rel(path.join(contentDir, "redirects.yaml"));
  const redirects: RedirectRecord[] = redirectsInput.map((rule, index) => {
    const target = rule.target;
    if (target.startsWith("/") && !byUri.has(normalizePath(target))) {
      throw new ContentError(redirectsFile, `[${index}].target`, `no page has the URI ${target}`);
    }
    return { ...rule, origin: normalizePath(rule.origin) };
  });

  for (const link of linksToCheck) {
    if (!byUri.has(link.path)) {
      throw new ContentError(link.where, link.field, `no page has the URI ${link.path}`);
    }
  }

  const customPosts = await loadCustomPostTypes({ contentDir, rel, ids, media: library, html });

  const siteOptions = site.siteOptions;
  /** An image field of the options page: null when not set, as ACF answers it. */
  const optionImage = (file: string | undefined, field: string) =>
    file ? findMedia(file, siteFile, `siteOptions.${field}`) : null;
  const seo = site.seo;
  return {
    homeUrl,
    generalSettings: { ...site.generalSettings, url: homeUrl },
    readingSettings: site.readingSettings,
    seo: {
      companyName: seo.companyName,
      companyLogo: seo.companyLogo ? findMedia(seo.companyLogo, siteFile, "seo.companyLogo") : null,
      defaultImage: seo.defaultImage
        ? findMedia(seo.defaultImage, siteFile, "seo.defaultImage")
        : null,
      social: {
        facebook: seo.social.facebook ?? null,
        instagram: seo.social.instagram ?? null,
        linkedIn: seo.social.linkedIn ?? null,
        youTube: seo.social.youTube ?? null,
        twitterUsername: seo.social.twitterUsername ?? null,
      },
    },
    siteOptions: {
      headerOptions: {
        headerLogoImage: optionImage(
          siteOptions.headerOptions.headerLogoImage,
          "headerOptions.headerLogoImage",
        ),
        headerNavImage: optionImage(
          siteOptions.headerOptions.headerNavImage,
          "headerOptions.headerNavImage",
        ),
      },
      footerOptions: {
        footerLogoImage: optionImage(
          siteOptions.footerOptions.footerLogoImage,
          "footerOptions.footerLogoImage",
        ),
      },
      socialIconsOptions: {
        socialIcons: siteOptions.socialIconsOptions.socialIcons.map((icon, index) => ({
          ...icon,
          socialIconImage: optionImage(
            icon.socialIconImage,
            `socialIconsOptions.socialIcons[${index}].socialIconImage`,
          ),
        })),
      },
      globalFormOptions: siteOptions.globalFormOptions,
      siteIconOptions: {
        siteIconImage: optionImage(
          siteOptions.siteIconOptions.siteIconImage,
          "siteIconOptions.siteIconImage",
        ),
      },
    },
    pages: publicPages,
    posts: publicPosts,
    categories,
    media: publicMedia,
    users: publicUsers,
    accounts: users,
    menus,
    menuItems,
    redirects,
    byUri,
    index: buildIndex(publicPages, publicPosts, publicMedia, categories, publicUsers, customPosts),
    customPosts,
    editorial,
  };
}

/** Categories with their parents resolved; a child's URI nests under its parents', as in WordPress. */
function categoryRecords(
  input: {
    databaseId: number;
    name: string;
    slug: string;
    description: string;
    parent?: string | undefined;
  }[],
  siteFile: string,
): CategoryRecord[] {
  const bySlug = new Map(input.map((category) => [category.slug, category]));
  const pathOf = (slug: string, seen: string[], field: string): string[] => {
    const category = bySlug.get(slug);
    if (category?.parent === undefined) return [slug];
    if (!bySlug.has(category.parent)) {
      throw new ContentError(siteFile, field, `no category has the slug ${category.parent}`);
    }
    if (seen.includes(category.parent)) {
      throw new ContentError(
        siteFile,
        field,
        `categories ${seen.join(", ")} are their own ancestors`,
      );
    }
    return [...pathOf(category.parent, [...seen, category.parent], field), slug];
  };
  return input.map((category, index) => ({
    kind: "category",
    databaseId: category.databaseId,
    name: category.name,
    slug: category.slug,
    description: category.description,
    parentDatabaseId:
      category.parent === undefined ? null : (bySlug.get(category.parent)?.databaseId ?? null),
    uri: `/category/${pathOf(category.slug, [category.slug], `categories[${index}].parent`).join("/")}/`,
  }));
}

/** pages/index.html -> /, pages/a/index.html -> /a/, pages/a/b.html -> /a/b/ */
function pageUriFromFile(relativeFile: string): string {
  const parts = relativeFile.split(path.sep);
  const last = parts.pop() ?? "";
  if (last !== "index.html") parts.push(last.replace(/\.html$/, ""));
  for (const part of parts) {
    if (!/^[a-z0-9-]+$/.test(part)) {
      throw new ContentError(`pages/${relativeFile}`, "", `"${part}" is not a valid slug`);
    }
  }
  return parts.length === 0 ? "/" : `/${parts.join("/")}/`;
}

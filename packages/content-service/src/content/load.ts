// Reads the seed content files, validates them and builds the read-only ContentStore.
// Any problem stops loading with a ContentError that names the file and the field.
import { existsSync } from "node:fs";
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
} from "./store.ts";
import { normalizePath } from "@corus/redirect-rules";

export { ContentError } from "./read.ts";

export interface LoadOptions {
  /** Folder holding site.yaml, menus.yaml, redirects.yaml, media.yaml, pages/ and posts/. */
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
    if (!existsSync(path.join(uploadsDir, item.file))) {
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
    return {
      kind: "media",
      ...item,
      width: image ? (item.width ?? null) : null,
      height: image ? (item.height ?? null) : null,
      mimeType,
      sourceUrl: `${homeUrl}${UPLOADS_PATH}${item.file}`,
    };
  });
  const library = new MediaLibrary(media);
  const findMedia = (file: string, where: string, field: string) =>
    library.findImage(file, where, field);

  const categories: CategoryRecord[] = site.categories.map((category) => ({
    kind: "category",
    ...category,
    uri: `/category/${category.slug}/`,
  }));
  const categoryBySlug = new Map(categories.map((category) => [category.slug, category]));

  const html = new HtmlChecks(uploadsDir, homeUrl);
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
      excerpt: front.excerpt,
      content: html.prepare(content, where),
      featuredImage: front.featuredImage
        ? findMedia(front.featuredImage, where, "featuredImage")
        : null,
      seo: front.seo ?? {},
      categoryIds,
      sourceFile: where,
    });
  }
  posts.sort((a, b) => b.date.localeCompare(a.date) || b.databaseId - a.databaseId);

  const byUri = new Map<string, UriRecord>();
  for (const record of [...pages, ...posts, ...categories]) {
    const existing = byUri.get(record.uri);
    if (existing) {
      const where = "sourceFile" in record ? record.sourceFile : "site.yaml";
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
          path: item.path ?? new URL(url).pathname,
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

  const optionsWhere = rel(path.join(contentDir, "site.yaml"));
  const siteOptions = site.siteOptions;
  return {
    homeUrl,
    generalSettings: { ...site.generalSettings, url: homeUrl },
    siteOptions: {
      headerOptions: {
        headerLogoImage: findMedia(
          siteOptions.headerOptions.headerLogoImage,
          optionsWhere,
          "siteOptions.headerOptions.headerLogoImage",
        ),
        headerNavImage: findMedia(
          siteOptions.headerOptions.headerNavImage,
          optionsWhere,
          "siteOptions.headerOptions.headerNavImage",
        ),
      },
      footerOptions: {
        footerLogoImage: findMedia(
          siteOptions.footerOptions.footerLogoImage,
          optionsWhere,
          "siteOptions.footerOptions.footerLogoImage",
        ),
      },
      socialIconsOptions: {
        socialIcons: siteOptions.socialIconsOptions.socialIcons.map((icon, index) => ({
          ...icon,
          socialIconImage: findMedia(
            icon.socialIconImage,
            optionsWhere,
            `siteOptions.socialIconsOptions.socialIcons[${index}].socialIconImage`,
          ),
        })),
      },
      globalFormOptions: siteOptions.globalFormOptions,
      siteIconOptions: {
        siteIconImage: siteOptions.siteIconOptions.siteIconImage
          ? findMedia(
              siteOptions.siteIconOptions.siteIconImage,
              optionsWhere,
              "siteOptions.siteIconOptions.siteIconImage",
            )
          : null,
      },
    },
    pages,
    posts,
    categories,
    media,
    menus,
    menuItems,
    redirects,
    byUri,
    customPosts,
  };
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

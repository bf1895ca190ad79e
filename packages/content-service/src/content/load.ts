// Reads the seed content files, validates them and builds the read-only ContentStore.
// Any problem stops loading with a ContentError that names the file and the field.
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import matter from "gray-matter";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
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

export class ContentError extends Error {
  override name = "ContentError";
  constructor(
    readonly file: string,
    readonly field: string,
    detail: string,
  ) {
    super(`${file}: ${field ? `field "${field}": ` : ""}${detail}`);
  }
}

export interface LoadOptions {
  /** Folder holding site.yaml, menus.yaml, redirects.yaml, media.yaml, pages/ and posts/. */
  contentDir: string;
  /** Folder served at /wp-content/uploads/. */
  uploadsDir: string;
  /** The service's public origin, e.g. http://127.0.0.1:4000 (no trailing slash). */
  homeUrl: string;
}

const UPLOADS_PATH = "/wp-content/uploads/";
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
      throw new ContentError(mediaFile, `${field}.file`, `not an image type: ${item.file}`);
    }
    return {
      kind: "media",
      ...item,
      mimeType,
      sourceUrl: `${homeUrl}${UPLOADS_PATH}${item.file}`,
    };
  });
  const mediaByFile = new Map(media.map((item) => [item.file, item]));
  const findMedia = (file: string, where: string, field: string): MediaRecord => {
    const found = mediaByFile.get(file);
    if (!found) throw new ContentError(where, field, `not in media.yaml: ${file}`);
    return found;
  };

  const categories: CategoryRecord[] = site.categories.map((category) => ({
    kind: "category",
    ...category,
    uri: `/category/${category.slug}/`,
  }));
  const categoryBySlug = new Map(categories.map((category) => [category.slug, category]));

  const html = new HtmlChecks(uploadsDir, homeUrl);

  const pageFiles = await listFiles(path.join(contentDir, "pages"), ".html");
  const pages: PageRecord[] = [];
  for (const file of pageFiles) {
    const where = rel(file);
    const { data, content } = await readFrontMatterFile(file, where);
    const front = parseWith(pageFrontMatterSchema, data, where);
    ids.claim(front.databaseId, where, "databaseId");
    const uri = pageUriFromFile(path.relative(path.join(contentDir, "pages"), file));
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
    },
    pages,
    posts,
    categories,
    media,
    menus,
    menuItems,
    redirects,
    byUri,
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

/** Claims database ids across pages, posts and media, which share one table in WordPress. */
class DatabaseIds {
  private readonly owners = new Map<number, string>();
  claim(id: number, file: string, field: string) {
    const owner = this.owners.get(id);
    if (owner) throw new ContentError(file, field, `databaseId ${id} is already used by ${owner}`);
    this.owners.set(id, file);
  }
}

/** Checks content HTML and turns upload links into absolute URLs on the CMS host. */
class HtmlChecks {
  constructor(
    private readonly uploadsDir: string,
    private readonly homeUrl: string,
  ) {}

  prepare(body: string, where: string): string {
    const html = body.trim();
    if (html === "") throw new ContentError(where, "body", "the page body is empty");
    for (const match of html.matchAll(/(?:href|src)="\/wp-content\/uploads\/([^"#?]+)/g)) {
      const file = match[1] ?? "";
      if (!existsSync(path.join(this.uploadsDir, file))) {
        throw new ContentError(where, "body", `links to a missing upload: ${file}`);
      }
    }
    return html.replace(
      /(href|src)="\/wp-content\/uploads\//g,
      `$1="${this.homeUrl}${UPLOADS_PATH}`,
    );
  }
}

async function listFiles(dir: string, extension: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

async function readYamlFile<T extends z.ZodType>(
  file: string,
  schema: T,
  rel: (file: string) => string,
): Promise<z.infer<T>> {
  const where = rel(file);
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    throw new ContentError(where, "", "the file is missing");
  }
  let data: unknown;
  try {
    data = parseYaml(text);
  } catch (error) {
    throw new ContentError(where, "", `not valid YAML: ${(error as Error).message}`);
  }
  return parseWith(schema, data, where);
}

async function readFrontMatterFile(file: string, where: string) {
  const text = await readFile(file, "utf8");
  try {
    const parsed = matter(text);
    return { data: parsed.data as unknown, content: parsed.content };
  } catch (error) {
    throw new ContentError(where, "front matter", `not valid YAML: ${(error as Error).message}`);
  }
}

function parseWith<T extends z.ZodType>(schema: T, data: unknown, where: string): z.infer<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = (issue?.path ?? [])
    .map((part) => (typeof part === "number" ? `[${part}]` : `.${String(part)}`))
    .join("")
    .replace(/^\./, "");
  throw new ContentError(where, field, issue?.message ?? "invalid");
}

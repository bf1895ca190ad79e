// Pages (pages/**.html): front matter, then the body; the file's path is the page's URI, and
// a page's parent is the index.html of the folder above. A page needs a body or page builder
// blocks; the folder needs a front page.
import path from "node:path";
import { z } from "zod";
import type { Authors, DatabaseIds, HtmlChecks, MediaLibrary } from "./checks.ts";
import {
  contentStatuses,
  postPassword,
  seoSchema,
  uploadPath,
  userSlug,
  yamlDateTime,
} from "./fields.ts";
import { pageBuilderSchema, toPageBuilderRecord, type PageBuilderContext } from "./page-builder.ts";
import {
  ContentError,
  listFiles,
  parseWith,
  readFrontMatterFile,
  type SeedFolder,
} from "./read.ts";
import type { PageRecord } from "./records.ts";

/** The theme's page templates; each is a GraphQL type Template_<name without spaces>. */
const pageTemplates = [
  "Default",
  "Press Releases",
  "Leadership",
  "Brands",
  "Dividend History",
  "Financial Reports",
  "Events",
] as const;

const pageFrontMatterSchema = z
  .object({
    databaseId: z.number().int().positive(),
    title: z.string().min(1),
    date: yamlDateTime,
    modified: yamlDateTime,
    status: z.enum(contentStatuses).default("publish"),
    password: postPassword.optional(),
    template: z.enum(pageTemplates).default("Default"),
    author: userSlug.optional(),
    pageBuilder: pageBuilderSchema.optional(),
    excerpt: z.string().min(1).optional(),
    featuredImage: uploadPath.optional(),
    seo: seoSchema.optional(),
    menuOrder: z.number().int().nonnegative().default(0),
  })
  .strict();

export interface PagesContext extends SeedFolder {
  ids: DatabaseIds;
  authors: Authors;
  media: MediaLibrary;
  html: HtmlChecks;
  /** The URL WordPress stores for an ACF link (checks.ts, SiteLinks). */
  link: PageBuilderContext["link"];
  /** site.yaml's privacy policy page, by URI. */
  privacyPolicyPage: string;
}

export async function loadPages(context: PagesContext): Promise<PageRecord[]> {
  const { contentDir, rel, ids, authors, media, html } = context;
  const pagesDir = path.join(contentDir, "pages");
  const builderContext: PageBuilderContext = { media, html, link: context.link };
  const pages: PageRecord[] = [];
  for (const file of await listFiles(pagesDir, ".html")) {
    const where = rel(file);
    const { data, content } = await readFrontMatterFile(file, where);
    const front = parseWith(pageFrontMatterSchema, data, where);
    ids.claim(front.databaseId, where, "databaseId");
    const uri = pageUriFromFile(path.relative(pagesDir, file));
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
      authorDatabaseId: authors.idOf(front.author, where),
      template: front.template,
      excerpt: front.excerpt ?? "",
      content: html.prepare(content, where),
      featuredImage: front.featuredImage
        ? media.findImage(front.featuredImage, where, "featuredImage")
        : null,
      seo: front.seo ?? {},
      menuOrder: front.menuOrder,
      parentDatabaseId: null,
      isFrontPage: uri === "/",
      isPrivacyPage: uri === context.privacyPolicyPage,
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
    throw new ContentError(rel(pagesDir), "", "no front page (index.html)");
  }
  return pages;
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

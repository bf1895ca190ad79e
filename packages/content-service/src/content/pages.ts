// Pages (pages/**.html): front matter, then the body; the file's path is the page's URI under
// its language's (a French page's under /fr/), and a page's parent is the index.html of the
// folder above. A page needs a body or page builder blocks; the default language needs a front
// page, and a translation's front page (its pages/index.html) is the front page's translation.
import path from "node:path";
import { z } from "zod";
import type { Authors, DatabaseIds, HtmlChecks, MediaLibrary } from "./checks.ts";
import {
  contentStatuses,
  postPassword,
  seoSchema,
  slugFromTitle,
  uploadPath,
  userSlug,
  yamlDateTime,
} from "./fields.ts";
import { DEFAULT_LANGUAGE, translationDirectoryOf, uriIn } from "./languages.ts";
import { pageBuilderSchema, toPageBuilderRecord, type PageBuilderContext } from "./page-builder.ts";
import { ContentError, listFiles, readFrontMatterFile, type SeedFolder } from "./read.ts";
import type { PageRecord } from "./records.ts";
import { ownTranslation, parseEntry, type SeedLanguage } from "./translations.ts";

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

export interface PagesContext extends SeedFolder, SeedLanguage {
  ids: DatabaseIds;
  authors: Authors;
  media: MediaLibrary;
  html: HtmlChecks;
  /** The URL WordPress stores for an ACF link (checks.ts, SiteLinks). */
  link: PageBuilderContext["link"];
  /** The language's site.yaml's privacy policy page, by URI (a translation may have none). */
  privacyPolicyPage: string | undefined;
}

export async function loadPages(context: PagesContext): Promise<PageRecord[]> {
  const { contentDir, rel, ids, authors, media, html, language } = context;
  const pagesDir = path.join(contentDir, "pages");
  const builderContext: PageBuilderContext = { media, html, link: context.link };
  const home = uriIn(language, "/");
  const pages: PageRecord[] = [];
  for (const file of await listFiles(pagesDir, ".html")) {
    const where = rel(file);
    const { data, content } = await readFrontMatterFile(file, where);
    const { value: front, link } = parseEntry(pageFrontMatterSchema, data, where, context);
    ids.claim(front.databaseId, where, "databaseId");
    const uri = uriIn(language, pageUriFromFile(path.relative(pagesDir, file)));
    const directory = language === DEFAULT_LANGUAGE ? translationDirectoryOf(uri) : undefined;
    if (directory) {
      throw new ContentError(
        where,
        "",
        `${uri} is under ${directory.prefix}/, the ${directory.name} pages' directory: ` +
          `they go in content${directory.prefix}/pages/`,
      );
    }
    const pageBuilder = front.pageBuilder
      ? toPageBuilderRecord(front.pageBuilder, where, builderContext)
      : null;
    if (content.trim() === "" && !pageBuilder?.blocks.length) {
      throw new ContentError(where, "body", "the page has neither body nor pageBuilder blocks");
    }
    const page: PageRecord = {
      kind: "page",
      databaseId: front.databaseId,
      ...ownTranslation(language, front.databaseId),
      uri,
      slug: uri === home ? slugFromTitle(front.title) : (uri.split("/").at(-2) ?? ""),
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
      // A translation of the front page is its language's front page (Polylang).
      isFrontPage: uri === home,
      isPrivacyPage: uri === context.privacyPolicyPage,
      pageBuilder,
      sourceFile: where,
    };
    link(page);
    pages.push(page);
  }
  const pageByUri = new Map(pages.map((page) => [page.uri, page]));
  for (const page of pages) {
    if (page.uri === home) continue;
    const parentUri = page.uri.replace(/[^/]+\/$/, "");
    // The language's top-level pages have no parent: its front page is no page's parent.
    if (parentUri === home) continue;
    const parent = pageByUri.get(parentUri);
    if (!parent) {
      throw new ContentError(page.sourceFile, "", `parent page ${parentUri} has no index.html`);
    }
    page.parentDatabaseId = parent.databaseId;
  }
  if (language === DEFAULT_LANGUAGE && !pageByUri.has(home)) {
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

/**
 * Polylang makes the front page's translation its language's front page: a translation's
 * pages/index.html translates the front page, and no other page of it does.
 */
export function checkFrontPageTranslations(pages: PageRecord[]) {
  const front = pages.find((page) => page.isFrontPage && page.language === DEFAULT_LANGUAGE.code);
  for (const page of pages) {
    if (page.language === DEFAULT_LANGUAGE.code) continue;
    const translatesFront = page.translations[DEFAULT_LANGUAGE.code] === front?.databaseId;
    if (page.isFrontPage && !translatesFront) {
      throw new ContentError(
        page.sourceFile,
        "translationOf",
        `the front page ${page.uri} must translate the front page (databaseId ${front?.databaseId})`,
      );
    }
    if (!page.isFrontPage && translatesFront) {
      throw new ContentError(
        page.sourceFile,
        "translationOf",
        `the front page's translation is its language's front page: pages/index.html, not ${page.uri}`,
      );
    }
  }
}

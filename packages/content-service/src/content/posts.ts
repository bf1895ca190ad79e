// Posts (posts/yyyy-mm-dd-slug.html), the press releases: front matter, then the body. The
// file name gives the slug, and the URI under the press releases page in the post's language:
// Polylang keeps the permalink base, so a French post is /fr/media-centre/press-releases/<slug>/.
import path from "node:path";
import { z } from "zod";
import type { Authors, CategorySlugs, DatabaseIds, HtmlChecks, MediaLibrary } from "./checks.ts";
import {
  contentStatuses,
  postPassword,
  seoSchema,
  uploadPath,
  userSlug,
  yamlDateTime,
} from "./fields.ts";
import { uriIn } from "./languages.ts";
import { ContentError, listFiles, readFrontMatterFile, type SeedFolder } from "./read.ts";
import type { PostRecord } from "./records.ts";
import { ownTranslation, parseEntry, type SeedLanguage } from "./translations.ts";

const POSTS_BASE = "/media-centre/press-releases/";

const postFrontMatterSchema = z
  .object({
    databaseId: z.number().int().positive(),
    title: z.string().min(1),
    date: yamlDateTime,
    modified: yamlDateTime,
    status: z.enum(contentStatuses).default("publish"),
    password: postPassword.optional(),
    author: userSlug.optional(),
    sticky: z.boolean().default(false),
    categories: z.array(z.string().min(1)).min(1),
    excerpt: z.string().min(1),
    featuredImage: uploadPath.optional(),
    seo: seoSchema.optional(),
  })
  .strict();

export interface PostsContext extends SeedFolder, SeedLanguage {
  ids: DatabaseIds;
  authors: Authors;
  /** The language's categories: a post is filed in its own language's. */
  categories: CategorySlugs;
  media: MediaLibrary;
  html: HtmlChecks;
}

/** The posts, newest first, as WordPress orders them by default. */
export async function loadPosts(context: PostsContext): Promise<PostRecord[]> {
  const { contentDir, rel, ids, authors, categories, media, html, language } = context;
  const posts: PostRecord[] = [];
  for (const file of await listFiles(path.join(contentDir, "posts"), ".html")) {
    const where = rel(file);
    const name = path.basename(file, ".html");
    const match = /^\d{4}-\d{2}-\d{2}-([a-z0-9-]+)$/.exec(name);
    if (!match?.[1]) {
      throw new ContentError(where, "", "post file names must be yyyy-mm-dd-slug.html");
    }
    const { data, content } = await readFrontMatterFile(file, where);
    // A press release may be written in French only: Polylang needs no original.
    const { value: front, link } = parseEntry(postFrontMatterSchema, data, where, context, "", {
      originalOptional: true,
    });
    ids.claim(front.databaseId, where, "databaseId");
    if (content.trim() === "") throw new ContentError(where, "body", "the post body is empty");
    const categoryIds = categories.idsOf(front.categories, where);
    const post: PostRecord = {
      kind: "post",
      databaseId: front.databaseId,
      ...ownTranslation(language, front.databaseId),
      uri: uriIn(language, `${POSTS_BASE}${match[1]}/`),
      slug: match[1],
      title: front.title,
      date: front.date,
      modified: front.modified,
      status: front.status,
      password: front.password ?? null,
      authorDatabaseId: authors.idOf(front.author, where),
      parentDatabaseId: null,
      excerpt: front.excerpt,
      content: html.prepare(content, where),
      featuredImage: front.featuredImage
        ? media.findImage(front.featuredImage, where, "featuredImage")
        : null,
      seo: front.seo ?? {},
      categoryIds,
      isSticky: front.sticky,
      sourceFile: where,
    };
    link(post);
    posts.push(post);
  }
  return posts.sort(newestFirst);
}

/** WordPress's default order of posts: newest first, the higher id first at the same time. */
export const newestFirst = (a: PostRecord, b: PostRecord) =>
  b.date.localeCompare(a.date) || b.databaseId - a.databaseId;

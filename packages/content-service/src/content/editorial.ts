// What only an editor sees (an authenticated request): pages and posts not published (drafts,
// pending review, scheduled, private: seed files with such a `status`), by id and, as WordPress
// resolves them for a logged-in editor, at their pretty URIs; and the pending changes of
// published pages and posts, which WordPress keeps as an autosave revision and shows when the
// editor presses Preview (content/revisions/*.html, see CONTENT.md). Validated at start-up like
// every other file; never in a list, a search or the sitemap, and never anyone else's.
import path from "node:path";
import { z } from "zod";
import type { HtmlChecks } from "./checks.ts";
import {
  ContentError,
  listFiles,
  parseWith,
  readFrontMatterFile,
  type RelativeName,
} from "./read.ts";
import type { EditorialContent, PageRecord, PostRecord } from "./records.ts";
import { isPubliclyVisible } from "./visibility.ts";

const dateTime = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 19) : value),
  z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/, "expected a site-time date"),
);

export const revisionFrontMatterSchema = z
  .object({
    /** The revision's own database id (an autosave is a row of WordPress's posts table). */
    databaseId: z.number().int().positive(),
    /** The database id of the published page or post the changes are to. */
    revisionOf: z.number().int().positive(),
    title: z.string().min(1),
    modified: dateTime,
    excerpt: z.string().min(1).optional(),
  })
  .strict();

export async function loadEditorialContent(options: {
  contentDir: string;
  pages: PageRecord[];
  posts: PostRecord[];
  html: HtmlChecks;
  rel: RelativeName;
  /** Claims each revision's database id, as every other record's. */
  claimId: (databaseId: number, where: string) => void;
}): Promise<EditorialContent> {
  const { contentDir, pages, posts, html, rel } = options;
  const drafts = new Map<number, PageRecord | PostRecord>();
  const draftsByUri = new Map<string, PageRecord | PostRecord>();
  for (const record of [...pages, ...posts]) {
    if (isPubliclyVisible(record)) continue;
    drafts.set(record.databaseId, record);
    draftsByUri.set(record.uri, record);
  }
  const published = new Map(
    [...pages, ...posts]
      .filter(isPubliclyVisible)
      .map((record) => [record.databaseId, record] as const),
  );
  const revisions = new Map<number, PageRecord | PostRecord>();
  for (const file of await listFiles(path.join(contentDir, "revisions"), ".html")) {
    const where = rel(file);
    const { data, content } = await readFrontMatterFile(file, where);
    const front = parseWith(revisionFrontMatterSchema, data, where);
    options.claimId(front.databaseId, where);
    const original = published.get(front.revisionOf);
    if (!original) {
      throw new ContentError(
        where,
        "revisionOf",
        `no published page or post has the databaseId ${front.revisionOf}`,
      );
    }
    const current = revisions.get(front.revisionOf);
    if (current && current.modified >= front.modified) continue;
    if (content.trim() === "") throw new ContentError(where, "body", "the revision body is empty");
    revisions.set(front.revisionOf, {
      ...original,
      databaseId: front.databaseId,
      status: "inherit",
      parentDatabaseId: original.databaseId,
      // WordPress's preview link of the published page or post.
      uri: `${original.uri}?preview=true`,
      title: front.title,
      modified: front.modified,
      excerpt: front.excerpt ?? original.excerpt,
      content: html.prepare(content, where),
      isPreview: true,
      sourceFile: where,
    });
  }
  return { drafts, draftsByUri, revisions };
}

// The media library (media.yaml): images, and the documents ACF file fields name. Each item
// names a file under uploads/ of a type WordPress takes; an image needs its size. An item
// uploaded to a page or post has its URI under that page's or post's, as attachments do.
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { attachmentParent, UPLOADS_PATH, type DatabaseIds } from "./checks.ts";
import { uploadPath, yamlDateTime } from "./fields.ts";
import { ContentError, readYamlFile, type SeedFolder } from "./read.ts";
import type { MediaRecord, PageRecord, PostRecord } from "./records.ts";

const MEDIA_FILE = "media.yaml";

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

const mediaFileSchema = z.array(
  z
    .object({
      databaseId: z.number().int().positive(),
      file: uploadPath,
      title: z.string().min(1),
      date: yamlDateTime,
      altText: z.string(),
      caption: z.string().default(""),
      description: z.string().default(""),
      /** The page or post the file was uploaded to, by URI: its URI then nests under it. */
      attachedTo: z.string().startsWith("/", "expected the URI of a page or post").optional(),
      width: z.number().int().positive().optional(),
      height: z.number().int().positive().optional(),
    })
    .strict(),
);

export type MediaInput = z.infer<typeof mediaFileSchema>;

export function readMediaFile({ contentDir, rel }: SeedFolder): Promise<MediaInput> {
  return readYamlFile(path.join(contentDir, MEDIA_FILE), mediaFileSchema, rel);
}

export function mediaRecords(
  input: MediaInput,
  context: SeedFolder & { uploadsDir: string; homeUrl: string; ids: DatabaseIds },
): MediaRecord[] {
  const { contentDir, rel, uploadsDir, homeUrl, ids } = context;
  const mediaFile = rel(path.join(contentDir, MEDIA_FILE));
  return input.map((item, index) => {
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
      // Unattached files sit at the root; attached ones under their page (attachMedia).
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
}

/**
 * Gives each item uploaded to a page or post (its `attachedTo`) that parent, and a URI under
 * the parent's. Done once pages and posts are loaded; `media` is in the order of `input`.
 */
export function attachMedia(
  media: MediaRecord[],
  input: MediaInput,
  { contentDir, rel }: SeedFolder,
  parents: { pages: PageRecord[]; posts: PostRecord[] },
) {
  const mediaFile = rel(path.join(contentDir, MEDIA_FILE));
  media.forEach((record, index) => {
    const uri = input[index]?.attachedTo;
    if (uri === undefined) return;
    const parent = attachmentParent(
      parents.pages,
      parents.posts,
      uri,
      mediaFile,
      `[${index}].attachedTo`,
    );
    record.parentDatabaseId = parent.databaseId;
    record.uri = `${parent.uri}${record.slug}/`;
  });
}

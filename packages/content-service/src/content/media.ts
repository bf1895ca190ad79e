// The media library (media.yaml): images, and the documents ACF file fields name. Each item
// names a file under uploads/ of a type WordPress takes; an image needs its size. An item
// uploaded to a page or post has its URI under that page's or post's, as attachments do.
// Polylang translates media: a translation's media.yaml (content/fr/) holds its items, each a
// copy of an original over the same file with its own title, alternative text and caption.
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { attachmentParent, UPLOADS_PATH, type DatabaseIds } from "./checks.ts";
import { uniqueSlug, uploadPath, yamlDateTime } from "./fields.ts";
import { DEFAULT_LANGUAGE, uriIn, type Language } from "./languages.ts";
import { ContentError, readYamlFile, type SeedFolder } from "./read.ts";
import type { MediaRecord, PageRecord, PostRecord } from "./records.ts";
import { databaseIdKey, ownTranslation, TranslationLinks } from "./translations.ts";

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

const mediaItemSchema = z
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
  .strict();

const mediaFileSchema = z.array(mediaItemSchema);

/** A translation's media.yaml (content/fr/): each item names its original, whose file it shares. */
const translatedMediaFileSchema = z.array(
  mediaItemSchema.extend({ translationOf: databaseIdKey.optional() }),
);

export type MediaInput = z.infer<typeof mediaFileSchema>;
export type TranslatedMediaInput = z.infer<typeof translatedMediaFileSchema>;

export function readMediaFile({ contentDir, rel }: SeedFolder): Promise<MediaInput> {
  return readYamlFile(path.join(contentDir, MEDIA_FILE), mediaFileSchema, rel);
}

/** A translation's media.yaml; optional (without it, every page of the language uses the originals). */
export async function readTranslatedMediaFile({
  contentDir,
  rel,
}: SeedFolder): Promise<TranslatedMediaInput> {
  const file = path.join(contentDir, MEDIA_FILE);
  return existsSync(file) ? readYamlFile(file, translatedMediaFileSchema, rel) : [];
}

interface MediaContext extends SeedFolder {
  uploadsDir: string;
  homeUrl: string;
  ids: DatabaseIds;
}

const slugOfFile = (file: string) =>
  path
    .basename(file, path.extname(file))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");

/** The default language's media library (content/media.yaml). */
export function mediaRecords(input: MediaInput, context: MediaContext): MediaRecord[] {
  const mediaFile = context.rel(path.join(context.contentDir, MEDIA_FILE));
  return input.map((item, index) =>
    mediaRecord(item, `[${index}]`, mediaFile, context, {
      ...ownTranslation(DEFAULT_LANGUAGE, item.databaseId),
      slug: slugOfFile(item.file),
      // Unattached files sit at the root; attached ones under their page (attachMedia).
      uri: `/${slugOfFile(item.file)}/`,
    }),
  );
}

/**
 * A translation's media items (content/fr/media.yaml), as Polylang's "translate media" makes
 * them: each an attachment of its own (its id, title, alternative text, caption) over its
 * original's file, with the original's pixel size, linked to it in a translation group. Its
 * slug is the original's made unique (WordPress keeps one attachment slug across the site:
 * hero-home-2), its URI under the language's directory. A translationOf naming no media item
 * of the default language, a second translation of one, or another file than the original's is
 * refused. An item without translationOf is the language's own upload (an image whose words
 * are in that language: a French banner): a file of its own, with its size, no original's.
 * `originals` are the default language's items.
 */
export function translatedMediaRecords(
  input: TranslatedMediaInput,
  context: MediaContext & { language: Language; originals: MediaRecord[] },
): MediaRecord[] {
  const { language, originals } = context;
  const mediaFile = context.rel(path.join(context.contentDir, MEDIA_FILE));
  const taken = new Set(originals.map((item) => item.slug));
  const links = new TranslationLinks<number>();
  const records = input.map((item, index) => {
    const slug = uniqueSlug(slugOfFile(item.file), taken);
    taken.add(slug);
    const record = mediaRecord(item, `[${index}]`, mediaFile, context, {
      ...ownTranslation(language, item.databaseId),
      slug,
      uri: uriIn(language, `/${slug}/`),
    });
    if (item.translationOf !== undefined) {
      links.add(record, item.translationOf, mediaFile, `[${index}].translationOf`);
    } else {
      ownUpload(record, item, `[${index}]`, mediaFile, originals);
    }
    return record;
  });
  const byId = new Map(originals.map((item) => [item.databaseId, item]));
  links.link(byId);
  records.forEach((record, index) => {
    const original = byId.get(input[index]?.translationOf ?? 0);
    if (!original) return;
    const field = `[${index}]`;
    if (record.file !== original.file) {
      throw new ContentError(
        mediaFile,
        `${field}.file`,
        `${record.file} is not the file of media item ${original.databaseId} (${original.file}): a translation shares its original's file`,
      );
    }
    for (const dimension of ["width", "height"] as const) {
      const given = input[index]?.[dimension];
      if (given !== undefined && given !== original[dimension]) {
        throw new ContentError(
          mediaFile,
          `${field}.${dimension}`,
          `${given} is not the ${dimension} of ${original.file} (${original[dimension]})`,
        );
      }
      record[dimension] = original[dimension];
    }
  });
  return records;
}

/** One item of a media.yaml, its file checked under uploads/; `own` its language's parts. */
function mediaRecord(
  item: MediaInput[number],
  field: string,
  mediaFile: string,
  { uploadsDir, homeUrl, ids }: MediaContext,
  own: Pick<MediaRecord, "language" | "translations" | "slug" | "uri">,
): MediaRecord {
  ids.claim(item.databaseId, mediaFile, `${field}.databaseId`);
  const filePath = path.join(uploadsDir, item.file);
  if (!existsSync(filePath)) {
    throw new ContentError(mediaFile, `${field}.file`, `no such file under uploads/: ${item.file}`);
  }
  const mimeType = MIME_TYPES[path.extname(item.file).toLowerCase()];
  if (!mimeType) {
    throw new ContentError(mediaFile, `${field}.file`, `not a media type: ${item.file}`);
  }
  const image = mimeType.startsWith("image/");
  // A translation's size is its original's, the same file's (translatedMediaRecords).
  const translation = own.language !== DEFAULT_LANGUAGE.code;
  if (image && !translation && (item.width === undefined || item.height === undefined)) {
    throw new ContentError(mediaFile, `${field}.width`, "an image needs its width and height");
  }
  return {
    kind: "media",
    databaseId: item.databaseId,
    ...own,
    file: item.file,
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
}

/**
 * Gives each item uploaded to a page or post (its `attachedTo`) that parent, and a URI under
 * the parent's. Done once pages and posts are loaded; `media` is one language's items, in the
 * order of `input`, from `folder`'s media.yaml. The parent is of the item's language: Polylang
 * gives an upload its post's language, and a media translation its parent's translation.
 */
export function attachMedia(
  media: MediaRecord[],
  input: { attachedTo?: string | undefined }[],
  { contentDir, rel }: SeedFolder,
  parents: { pages: PageRecord[]; posts: PostRecord[] },
) {
  const mediaFile = rel(path.join(contentDir, MEDIA_FILE));
  media.forEach((record, index) => {
    const uri = input[index]?.attachedTo;
    if (uri === undefined) return;
    const field = `[${index}].attachedTo`;
    const parent = attachmentParent(parents.pages, parents.posts, uri, mediaFile, field);
    if (parent.language !== record.language) {
      throw new ContentError(
        mediaFile,
        field,
        `${uri} is in ${parent.language}, the media item in ${record.language}: an item is attached to a page or post of its language`,
      );
    }
    record.parentDatabaseId = parent.databaseId;
    record.uri = `${parent.uri}${record.slug}/`;
  });
}

/** The language's own upload: its own file, not one of the default language's, with its size. */
function ownUpload(
  record: MediaRecord,
  item: TranslatedMediaInput[number],
  field: string,
  mediaFile: string,
  originals: MediaRecord[],
) {
  const original = originals.find((candidate) => candidate.file === item.file);
  if (original) {
    throw new ContentError(
      mediaFile,
      `${field}.translationOf`,
      `${item.file} is media item ${original.databaseId}'s file: an item over it is its translation (translationOf: ${original.databaseId})`,
    );
  }
  if (
    record.mimeType.startsWith("image/") &&
    (item.width === undefined || item.height === undefined)
  ) {
    throw new ContentError(mediaFile, `${field}.width`, "an image needs its width and height");
  }
}

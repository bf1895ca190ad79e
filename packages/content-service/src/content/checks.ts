// The checks between kinds of content, in one place: database ids unique across the site,
// media references that name the media library's items, HTML whose upload links name real
// files, authors and categories that exist, and URIs: one node per URI, and every site path a
// menu, a redirect, an ACF link, the privacy setting or an attachment names is a real node's.
// Each kind's loader calls them as it builds its records, and reads no other kind's files.
import { existsSync } from "node:fs";
import path from "node:path";
import { withImageSizes } from "./content-images.ts";
import { DEFAULT_LANGUAGE, type Language } from "./languages.ts";
import { ContentError } from "./read.ts";
import type {
  CategoryRecord,
  LanguageCode,
  MediaRecord,
  PageRecord,
  PostRecord,
  UriRecord,
  UserRecord,
} from "./records.ts";

export const UPLOADS_PATH = "/wp-content/uploads/";

/** Claims database ids across pages, posts, media and custom post types: one table in WordPress. */
export class DatabaseIds {
  private readonly owners = new Map<number, string>();
  claim(id: number, file: string, field: string) {
    const owner = this.owners.get(id);
    if (owner) throw new ContentError(file, field, `databaseId ${id} is already used by ${owner}`);
    this.owners.set(id, file);
  }
}

/**
 * Checks content HTML and turns upload links into absolute URLs on the CMS host; images of
 * the media library get their size, as WordPress renders them.
 */
export class HtmlChecks {
  constructor(
    private readonly uploadsDir: string,
    private readonly homeUrl: string,
    private readonly media: MediaLibrary,
  ) {}

  prepare(body: string, where: string, field = "body"): string {
    const html = withImageSizes(body.trim(), this.media, where, field);
    for (const match of html.matchAll(/(?:href|src)="\/wp-content\/uploads\/([^"#?]+)/g)) {
      const file = match[1] ?? "";
      if (!existsSync(path.join(this.uploadsDir, file))) {
        throw new ContentError(where, field, `links to a missing upload: ${file}`);
      }
    }
    return html.replace(
      /(href|src)="\/wp-content\/uploads\//g,
      `$1="${this.homeUrl}${UPLOADS_PATH}`,
    );
  }
}

/**
 * The media library by file, for fields that name an upload (images, documents), as a record
 * in `language` sees it: an item's translation into that language where there is one (the
 * French copy of an image, with its French alternative text), else the item itself, as
 * Polylang gives a translated post the translation of its featured image and falls back to the
 * untranslated media. The default language's records see the default language's items.
 */
export class MediaLibrary {
  private readonly byFile = new Map<string, MediaRecord>();
  constructor(
    private readonly media: MediaRecord[],
    language: LanguageCode = DEFAULT_LANGUAGE.code,
  ) {
    for (const item of media) {
      if (item.language === DEFAULT_LANGUAGE.code) this.byFile.set(item.file, item);
    }
    if (language === DEFAULT_LANGUAGE.code) return;
    for (const item of media) if (item.language === language) this.byFile.set(item.file, item);
  }

  /** The library as a record in `language` sees it. */
  in(language: Language): MediaLibrary {
    return new MediaLibrary(this.media, language.code);
  }

  find(file: string, where: string, field: string): MediaRecord {
    const found = this.byFile.get(file);
    if (!found) throw new ContentError(where, field, `not in media.yaml: ${file}`);
    return found;
  }

  /** An image: media items that are documents cannot stand where a picture is expected. */
  findImage(file: string, where: string, field: string): MediaRecord {
    const found = this.find(file, where, field);
    if (!found.mimeType.startsWith("image/")) {
      throw new ContentError(where, field, `not an image: ${file}`);
    }
    return found;
  }
}

/** Users by slug, for the `author` of pages and posts. */
export class Authors {
  private readonly bySlug: Map<string, UserRecord>;
  constructor(
    users: UserRecord[],
    private readonly usersFile: string,
  ) {
    this.bySlug = new Map(users.map((user) => [user.slug, user]));
  }

  /** The author's database id; none named, none. */
  idOf(slug: string | undefined, where: string): number | null {
    if (slug === undefined) return null;
    const user = this.bySlug.get(slug);
    if (!user) throw new ContentError(where, "author", `not in ${this.usersFile}: ${slug}`);
    return user.databaseId;
  }
}

/** Categories by slug, for the `categories` a post is filed in. */
export class CategorySlugs {
  private readonly bySlug: Map<string, CategoryRecord>;
  constructor(categories: CategoryRecord[]) {
    this.bySlug = new Map(categories.map((category) => [category.slug, category]));
  }

  idsOf(slugs: string[], where: string): number[] {
    return slugs.map((slug, index) => {
      const category = this.bySlug.get(slug);
      if (!category) {
        throw new ContentError(where, `categories[${index}]`, `unknown category slug: ${slug}`);
      }
      return category.databaseId;
    });
  }
}

/** site.yaml's privacy policy page (Settings > Privacy) must be a page, published or not. */
export function checkPrivacyPolicyPage(pages: PageRecord[], uri: string, siteFile: string) {
  if (!pages.some((page) => page.uri === uri)) {
    throw new ContentError(siteFile, "privacyPolicyPage", `no page has the URI ${uri}`);
  }
}

/** The page or post a media item was uploaded to, by URI, published or not. */
export function attachmentParent(
  pages: PageRecord[],
  posts: PostRecord[],
  uri: string,
  file: string,
  field: string,
): PageRecord | PostRecord {
  const parent = pages.find((page) => page.uri === uri) ?? posts.find((post) => post.uri === uri);
  if (!parent) throw new ContentError(file, field, `no page or post has the URI ${uri}`);
  return parent;
}

/**
 * Every public node by URI, WordPress's one namespace of permalinks: pages, posts, media,
 * categories and authors. A URI used twice is refused, naming the later node's file.
 */
export class PublicUris {
  readonly byUri = new Map<string, UriRecord>();
  constructor(records: UriRecord[], files: { users: string; site: string }) {
    for (const record of records) {
      if (this.byUri.has(record.uri)) {
        const where =
          "sourceFile" in record
            ? record.sourceFile
            : record.kind === "user"
              ? files.users
              : files.site;
        throw new ContentError(where, "", `URI ${record.uri} is already used by another node`);
      }
      this.byUri.set(record.uri, record);
    }
  }

  /** A site path that must lead somewhere; `shown` is the path as the file gives it. */
  require(sitePath: string, file: string, field: string, shown = sitePath) {
    if (!this.byUri.has(sitePath)) {
      throw new ContentError(file, field, `no page has the URI ${shown}`);
    }
  }
}

/**
 * Links in ACF fields name site paths, which WordPress stores absolute on its home. They are
 * checked once every URI is known: a page may link to one loaded after it.
 */
export class SiteLinks {
  private readonly pending: { path: string; where: string; field: string }[] = [];
  constructor(private readonly homeUrl: string) {}

  readonly link = (url: string, where: string, field: string): string => {
    if (!url.startsWith("/")) return url;
    this.pending.push({ path: url, where, field });
    return `${this.homeUrl}${url}`;
  };

  check(uris: PublicUris) {
    for (const link of this.pending) uris.require(link.path, link.where, link.field);
  }
}

/**
 * Slugs a translation's records may not share with the default language's: WordPress keeps one
 * slug per type (a page's per parent), and Polylang's free edition shares none between
 * languages. A translation's slug is the address its file asks for, so a taken one is refused
 * rather than renamed. `scope` is what a slug is unique within; `place` names the file and field.
 */
export function refuseSharedSlugs<T extends { slug: string; language: LanguageCode }>(
  records: T[],
  defaultLanguage: LanguageCode,
  scope: (record: T) => string,
  place: (record: T) => [file: string, field: string],
) {
  const byKey = new Map<string, T>();
  for (const record of records) {
    const key = `${scope(record)} ${record.slug}`;
    const other = byKey.get(key);
    if (other && other.language !== record.language) {
      // The translation's file is the one to change: the original had the slug first.
      const [translation, original] =
        other.language === defaultLanguage ? [record, other] : [other, record];
      const [file, field] = place(translation);
      const [originalFile] = place(original);
      throw new ContentError(
        file,
        field,
        `the slug ${record.slug} is already ${originalFile}'s, in ${original.language}: WordPress gives each its own`,
      );
    }
    byKey.set(key, record);
  }
}

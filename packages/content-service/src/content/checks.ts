// Checks shared by every seed file: database ids unique across the site, HTML whose upload
// links name real files, and media references that name the media library's items.
import { existsSync } from "node:fs";
import path from "node:path";
import { withImageSizes } from "./content-images.ts";
import { ContentError } from "./read.ts";
import type { MediaRecord } from "./store.ts";

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

/** The media library by file, for fields that name an upload (images, documents). */
export class MediaLibrary {
  private readonly byFile: Map<string, MediaRecord>;
  constructor(media: MediaRecord[]) {
    this.byFile = new Map(media.map((item) => [item.file, item]));
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

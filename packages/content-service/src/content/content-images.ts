// Images in content HTML as WordPress renders them: an <img> of the media library gets the
// width and height of its media item when the editor left them out (WordPress 5.5 and later
// add them to content on output, wp_img_tag_add_width_and_height_attr), so the site can size
// it without a layout shift. Images are checked against the media library at start-up.
import { ContentError } from "./read.ts";
import type { MediaRecord } from "./records.ts";

/** The media library's image lookup (checks.ts), which refuses what is not an image of it. */
interface Images {
  findImage(file: string, where: string, field: string): MediaRecord;
}

const IMG_TAG = /<img\b[^>]*>/gi;
const UPLOAD_SRC = /\ssrc="\/wp-content\/uploads\/([^"#?]+)"/i;
const hasAttribute = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=`, "i").test(tag);

export function withImageSizes(html: string, media: Images, where: string, field: string): string {
  return html.replace(IMG_TAG, (tag) => {
    const file = UPLOAD_SRC.exec(tag)?.[1];
    if (file === undefined) return tag;
    const image = media.findImage(file, where, field);
    if (hasAttribute(tag, "width") || hasAttribute(tag, "height")) return tag;
    if (!image.width || !image.height) {
      throw new ContentError(where, field, `${file} has no width and height in media.yaml`);
    }
    return tag.replace(/^<img\b/i, `<img width="${image.width}" height="${image.height}"`);
  });
}

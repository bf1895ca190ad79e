// <img> in CMS HTML through Next's image optimizer, as CmsImage does for the CMS's image
// fields: resized copies in modern formats (srcset and sizes from /_next/image), the width and
// height the CMS gives the tag (WordPress adds its media item's size on output), the editor's
// alt text, loaded lazily. Only images the optimizer may fetch are rewritten: files under the
// uploads of the media host it is configured with (next.config.ts); anything else is left as
// the editor wrote it, for the allowlist to judge.
import { getImageProps } from "next/image";
import type { Attributes } from "sanitize-html";
import type { ImageRewrite } from "./render";

const UPLOADS_PATH = "/wp-content/uploads/";
/** The content column (styles/globals.css, .entry-content) and the page's side padding. */
const COLUMN_PX = 768;
const GUTTERS_PX = 32;

/** An attribute that is a whole number of pixels, as the optimizer needs them. */
function pixels(value: string | undefined): number | null {
  if (!value || !/^\d{1,5}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

/** Shown at its own width, or narrower: the column's on wide screens, the screen's on phones. */
export function contentImageSizes(width: number): string {
  const shown = Math.min(width, COLUMN_PX);
  return `(min-width: ${shown + GUTTERS_PX}px) ${shown}px, calc(100vw - ${GUTTERS_PX}px)`;
}

function isOptimizable(src: string, mediaOrigin: string): boolean {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  return (
    url.origin === mediaOrigin &&
    url.pathname.startsWith(UPLOADS_PATH) &&
    // The optimizer serves SVG as it is (Next refuses to rasterize it): nothing to resize.
    !url.pathname.toLowerCase().endsWith(".svg")
  );
}

/** The attributes of a content image, through the optimizer when it can be. */
function contentImageAttributes(attribs: Attributes, mediaOrigin: string): Attributes {
  const width = pixels(attribs.width);
  const height = pixels(attribs.height);
  const src = attribs.src ?? "";
  if (width === null || height === null || !isOptimizable(src, mediaOrigin)) return attribs;
  const { props } = getImageProps({
    src,
    alt: attribs.alt ?? "",
    width,
    height,
    sizes: contentImageSizes(width),
    loading: "lazy",
  });
  const optimized: Attributes = {
    src: props.src,
    alt: attribs.alt ?? "",
    width: String(width),
    height: String(height),
    srcset: props.srcSet ?? "",
    sizes: props.sizes ?? "",
    loading: "lazy",
    decoding: "async",
  };
  if (attribs.lang) optimized.lang = attribs.lang;
  return optimized;
}

const rewrites = new Map<string, ImageRewrite>();

/** The pipeline's image rewrite (RenderOptions.images) for the optimizer's media host. */
export function contentImages(mediaOrigin: string): ImageRewrite {
  let rewrite = rewrites.get(mediaOrigin);
  if (!rewrite) {
    rewrite = (attribs) => contentImageAttributes(attribs, mediaOrigin);
    rewrites.set(mediaOrigin, rewrite);
  }
  return rewrite;
}

import type { Image as CmsImageData } from "@/lib/cms/shell";
import { optimizedImage, type OptimizedImage } from "@/lib/images/optimized-image";

interface CmsImageProps {
  image: CmsImageData;
  /** How wide the image shows at each breakpoint, so the browser picks the right size. */
  sizes: string;
  className?: string;
  /** The page's main image (its largest paint): fetched first, not lazily. */
  preload?: boolean;
  /** Overrides the CMS's alt text: "" where the image repeats what text beside it says. */
  alt?: string;
}

/**
 * A CMS image through Next's optimizer: resized copies in modern formats, sized from the
 * CMS's media details so nothing shifts while it loads. The srcset is getImageProps's
 * (lib/images/optimized-image.ts), without the inline style <Image> adds (which the site's
 * Content-Security-Policy refuses) or the browser code of either. Images without a known size
 * (which WordPress gives every raster image) are shown as they are, lazily.
 */
export function CmsImage({ image, sizes, className, preload = false, alt }: CmsImageProps) {
  const text = alt ?? image.alt;
  if (!image.width || !image.height) {
    return <img src={image.src} alt={text} className={className} loading="lazy" />;
  }
  const optimized = optimizedProps(image, image.width, sizes);
  return (
    <img
      src={optimized.src}
      srcSet={optimized.srcSet}
      sizes={optimized.sizes}
      width={image.width}
      height={image.height}
      alt={text}
      className={className}
      loading={preload ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={preload ? "high" : undefined}
    />
  );
}

/**
 * The optimizer's attributes of each image and sizes. Images come from cached CMS answers (the
 * same objects on every request), so they are worked out once, not per render.
 */
const attributes = new WeakMap<CmsImageData, Map<string, OptimizedImage>>();

function optimizedProps(image: CmsImageData, width: number, sizes: string): OptimizedImage {
  let bySizes = attributes.get(image);
  if (!bySizes) attributes.set(image, (bySizes = new Map()));
  let optimized = bySizes.get(sizes);
  if (!optimized) bySizes.set(sizes, (optimized = optimizedImage(image.src, width, sizes)));
  return optimized;
}

import { getImageProps } from "next/image";
import type { Image as CmsImageData } from "@/lib/cms/shell";

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
 * CMS's media details so nothing shifts while it loads. Built with getImageProps rather than
 * <Image>: the same srcset, without the inline style <Image> adds (which the site's
 * Content-Security-Policy refuses) or its browser code. Images without a known size (which
 * WordPress gives every raster image) are shown as they are, lazily.
 */
type ImgProps = ReturnType<typeof getImageProps>["props"];

/**
 * The optimizer's props for each image, sizes and priority. Images come from cached CMS answers
 * (the same objects on every request), so they are worked out once, not per render.
 */
const imgProps = new WeakMap<CmsImageData, Map<string, ImgProps>>();

function optimizedProps(image: CmsImageData, sizes: string, preload: boolean): ImgProps {
  let byUse = imgProps.get(image);
  if (!byUse) imgProps.set(image, (byUse = new Map()));
  const key = `${preload ? "preload" : "lazy"} ${sizes}`;
  let props = byUse.get(key);
  if (!props) {
    props = getImageProps({
      src: image.src,
      alt: image.alt,
      width: image.width ?? undefined,
      height: image.height ?? undefined,
      sizes,
      loading: preload ? "eager" : "lazy",
      fetchPriority: preload ? "high" : undefined,
    }).props;
    byUse.set(key, props);
  }
  return props;
}

export function CmsImage({ image, sizes, className, preload = false, alt }: CmsImageProps) {
  const text = alt ?? image.alt;
  if (!image.width || !image.height) {
    return <img src={image.src} alt={text} className={className} loading="lazy" />;
  }
  const props = optimizedProps(image, sizes, preload);
  return (
    <img
      src={props.src}
      srcSet={props.srcSet}
      sizes={props.sizes}
      width={props.width}
      height={props.height}
      alt={text}
      className={className}
      loading={props.loading}
      decoding={props.decoding}
      fetchPriority={props.fetchPriority}
    />
  );
}

// The site's icons in <head>, written by the document (pages/_document.tsx) on the server: the
// same on every page of a shell, so the browser's bundle carries none of this, and a client-side
// route change leaves them as they are.
import type { ReactElement } from "react";
import type { Image } from "@/lib/cms/shell";
import { optimizedImage } from "@/lib/images/optimized-image";

/** Browser-tab and home-screen icon sizes, in CSS pixels. */
const FAVICON_SIZE = 32;
const TOUCH_ICON_SIZE = 180;

/** The fallback files in public/, for a CMS without a site icon and for pages without the CMS. */
const FALLBACK_ICON_TAGS: ReactElement[] = [
  <link key="icon" rel="icon" href="/favicon.ico" sizes="48x48" />,
  <link key="icon-svg" rel="icon" href="/icon.svg" type="image/svg+xml" />,
  <link key="apple-touch-icon" rel="apple-touch-icon" href="/apple-touch-icon.png" />,
];

/** Site icons come from the shell, shared by every request: their optimizer URLs are too. */
const iconTagsByIcon = new WeakMap<Image, ReactElement[]>();

/** The favicon and app icons: the CMS's site icon through the image optimizer, or the fallback. */
export function iconTags(icon: Image | null): ReactElement[] {
  if (!icon) return FALLBACK_ICON_TAGS;
  let tags = iconTagsByIcon.get(icon);
  if (!tags) {
    // What getImageProps gives a square image of this size: the optimizer's 2x copy.
    const url = (size: number) => optimizedImage(icon.src, size).src;
    tags = [
      <link
        key="icon"
        rel="icon"
        href={url(FAVICON_SIZE)}
        sizes={`${FAVICON_SIZE}x${FAVICON_SIZE}`}
      />,
      <link key="apple-touch-icon" rel="apple-touch-icon" href={url(TOUCH_ICON_SIZE)} />,
    ];
    iconTagsByIcon.set(icon, tags);
  }
  return tags;
}

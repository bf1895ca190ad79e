import { getImageProps } from "next/image";
import Head from "next/head";
import type { Image } from "@/lib/cms/shell";

/** Browser-tab and home-screen icon sizes, in CSS pixels. */
const FAVICON_SIZE = 32;
const TOUCH_ICON_SIZE = 180;

/**
 * The favicon and app icons: the CMS's site icon through the image optimizer when it has
 * one, else the fallback files in public/ (favicon.ico, icon.svg, apple-touch-icon.png).
 */
export function SiteIcons({ icon }: { icon: Image | null }) {
  if (!icon) return <FallbackIcons />;
  const url = (size: number) =>
    getImageProps({ src: icon.src, alt: "", width: size, height: size }).props.src;
  return (
    <Head>
      <link
        key="icon"
        rel="icon"
        href={url(FAVICON_SIZE)}
        sizes={`${FAVICON_SIZE}x${FAVICON_SIZE}`}
      />
      <link key="apple-touch-icon" rel="apple-touch-icon" href={url(TOUCH_ICON_SIZE)} />
    </Head>
  );
}

export function FallbackIcons() {
  return (
    <Head>
      <link key="icon" rel="icon" href="/favicon.ico" sizes="48x48" />
      <link key="icon-svg" rel="icon" href="/icon.svg" type="image/svg+xml" />
      <link key="apple-touch-icon" rel="apple-touch-icon" href="/apple-touch-icon.png" />
    </Head>
  );
}

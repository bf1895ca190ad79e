// What a page puts in <head>, as lists of elements for one next/head <Head> per page (the
// layouts render it). next/head re-reduces every mounted <Head> each time one renders, so a
// page with a <Head> per concern paid for its head several times over on every request. Only
// <title>, <meta> and <link> go in it (lib/render/head.browser.tsx says why): the structured
// data's scripts are in the body.
import type { ReactElement } from "react";
import type { Image } from "@/lib/cms/shell";
import { optimizedImage } from "@/lib/images/optimized-image";
import type { HeadData } from "@/lib/route/head";
import { jsonLdText, type JsonLd } from "@/lib/structured-data/json-ld";

/** Browser-tab and home-screen icon sizes, in CSS pixels. */
const FAVICON_SIZE = 32;
const TOUCH_ICON_SIZE = 180;

/** The fallback files in public/, for a CMS without a site icon and for pages without the CMS. */
export const FALLBACK_ICON_TAGS: ReactElement[] = [
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

/** Title, description, canonical URL, robots and Open Graph tags of a page. */
export function seoTags(head: HeadData): ReactElement[] {
  const optional = (condition: unknown, tag: ReactElement) => (condition ? [tag] : []);
  return [
    <title key="title">{head.title}</title>,
    ...optional(
      head.description,
      <meta key="description" name="description" content={head.description ?? ""} />,
    ),
    <link key="canonical" rel="canonical" href={head.canonical} />,
    ...optional(head.noindex, <meta key="robots" name="robots" content="noindex" />),
    <meta key="og:title" property="og:title" content={head.title} />,
    ...optional(
      head.description,
      <meta key="og:description" property="og:description" content={head.description ?? ""} />,
    ),
    <meta key="og:type" property="og:type" content={head.ogType} />,
    <meta key="og:url" property="og:url" content={head.canonical} />,
    ...optional(
      head.ogImage,
      <meta key="og:image" property="og:image" content={head.ogImage ?? ""} />,
    ),
  ];
}

/** The head of a status page (404, 500, 503): its title, and never indexed. */
export function statusTags(title: string, siteName: string): ReactElement[] {
  return [
    <title key="title">{`${title} | ${siteName}`}</title>,
    <meta key="robots" name="robots" content="noindex" />,
  ];
}

/** Structured data for search engines, one script per JSON-LD object. */
export function structuredDataTags(data: readonly JsonLd[]): ReactElement[] {
  return data.map((item) => (
    <script
      // Several of a type (events) are told apart by @id.
      key={`json-ld-${String(item["@id"] ?? item["@type"])}`}
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: jsonLdText(item) }}
    />
  ));
}

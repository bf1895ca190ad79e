// What a page puts in <head>, as lists of elements for one next/head <Head> per page (the
// layouts render it). next/head re-reduces every mounted <Head> each time one renders, so a
// page with a <Head> per concern paid for its head several times over on every request. Only
// <title>, <meta> and <link> go in it (lib/render/head.browser.tsx says why): the structured
// data's scripts are in the body.
import type { ReactElement } from "react";
import type { HeadData } from "@/lib/head/page-head";
import { jsonLdText, type JsonLd } from "@/lib/structured-data/json-ld";

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
    ...head.languages.map(({ hreflang, href }) => (
      <link key={`alternate-${hreflang}`} rel="alternate" hrefLang={hreflang} href={href} />
    )),
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

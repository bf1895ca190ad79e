// Turns a CMS node into what templates show; the only place node HTML enters a template.
import { decodeHTML } from "entities";
import { toImage } from "@/lib/cms/shell";
import { plainText } from "@/lib/content/plain-text";
import { contentImages } from "@/lib/content/content-images";
import { renderContentHtml } from "@/lib/content/render";
import { withSectionIds } from "@/lib/content/sections";
import { shownSiteDate } from "@/lib/dates";
import type { Locale } from "@/lib/i18n/locale";
import { blockStrings } from "@/lib/i18n/blocks";
import type { PostCardFields } from "@/lib/graphql/fragments";
import type { PageNode, PostNode } from "@/lib/graphql/node-query";
import type { ContentView, PageView, PostCard } from "@/templates/shared/types";
import { pageBlocks, type ViewHosts } from "./page-blocks";
import { withLeadingSections } from "./page-sections";

/**
 * Node answers come from the shared CMS cache: each is the same object on every request until
 * it is reloaded, so its content goes through the pipeline (sanitising is the costly part of a
 * render) once per answer rather than once per request.
 */
const views = new WeakMap<
  PageNode | PostNode,
  { mediaOrigin: string; locale: Locale; view: ContentView }
>();

/**
 * `mediaOrigin`: the optimizer's media host, whose images in the HTML it serves resized;
 * `locale`: the page's language, its date's.
 */
export function contentView(
  node: PageNode | PostNode,
  mediaOrigin: string,
  locale: Locale,
): ContentView {
  const known = views.get(node);
  if (known?.mediaOrigin === mediaOrigin && known.locale === locale) return known.view;
  const { html, sections } = withSectionIds(
    renderContentHtml(node.content ?? "", { images: contentImages(mediaOrigin), locale }),
  );
  const view = {
    title: decodeHTML(node.title ?? ""),
    image: toImage(node.featuredImage?.node),
    html,
    sections,
    contentsHeading: blockStrings(locale).contents,
    date: node.date ? shownSiteDate(node.date, locale) : null,
  };
  views.set(node, { mediaOrigin, locale, view });
  return view;
}

const pageViews = new WeakMap<PageNode, { hosts: ViewHosts; view: PageView }>();

/**
 * A page with its page-builder blocks, made once per cached answer like contentView. Blocks
 * that show records (dividend rates) are filled in per request (page-template.ts).
 */
export function pageView(node: PageNode, hosts: ViewHosts): PageView {
  const known = pageViews.get(node);
  if (
    known?.hosts.cmsHomeUrl === hosts.cmsHomeUrl &&
    known.hosts.mediaOrigin === hosts.mediaOrigin &&
    known.hosts.locale === hosts.locale
  ) {
    return known.view;
  }
  const builder = node.pageBuilder;
  const content = contentView(node, hosts.mediaOrigin, hosts.locale);
  const { blocks, sections } = withLeadingSections(
    pageBlocks(builder?.blocks, hosts),
    content.sections,
  );
  const view = {
    ...content,
    title: decodeHTML(builder?.heroTitle ?? "").trim() || content.title,
    lead: decodeHTML(builder?.heroText ?? "").trim() || null,
    blocks,
    sections,
  };
  pageViews.set(node, { hosts, view });
  return view;
}

export function postCard(post: PostCardFields, locale: Locale): PostCard {
  return {
    id: post.id,
    title: decodeHTML(post.title ?? ""),
    uri: post.uri ?? "/",
    date: post.date ? shownSiteDate(post.date, locale) : null,
    excerpt: plainText(post.excerpt ?? ""),
  };
}

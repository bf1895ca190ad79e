// Turns a CMS node into what templates show; the only place node HTML enters a template.
import { decodeHTML } from "entities";
import { toImage } from "@/lib/cms/shell";
import { plainText } from "@/lib/content/plain-text";
import { contentImages } from "@/lib/content/content-images";
import { renderContentHtml } from "@/lib/content/render";
import { withSectionIds } from "@/lib/content/sections";
import { shownSiteDate } from "@/lib/dates";
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
const views = new WeakMap<PageNode | PostNode, { mediaOrigin: string; view: ContentView }>();

/** `mediaOrigin`: the optimizer's media host, whose images in the HTML it serves resized. */
export function contentView(node: PageNode | PostNode, mediaOrigin: string): ContentView {
  const known = views.get(node);
  if (known?.mediaOrigin === mediaOrigin) return known.view;
  const { html, sections } = withSectionIds(
    renderContentHtml(node.content ?? "", { images: contentImages(mediaOrigin) }),
  );
  const view = {
    title: decodeHTML(node.title ?? ""),
    image: toImage(node.featuredImage?.node),
    html,
    sections,
    date: node.date ? shownSiteDate(node.date) : null,
  };
  views.set(node, { mediaOrigin, view });
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
    known.hosts.mediaOrigin === hosts.mediaOrigin
  ) {
    return known.view;
  }
  const builder = node.pageBuilder;
  const content = contentView(node, hosts.mediaOrigin);
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

export function postCard(post: PostCardFields): PostCard {
  return {
    id: post.id,
    title: decodeHTML(post.title ?? ""),
    uri: post.uri ?? "/",
    date: post.date ? shownSiteDate(post.date) : null,
    excerpt: plainText(post.excerpt ?? ""),
  };
}

// Turns a CMS node into what templates show; the only place node HTML enters a template.
import { decodeHTML } from "entities";
import { toImage } from "@/lib/cms/shell";
import { plainText } from "@/lib/content/plain-text";
import { renderContentHtml } from "@/lib/content/render";
import { shownSiteDate } from "@/lib/dates";
import type { PostCardFields } from "@/lib/graphql/fragments";
import type { PageNode, PostNode } from "@/lib/graphql/node-query";
import { pageBlocks } from "./page-blocks";
import type { ContentView, PageView, PostCard } from "./types";

/**
 * Node answers come from the shared CMS cache: each is the same object on every request until
 * it is reloaded, so its content goes through the pipeline (sanitising is the costly part of a
 * render) once per answer rather than once per request.
 */
const views = new WeakMap<PageNode | PostNode, ContentView>();

export function contentView(node: PageNode | PostNode): ContentView {
  let view = views.get(node);
  if (!view) {
    view = {
      title: decodeHTML(node.title ?? ""),
      image: toImage(node.featuredImage?.node),
      html: renderContentHtml(node.content ?? ""),
      date: node.date ? shownSiteDate(node.date) : null,
    };
    views.set(node, view);
  }
  return view;
}

const pageViews = new WeakMap<PageNode, { cmsHomeUrl: string; view: PageView }>();

/** A page with its page-builder blocks, made once per cached answer like contentView. */
export function pageView(node: PageNode, cmsHomeUrl: string): PageView {
  const known = pageViews.get(node);
  if (known?.cmsHomeUrl === cmsHomeUrl) return known.view;
  const builder = node.pageBuilder;
  const content = contentView(node);
  const view = {
    ...content,
    title: decodeHTML(builder?.heroTitle ?? "").trim() || content.title,
    lead: decodeHTML(builder?.heroText ?? "").trim() || null,
    blocks: pageBlocks(builder?.blocks, cmsHomeUrl),
  };
  pageViews.set(node, { cmsHomeUrl, view });
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

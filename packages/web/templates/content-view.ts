// Turns a CMS node into what templates show; the only place node HTML enters a template.
import { decodeHTML } from "entities";
import { toImage } from "@/lib/cms/shell";
import { renderContentHtml } from "@/lib/content/render";
import type { PostCardFields } from "@/lib/graphql/fragments";
import type { PageNode, PostNode } from "@/lib/graphql/node-query";
import { pageBlocks } from "./page-blocks";
import type { ContentView, PageView, PostCard } from "./types";

export function contentView(node: PageNode | PostNode): ContentView {
  return {
    title: decodeHTML(node.title ?? ""),
    image: toImage(node.featuredImage?.node),
    html: renderContentHtml(node.content ?? ""),
    date: node.date,
  };
}

export function pageView(node: PageNode, cmsHomeUrl: string): PageView {
  const builder = node.pageBuilder;
  const view = contentView(node);
  return {
    ...view,
    title: decodeHTML(builder?.heroTitle ?? "").trim() || view.title,
    lead: decodeHTML(builder?.heroText ?? "").trim() || null,
    blocks: pageBlocks(builder?.blocks, cmsHomeUrl),
  };
}

export function postCard(post: PostCardFields): PostCard {
  return {
    id: post.id,
    title: decodeHTML(post.title ?? ""),
    uri: post.uri ?? "/",
    date: post.date,
    excerpt: decodeHTML(post.excerpt ?? ""),
  };
}

// Cache tags: the names of what a CMS answer shows, and so of what a page built from answers
// shows. The server's cache of CMS answers keeps each answer under its tags; a page names the
// tags of every answer it read in one response header (@corus/site-rules/cache-tag-header),
// which CloudFront keeps with the page (the distribution's CacheTagConfig); a publish purges both
// by the tags of what changed (lib/publish/change-tags.ts). One vocabulary for all three:
//
//   node:<databaseId>   a post or page the answer shows (read from the answer itself)
//   settings            also any answer holding Yoast's SEO of a node (read from the answer
//                       itself): its title carries the site's name (Settings > General)
//   uri:<path>          what the CMS has at a site path (a node, or none: a 404 to be)
//   posts               any list of posts
//   posts-in:<lang>     any list of posts in one language (en, fr): a post's lists are its own
//                       language's
//   posts:<slug>        a list of the posts of a category ("posts:all": of every category, in
//                       English; "posts:all:fr", in French: a category is one language's)
//   categories          the list of categories and their counts, and any answer showing a
//                       category's count (read from the answer itself); categories:<lang>
//                       also, for one language's categories
//   records:<type>      a list of records of a post type (person, brand, dividend, ...)
//   search, sitemap     search results; the sitemap's lists
//   media:<path>        an uploaded file (lib/cms/upload-path.ts): an answer showing it (a
//                       MediaItem's sourceUrl or mediaItemUrl, however deep), and each of the
//                       image optimizer's answers made from it (lib/images/optimizer-tag.ts)
//   menus, options, settings, redirects
//                       the shell's parts, and the redirect lookup every page makes
//
// Tags are case-insensitive ASCII 33-126 without commas at CloudFront, at most 256 characters
// and 50 an object: site paths are percent-encoded ASCII, and a page past 50 tags gives its
// nodes' tags up for "nodes", which every post or page change purges too, and its files' tags
// up for "media", which every media change purges too.

import { uploadPath } from "./upload-path.ts";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locale.ts";

export type CacheTag = string;

/** WordPress's general settings (the site's name, its time zone and formats). */
export const SETTINGS_TAG = "settings";
export const SHELL_TAGS: readonly CacheTag[] = ["menus", "options", SETTINGS_TAG];
export const REDIRECTS_TAG = "redirects";
export const SEARCH_TAG = "search";
export const SITEMAP_TAG = "sitemap";
export const CATEGORIES_TAG = "categories";
/** Carried by every list of posts, whatever its category: a change of unknown reach purges it. */
export const POSTS_TAG = "posts";
/** Stands in for a page's node tags when it has too many to name (see pageTags). */
export const NODES_TAG = "nodes";
/** Stands in for a page's media tags when it has too many to name (see pageTags). */
export const MEDIA_TAG = "media";

/** CloudFront keeps at most this many tags of an object. */
export const MAX_TAGS_PER_PAGE = 50;
const MAX_TAG_LENGTH = 256;

/** Whether CloudFront can keep (and so invalidate) this tag: not past its length. */
export const storableTag = (tag: CacheTag): boolean => tag.length <= MAX_TAG_LENGTH;

export const nodeTag = (databaseId: number): CacheTag => `node:${databaseId}`;
/** `uri` in the site's form (lib/publish/change.ts): "/about-corus/". */
export const uriTag = (uri: string): CacheTag => `uri:${uri.replace(/,/g, "%2C")}`;
/**
 * The posts of one category, or of every category (`null`) in one language: a French post
 * purges the French lists, not the English (a category's slug is its language's own).
 */
export const postListTag = (categorySlug: string | null, locale: Locale): CacheTag =>
  categorySlug
    ? `posts:${categorySlug}`
    : `posts:all${locale === DEFAULT_LOCALE ? "" : `:${locale}`}`;
export const recordListTag = (postType: string): CacheTag => `records:${postType}`;
/** Every list of posts in one language. */
export const postsInTag = (locale: Locale): CacheTag => `posts-in:${locale}`;
/** One language's categories and their counts. */
export const categoriesTag = (locale: Locale): CacheTag => `categories:${locale}`;
/** `path` as uploadPath gives it: "/wp-content/uploads/2026/01/ceo.jpg". */
export const mediaTag = (path: string): CacheTag => `media:${path}`;

/** The types whose `databaseId` names a node tag: the site's pages and posts. */
const NODE_TYPES = new Set(["Page", "Post"]);
/**
 * Yoast's SEO of a post, page or term: WordPress renders its title from a template holding
 * the site's name (`%%title%% %%sep%% %%sitename%%`), so a new site name changes it.
 */
const SITE_NAME_TYPES = new Set(["PostTypeSEO", "TaxonomySEO"]);

/** A MediaItem's fields that name its file. */
const MEDIA_URL_FIELDS = ["sourceUrl", "mediaItemUrl"];

/**
 * The tags an answer names itself: every page or post in it, however deep (a list's items, a
 * block's links to posts), every uploaded file it shows (an image, a document), and the
 * settings when it holds Yoast's SEO. Apollo asks every object's `__typename`, so each one
 * says what it is.
 */
export function contentTags(answer: unknown): CacheTag[] {
  const found = new Set<CacheTag>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      value.forEach(visit);
    } else if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      if (
        typeof record.__typename === "string" &&
        NODE_TYPES.has(record.__typename) &&
        typeof record.databaseId === "number"
      ) {
        found.add(nodeTag(record.databaseId));
      }
      if (typeof record.__typename === "string" && SITE_NAME_TYPES.has(record.__typename)) {
        found.add(SETTINGS_TAG);
      }
      // A category's count, wherever it shows (a list of categories, a category archive's
      // translation, which has a page only while it has posts): it changes with the lists.
      if (record.__typename === "Category" && "count" in record) {
        found.add(CATEGORIES_TAG);
        const language = record.language as { code?: unknown } | null | undefined;
        const code = typeof language?.code === "string" ? language.code.toLowerCase() : null;
        if (code === "en" || code === "fr") found.add(categoriesTag(code));
      }
      if (record.__typename === "MediaItem") {
        for (const field of MEDIA_URL_FIELDS) {
          const path = typeof record[field] === "string" ? uploadPath(record[field]) : null;
          if (path) found.add(mediaTag(path));
        }
      }
      Object.values(record).forEach(visit);
    }
  };
  visit(answer);
  return [...found];
}

/**
 * The tags a page response names (the header's value, comma-separated): each once, and at most
 * MAX_TAGS_PER_PAGE. Past that, media tags give way to MEDIA_TAG first, then node tags to
 * NODES_TAG. Tags CloudFront cannot store (too long) are left out, and so is the page's claim
 * to them: such a page stands for them with MEDIA_TAG (a file's) or NODES_TAG (any other), as
 * if it had too many.
 */
export function pageTags(tags: Iterable<CacheTag>): CacheTag[] {
  const isMedia = (tag: CacheTag) => tag.startsWith("media:");
  const unique = [...new Set(tags)].sort();
  const lost = unique.filter((tag) => !storableTag(tag));
  let kept = unique.filter(storableTag);
  if (unique.some(isMedia) && (kept.length > MAX_TAGS_PER_PAGE || lost.some(isMedia))) {
    kept = [...kept.filter((tag) => !isMedia(tag)), MEDIA_TAG];
  }
  if (kept.length > MAX_TAGS_PER_PAGE || lost.some((tag) => !isMedia(tag))) {
    const others = kept.filter((tag) => !tag.startsWith("node:") && !tag.startsWith("uri:"));
    const own = kept.filter((tag) => tag.startsWith("uri:"));
    kept = [...others, NODES_TAG, ...own].slice(0, MAX_TAGS_PER_PAGE);
  }
  return [...new Set(kept)].sort();
}

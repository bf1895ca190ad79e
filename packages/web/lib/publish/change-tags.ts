// What a change purges, by cache tag (lib/cms/cache-tags.ts): from the server's cache of CMS
// answers, and from CloudFront, which keeps each page with the tags of what it shows.
//
//   change                      tags
//   a post or page              uri:<each URI>, node:<id> (as shown and as now, and each of its
//                               translations', whose pages name it), nodes, search,
//                               sitemap; for a post that joined, left or moved in a list (its
//                               status, date, categories or password changed, or it is new or
//                               gone): posts:all (posts:all:fr for a French post),
//                               posts:<each category, before and after>, categories; for one neither read found, or one the server
//                               had not cached (what it showed is unknown): posts, categories
//   a record                    records:<post type>
//   media                       media:<each file's path>, media: the optimizer's answers made
//                               from the files, and every page whose CMS answers show one
//   menus / options / redirects menus / options, settings / redirects
//   everything                  everything (no tags: the whole cache, and "/*")
import {
  CATEGORIES_TAG,
  categoriesTag,
  postsInTag,
  MEDIA_TAG,
  NODES_TAG,
  POSTS_TAG,
  SEARCH_TAG,
  SITEMAP_TAG,
  mediaTag,
  nodeTag,
  postListTag,
  recordListTag,
  REDIRECTS_TAG,
  uriTag,
  type CacheTag,
} from "../cms/cache-tags.ts";
import type { PublishChange } from "./change.ts";
import { DEFAULT_LOCALE, localeOfCode, type Locale } from "../i18n/locale.ts";

/**
 * What a publish needs of a node the site shows (lib/graphql/node-query.ts's UriNode has it):
 * here, what puts a post in a list; in find-listings.ts, what makes a page a listing.
 */
export type ShownNode =
  | {
      __typename: "Post";
      databaseId: number;
      status?: string | null;
      date?: string | null;
      hasPassword?: boolean | null;
      categories?: { nodes: { slug?: string | null }[] } | null;
      /** Polylang's: the lists of every post it is in are its language's. */
      language?: { code?: string | null } | null;
      translations?: Translations;
    }
  | {
      __typename: "Page";
      databaseId: number;
      translations?: Translations;
      uri: string;
      slug: string | null;
      isFrontPage?: boolean;
      template?: { templateName: string | null } | null;
    }
  | { __typename: "Category" };

/** A post's or page's translations (Polylang's): pages that name it (hreflang, the switch). */
type Translations = readonly ({ databaseId: number } | null)[] | null;

/** One URI a post or page change names: its node as shown, and now (null: none the site shows). */
export interface ChangedNode {
  uri: string;
  shown: ShownNode | null;
  /** False when the server had not cached the URI: `shown` (null) then says nothing. */
  shownKnown: boolean;
  now: ShownNode | null;
}

/** Each change's nodes, in the order of the changes (none for a change that names no URI). */
export type ChangedNodes = ChangedNode[][];

/** The tags `changes` purge, or "everything". `nodes` are read by changed-nodes.ts. */
export function changeTags(
  changes: readonly PublishChange[],
  nodes: ChangedNodes,
): CacheTag[] | "everything" {
  const tags = new Set<CacheTag>();
  for (const [index, change] of changes.entries()) {
    switch (change.type) {
      case "everything":
        return "everything";
      case "menus":
        tags.add("menus");
        break;
      case "options":
        tags.add("options").add("settings");
        break;
      case "redirects":
        tags.add(REDIRECTS_TAG);
        break;
      case "record":
        tags.add(recordListTag(change.postType));
        break;
      case "media":
        tags.add(MEDIA_TAG);
        for (const path of change.paths) tags.add(mediaTag(path));
        break;
      case "post":
      case "page":
        for (const tag of contentChangeTags(change.type, nodes[index] ?? [])) tags.add(tag);
        for (const uri of change.uris) tags.add(uriTag(uri));
        break;
    }
  }
  return [...tags].sort();
}

function contentChangeTags(type: "post" | "page", found: readonly ChangedNode[]): CacheTag[] {
  const tags = [NODES_TAG, SEARCH_TAG, SITEMAP_TAG];
  // The same post at its old and its new URI (a changed slug) is one post: pair by id.
  const shownById = new Map<number, ShownNode>();
  const nowById = new Map<number, ShownNode>();
  let shownUnknown = false;
  for (const { shown, shownKnown, now } of found) {
    if (!shownKnown) shownUnknown = true;
    if (shown && shown.__typename !== "Category") shownById.set(shown.databaseId, shown);
    if (now && now.__typename !== "Category") nowById.set(now.databaseId, now);
  }
  const ids = new Set([...shownById.keys(), ...nowById.keys()]);
  for (const id of ids) tags.push(nodeTag(id));
  // Its translations name it (hreflang, the language switch): one published or taken down
  // changes them too. Those that named it already carry its tag; one published anew does not.
  for (const node of [...shownById.values(), ...nowById.values()]) {
    if (node.__typename === "Category") continue;
    for (const translation of node.translations ?? []) {
      if (translation) tags.push(nodeTag(translation.databaseId));
    }
  }
  if (type === "post" && (ids.size === 0 || shownUnknown)) {
    // Nothing the site shows, before or now (a draft saved, a post found by no URI), or a post
    // whose lists as shown are unknown (new, or not cached here): any list may hold or have
    // held it; any of its language's, when it is known (a post keeps its language).
    const locales = [...nowById.values()].map((node) =>
      node.__typename === "Post" ? localeOfCode(node.language?.code) : null,
    );
    if (locales.length === 0 || locales.some((locale) => locale === null)) {
      return [...tags, POSTS_TAG, CATEGORIES_TAG];
    }
    for (const locale of new Set(locales as Locale[])) {
      tags.push(postsInTag(locale), categoriesTag(locale));
    }
    return tags;
  }
  for (const id of ids) {
    const shown = shownById.get(id) ?? null;
    const now = nowById.get(id) ?? null;
    if (shown?.__typename !== "Post" && now?.__typename !== "Post") continue;
    if (listedAlike(shown, now)) continue;
    for (const node of [shown, now]) {
      if (node?.__typename !== "Post") continue;
      const locale = localeOfCode(node.language?.code) ?? DEFAULT_LOCALE;
      tags.push(categoriesTag(locale), postListTag(null, locale));
      for (const slug of categorySlugs(node)) tags.push(postListTag(slug, locale));
    }
  }
  return tags;
}

/** Whether a post stands in the same lists at the same place, as shown and now. */
function listedAlike(shown: ShownNode | null, now: ShownNode | null): boolean {
  if (!shown || !now || shown.__typename !== "Post" || now.__typename !== "Post") return false;
  return (
    shown.status === now.status &&
    shown.date === now.date &&
    shown.hasPassword === now.hasPassword &&
    categorySlugs(shown).join() === categorySlugs(now).join()
  );
}

function categorySlugs(node: ShownNode | null): string[] {
  if (node?.__typename !== "Post") return [];
  return (node.categories?.nodes ?? []).flatMap((category) => category.slug ?? []).sort();
}

// What changed between two loads of the seed content, told as WordPress's publish webhook
// tells the site (the body documented in docs/publishing.md): a post or page by its URIs
// now and before, records by their post type and ids, media by their files' URLs, menus, options,
// redirects, or everything.
import {
  MAX_CHANGES,
  MAX_URIS_PER_CHANGE,
  type SentChange,
} from "@corus/site-rules/publish-change";
import type {
  ContentStore,
  CustomPostKind,
  CustomPostRecord,
  PageRecord,
  PostRecord,
} from "../content/records.ts";

export type PublishChange = SentChange;
const PRESS_RELEASES_TEMPLATE = "Press Releases";

export function changesBetween(before: ContentStore, after: ContentStore): PublishChange[] {
  // The category list: no change the site takes describes it.
  if (differs(before.categories, after.categories)) return [{ type: "everything" }];
  const changes: PublishChange[] = [
    ...contentChanges(before.pages, after.pages, () => ({ type: "page" as const })),
    ...contentChanges(before.posts, after.posts, (old, now) => ({
      type: "post" as const,
      listedAt: unique([...listingsOf(before, old), ...listingsOf(after, now)]),
    })),
    ...recordChanges(before, after),
    ...mediaChanges(before, after),
  ];
  if (differs([before.menus, before.menuItems], [after.menus, after.menuItems])) {
    changes.push({ type: "menus" });
  }
  if (
    differs(
      [before.generalSettings, before.siteOptions],
      [after.generalSettings, after.siteOptions],
    )
  ) {
    changes.push({ type: "options" });
  }
  if (differs(before.redirects, after.redirects)) changes.push({ type: "redirects" });
  return changes.length > MAX_CHANGES || changes.some(namesTooMany)
    ? [{ type: "everything" }]
    : changes;
}

function namesTooMany(change: PublishChange): boolean {
  if (change.type === "record") return change.ids.length > MAX_URIS_PER_CHANGE;
  if (change.type === "media") return change.urls.length > MAX_URIS_PER_CHANGE;
  return (
    "uris" in change &&
    Math.max(change.uris.length, change.listedAt?.length ?? 0) > MAX_URIS_PER_CHANGE
  );
}

/** Records added, changed or removed, by database id: one change per post type. */
function recordChanges(before: ContentStore, after: ContentStore): PublishChange[] {
  const changed = new Map<CustomPostKind, number[]>();
  const all = (store: ContentStore): CustomPostRecord[] => Object.values(store.customPosts).flat();
  const old = new Map(all(before).map((record) => [record.databaseId, record]));
  const now = new Map(all(after).map((record) => [record.databaseId, record]));
  for (const id of unique([...now.keys(), ...old.keys()])) {
    const was = old.get(id);
    const is = now.get(id);
    if (was && is && !differs(was, is)) continue;
    for (const record of unique([was, is])) {
      if (!record) continue;
      const ids = changed.get(record.kind) ?? [];
      if (!ids.includes(id)) ids.push(id);
      changed.set(record.kind, ids);
    }
  }
  return [...changed].map(([postType, ids]) => ({ type: "record" as const, postType, ids }));
}

/**
 * Media items edited or removed, each by its file's URL (before and now, if it moved), as the
 * plugin tells an upload's files. A new one shows nowhere yet: nothing to tell.
 */
function mediaChanges(before: ContentStore, after: ContentStore): PublishChange[] {
  const now = new Map(after.media.map((item) => [item.databaseId, item]));
  return before.media.flatMap((was) => {
    const is = now.get(was.databaseId);
    if (is && !differs(was, is)) return [];
    return [
      { type: "media" as const, urls: unique([was.sourceUrl, is?.sourceUrl ?? was.sourceUrl]) },
    ];
  });
}

/** Added, changed and removed records, matched by database id as WordPress keeps them. */
function contentChanges<T extends PageRecord | PostRecord>(
  before: T[],
  after: T[],
  extra: (old: T | undefined, now: T | undefined) => Omit<PublishChange, "uris">,
): PublishChange[] {
  const old = new Map(before.map((record) => [record.databaseId, record]));
  const now = new Map(after.map((record) => [record.databaseId, record]));
  const changes: PublishChange[] = [];
  for (const id of unique([...now.keys(), ...old.keys()])) {
    const was = old.get(id);
    const is = now.get(id);
    if (was && is && !differs(was, is)) continue;
    const uris = unique([is?.uri, was?.uri].filter((uri): uri is string => uri !== undefined));
    changes.push({ ...extra(was, is), uris } as PublishChange);
  }
  return changes;
}

/**
 * Where a post is listed besides the front page: its language's press-release list (a French
 * post is not on the English list) and its categories.
 */
function listingsOf(store: ContentStore, post: PostRecord | undefined): string[] {
  if (!post) return [];
  return [
    ...store.pages
      .filter(
        (page) => page.template === PRESS_RELEASES_TEMPLATE && page.language === post.language,
      )
      .map((page) => page.uri),
    ...store.categories
      .filter((category) => post.categoryIds.includes(category.databaseId))
      .map((category) => category.uri),
  ];
}

function differs(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) !== JSON.stringify(b);
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

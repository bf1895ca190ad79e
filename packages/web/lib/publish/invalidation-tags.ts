// What the CDN is asked on a distribution with CacheTagConfig: the changes' tags, each as a
// "#"-item of one invalidation (CloudFront matches it against the tags each cached page came
// with). No wildcard, no numbered pages, no page-data twins: the tags name them all. Everything
// is still "/*", and so is a change past MAX_PATHS tags. A tag too long for CloudFront is left
// out: no page carries it (pageTags gives it up for "nodes", which every post or page change
// purges).
//
// Imports carry ".ts": the plugin's tests (tests/wordpress-plugin, NodeNext) load the webhook.
import { storableTag, type CacheTag } from "../cms/cache-tags.ts";
import { EVERYTHING, MAX_PATHS, type InvalidationPlan } from "./invalidation-paths.ts";

export function tagInvalidationPlan(tags: readonly CacheTag[] | "everything"): InvalidationPlan {
  const stored = tags === "everything" ? [] : tags.filter(storableTag);
  if (tags === "everything" || stored.length > MAX_PATHS) {
    return { paths: [EVERYTHING], fallback: null };
  }
  return { paths: stored.map((tag) => `#${tag}`), fallback: null };
}

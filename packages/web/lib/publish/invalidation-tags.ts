// What the CDN is asked on a distribution with CacheTagConfig: the changes' tags, each as a
// "#"-item of one invalidation (CloudFront matches it against the tags each cached page came
// with). No wildcard, no numbered pages, no page-data twins: the tags name them all. Everything
// is still "/*".
//
// Imports carry ".ts": the plugin's tests (tests/wordpress-plugin, NodeNext) load the webhook.
import type { CacheTag } from "../cms/cache-tags.ts";
import { EVERYTHING, type InvalidationPlan } from "./invalidation-paths.ts";

export function tagInvalidationPlan(tags: readonly CacheTag[] | "everything"): InvalidationPlan {
  if (tags === "everything") return { paths: [EVERYTHING], fallback: null };
  return { paths: tags.map((tag) => `#${tag}`), fallback: null };
}

// What a change purges from the server's cache of CMS answers (lib/cms/cache.ts). Each read is
// tagged where it is made: a node by its URI (pages/[[...uri]].tsx), a redirect lookup by its
// path and `redirects` (lib/redirects/server-lookup.ts), post and category lists and every
// record list by `listings` (templates/), search results by `search`
// (templates/search-loader.ts), the shell by `menus`, `options` and `settings`
// (lib/cms/shell.ts), the sitemap's lists by `sitemap` (lib/sitemap/load.ts).
import type { CacheKind, PurgeSelector } from "../cms/cache.ts";
import type { PublishChange } from "./change.ts";

const KINDS_BY_CHANGE: Record<Exclude<PublishChange["type"], "everything">, CacheKind[]> = {
  // A post shows in the press-release lists, its categories' archives (with their counts),
  // the front page's latest releases, search results and the sitemap.
  post: ["listings", "sitemap", "search"],
  // Of the lists the site reads, only search results and the sitemap hold pages.
  page: ["sitemap", "search"],
  menus: ["menus"],
  // The options page and the general settings (title, time zone) are both WordPress options.
  options: ["options", "settings"],
  redirects: ["redirects"],
  // Records show in the lists and blocks that read them (templates/record-tags.ts).
  record: ["listings"],
};

export function purgeSelectorFor(changes: readonly PublishChange[]): PurgeSelector {
  if (changes.some((change) => change.type === "everything")) return { all: true };
  const uris = new Set<string>();
  const kinds = new Set<CacheKind>();
  for (const change of changes) {
    if (change.type === "everything") continue;
    if (change.type === "post" || change.type === "page") {
      for (const uri of change.uris) uris.add(uri);
    }
    for (const kind of KINDS_BY_CHANGE[change.type]) kinds.add(kind);
  }
  return { uris: [...uris], kinds: [...kinds] };
}

// A listing page a change shows on (the press-release list, a category archive) and how many
// numbered pages (?page=N) it has. The webhook looks them up before and after it purges
// (find-listings.ts) and invalidates the union: where a post was listed and where it is.
//
// Imports carry ".ts": the plugin's tests (tests/wordpress-plugin, NodeNext) load the webhook.

export interface Listing {
  /** The listing's site path, e.g. "/category/corporate/". */
  uri: string;
  /** How many of its numbered pages (?page=1 to ?page=N) to invalidate, at least 1. */
  pages: number;
}

/** Every listing of `a` and `b`, each once, with the most pages either saw. */
export function mergeListings(a: readonly Listing[], b: readonly Listing[]): Listing[] {
  const pages = new Map<string, number>();
  for (const { uri, pages: count } of [...a, ...b]) {
    pages.set(uri, Math.max(pages.get(uri) ?? 0, count));
  }
  return [...pages].map(([uri, count]) => ({ uri, pages: count }));
}

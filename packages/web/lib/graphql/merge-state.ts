// How state a page supplies joins the browser's one cache (visit-cache.ts): objects merge
// deeply; in arrays the page's items come first and existing items equal to any of them are
// dropped, so repeated visits neither duplicate nor lose entries.
import deepmerge from "deepmerge";
import { dequal } from "dequal";

export function mergePageState<T extends object>(existing: T, fromPage: T): T {
  return deepmerge<T>(existing, fromPage, {
    arrayMerge: (existingItems: unknown[], pageItems: unknown[]) => [
      ...pageItems,
      ...existingItems.filter((item) => pageItems.every((pageItem) => !dequal(item, pageItem))),
    ],
  });
}

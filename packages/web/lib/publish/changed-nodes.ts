// The nodes a publish names, read twice before anything is purged: as the site showed them
// (through the server's cache: a hit when the page was seen, so this waits on little) and as
// the CMS has them now (straight from the CMS). What changed between the two is what the
// change purges (change-tags.ts): a post that left a category, a post taken down, a new one.
import type { CmsSession } from "../cms/reader";
import { fetchNode } from "../route/node";
import type { PublishChange } from "./change";
import type { ChangedNodes } from "./change-tags";

export async function readChangedNodes(
  cms: { shown: CmsSession; now: CmsSession },
  changes: readonly PublishChange[],
): Promise<ChangedNodes> {
  return Promise.all(
    changes.map((change) =>
      change.type === "post" || change.type === "page"
        ? Promise.all(
            change.uris.map(async (uri) => {
              const [shown, now] = await Promise.all([
                fetchNode(cms.shown, uri),
                fetchNode(cms.now, uri),
              ]);
              return { uri, shown, now };
            }),
          )
        : [],
    ),
  );
}

// The nodes a publish names, read twice before anything is purged: as the site showed them
// (through the server's cache: a hit when the page was seen, so this waits on little) and as
// the CMS has them now (straight from the CMS). What changed between the two is what the
// change purges (change-tags.ts): a post that left a category, a post taken down, a new one.
// A node this server had not cached (a new post, one seen only by other Lambda containers, a
// retried delivery after the first purged it) is loaded now by that read: what was shown of
// it is then unknown, and said so, so that no list it may have stood in is left out.
import type { CmsSession } from "../cms/reader";
import { fetchNode } from "../cms/node";
import type { PublishChange } from "./change";
import type { ChangedNodes } from "./change-tags";

export async function readChangedNodes(
  /** `shown`: a new session for each read, whose trace says whether the cache held it. */
  cms: { shown: () => CmsSession; now: CmsSession },
  changes: readonly PublishChange[],
): Promise<ChangedNodes> {
  return Promise.all(
    changes.map((change) =>
      change.type === "post" || change.type === "page"
        ? Promise.all(
            change.uris.map(async (uri) => {
              const shownSession = cms.shown();
              const [shown, now] = await Promise.all([
                fetchNode(shownSession, uri),
                fetchNode(cms.now, uri),
              ]);
              const outcome = shownSession.trace.outcome();
              const seen = outcome === "hit" || outcome === "refreshing" || outcome === "stale";
              return { uri, shown: seen ? shown : null, shownKnown: seen, now };
            }),
          )
        : [],
    ),
  );
}

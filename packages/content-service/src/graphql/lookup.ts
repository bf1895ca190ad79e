// Finding one post object, as WPGraphQL's single-node fields do for every post type (post,
// page, mediaItem, contentNode and each custom post type's): by global id unless idType says
// otherwise, and with asPreview, an editor's pending changes.
import { createGraphQLError } from "graphql-yoga";
import type { PostObjectRecord, ContentStore } from "../content/records.ts";
import { normalizePath } from "@corus/site-rules/redirects";
import type { RequestContext } from "./context.ts";
import { fromGlobalId, parseDatabaseId } from "./ids.ts";

export type IdArgs = { id: string; idType?: string | null; asPreview?: boolean | null };

export function createLookup(store: ContentStore) {
  const { index } = store;
  const { drafts, draftsByUri, revisions } = store.editorial;

  /**
   * What a URI resolves to: public content; for an editor, as WordPress resolves it for a
   * logged-in user, also what is not published yet (a draft, pending, scheduled or private
   * post at the URI its slug gives it).
   */
  const nodeForUri = (uri: string, context?: RequestContext) => {
    let value = uri.trim();
    if (value.startsWith(store.homeUrl)) value = value.slice(store.homeUrl.length);
    else if (/^https?:\/\//i.test(value)) return null;
    let path: string;
    try {
      path = normalizePath(value);
    } catch {
      return null;
    }
    return (
      store.byUri.get(path) ?? (context?.authenticated ? draftsByUri.get(path) : undefined) ?? null
    );
  };

  /** Published content by id; for an editor, drafts too (they have no URI to be found by). */
  const postById = (databaseId: number | null, context: RequestContext | undefined) => {
    if (databaseId === null) return null;
    return (
      index.contentById.get(databaseId) ??
      index.customPostById.get(databaseId) ??
      (context?.authenticated ? drafts.get(databaseId) : undefined)
    );
  };

  /**
   * A post object of one of `kinds` by id and idType; a missing or null idType reads a global
   * id. With asPreview, an editor gets the pending changes of a published page or post
   * (WordPress's latest revision), or the draft itself; anyone else gets what the public sees.
   */
  const findPost = (
    { id, idType, asPreview }: IdArgs,
    kinds: readonly PostObjectRecord["kind"][],
    context?: RequestContext,
  ): PostObjectRecord | null => {
    let record: PostObjectRecord | null | undefined;
    switch (idType ?? "ID") {
      case "ID":
        record = postById(fromGlobalId("post", id), context);
        break;
      case "DATABASE_ID":
        record = postById(parseDatabaseId(id), context);
        break;
      case "URI": {
        const found = nodeForUri(id, context);
        record = found && "status" in found ? found : null;
        break;
      }
      case "SLUG":
        record = [...store.posts, ...store.media, ...index.customPostById.values()].find(
          (candidate) => kinds.includes(candidate.kind) && candidate.slug === id,
        );
        break;
      case "SOURCE_URL":
        record = store.media.find((media) => media.sourceUrl === id);
        break;
      default:
        throw createGraphQLError(`Unsupported idType: ${idType}`);
    }
    if (!record || !kinds.includes(record.kind)) return null;
    if (asPreview) {
      // WordPress's answer: the latest autosave revision, or the post itself when it has none;
      // nothing at all to a visitor who is not logged in.
      if (!context?.authenticated) return null;
      return revisions.get(record.databaseId) ?? record;
    }
    return record;
  };

  return { nodeForUri, findPost };
}

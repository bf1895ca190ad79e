// Finding one post object, as WPGraphQL's single-node fields do for every post type (post,
// page, mediaItem, contentNode and each custom post type's): by global id unless idType says
// otherwise, and with asPreview, an editor's pending changes.
import { createGraphQLError } from "graphql-yoga";
import type { PostObjectRecord, ContentStore } from "../content/store.ts";
import { normalizePath } from "@corus/redirect-rules";
import type { RequestContext } from "./context.ts";
import { fromGlobalId, parseDatabaseId } from "./ids.ts";

export type IdArgs = { id: string; idType?: string | null; asPreview?: boolean | null };

export function createLookup(store: ContentStore) {
  const { index } = store;
  const { drafts, revisions } = store.editorial;

  const nodeForUri = (uri: string) => {
    let value = uri.trim();
    if (value.startsWith(store.homeUrl)) value = value.slice(store.homeUrl.length);
    else if (/^https?:\/\//i.test(value)) return null;
    try {
      return store.byUri.get(normalizePath(value)) ?? null;
    } catch {
      return null;
    }
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
        const found = nodeForUri(id);
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
    if (asPreview && context?.authenticated) {
      const draft = drafts.get(record.databaseId);
      return revisions.get(record.databaseId) ?? (draft ? { ...draft, isPreview: true } : record);
    }
    return record;
  };

  return { nodeForUri, findPost };
}

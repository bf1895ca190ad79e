// What an editor's preview shows at a URI: the one post their preview grants, read with the
// site's WordPress account; everything else as the public sees it. Another post's preview path
// is a 404, so a preview of post A opens nothing of post B.
import type { CmsSession } from "../cms/reader";
import { isTemplatedNode, PREVIEW_NODE_QUERY, type UriNode } from "../graphql/node-query";
import { fetchNode } from "../cms/node";
import type { PreviewGrant } from "./grant";
import { previewIdFromUri } from "./paths";

export async function previewNodeAt(
  cms: CmsSession,
  grant: PreviewGrant,
  uri: string,
): Promise<UriNode | null> {
  const draftId = previewIdFromUri(uri);
  if (draftId !== null) {
    return draftId === grant.databaseId
      ? previewVersion(cms, grant, { uri, isFrontPage: false })
      : null;
  }
  const published = await fetchNode(cms, uri);
  if (!published || published.__typename === "Category") return published;
  if (published.databaseId !== grant.databaseId) return published;
  return (
    (await previewVersion(cms, grant, {
      uri: published.uri,
      isFrontPage: published.isFrontPage,
    })) ?? published
  );
}

/**
 * The granted post as the editor has it (a draft, or a published post's autosave revision),
 * placed where the site shows it: a revision has its own id and the preview link for a URI.
 */
async function previewVersion(
  cms: CmsSession,
  grant: PreviewGrant,
  place: { uri: string; isFrontPage: boolean },
): Promise<UriNode | null> {
  const { data } = await cms.queryAsEditor(PREVIEW_NODE_QUERY, { id: String(grant.databaseId) });
  const node = data?.contentNode;
  if (!node || node.__typename.toLowerCase() !== grant.postType) return null;
  const placed = { ...node, ...place, databaseId: grant.databaseId };
  return isTemplatedNode(placed) ? placed : null;
}

// The node a URI shows to the public: read without credentials, through the server's cache.
import { uriTag } from "./cache-tags";
import type { CmsSession } from "./reader";
import { isShownNode, NODE_BY_URI_QUERY, type UriNode } from "../graphql/node-query";

/**
 * The node at `uri`, or null when there is none the site shows (WordPress also resolves
 * authors, tags and media by URI). A field that fails leaves the rest of the page usable;
 * a query that yields no node because of errors fails.
 */
export async function fetchNode(cms: CmsSession, uri: string): Promise<UriNode | null> {
  const { data, error } = await cms.query(
    NODE_BY_URI_QUERY,
    { uri },
    { tags: [uriTag(uri)], partial: true },
  );
  const node = data?.nodeByUri;
  if (!node && error) throw error;
  return node && isShownNode(node) ? node : null;
}

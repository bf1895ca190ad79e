// What an editor's preview grants: one post (its id and type) until a time, and nothing else.
// It travels in Next.js's preview data: a cookie Next signs and encrypts with keys of this
// build, set with the same lifetime (pages/api/preview.ts). The draft-mode cookie alone, which
// Next sets beside it and which an editor's browser holds for the whole build, grants nothing.
import type { PreviewTarget } from "@corus/site-rules/preview-token";

export interface PreviewGrant extends PreviewTarget {
  /** When the preview ends, in milliseconds. */
  expiresAtMs: number;
}

export function previewGrant(
  target: PreviewTarget,
  nowMs: number,
  lifetimeSeconds: number,
): PreviewGrant {
  return {
    databaseId: target.databaseId,
    postType: target.postType,
    expiresAtMs: nowMs + lifetimeSeconds * 1000,
  };
}

/**
 * The grant a draft-mode request carries, or null: no preview data (the draft-mode cookie on
 * its own), data of another shape, or a grant that has ended.
 */
export function grantFromPreviewData(previewData: unknown, nowMs: number): PreviewGrant | null {
  if (typeof previewData !== "object" || previewData === null) return null;
  const { databaseId, postType, expiresAtMs } = previewData as Record<string, unknown>;
  if (!Number.isSafeInteger(databaseId) || (databaseId as number) <= 0) return null;
  if (typeof postType !== "string" || !/^[a-z][a-z0-9_-]{0,19}$/.test(postType)) return null;
  if (typeof expiresAtMs !== "number" || !(expiresAtMs > nowMs)) return null;
  return { databaseId: databaseId as number, postType, expiresAtMs };
}

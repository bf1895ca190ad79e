// GET /api/preview/?token=...: WordPress's Preview button lands here. Free of Next.js:
// verify the token, look the post up with the server's CMS credentials, and say where the
// preview opens; pages/api/preview.ts turns on draft mode and redirects.
//
// Answers: 405 wrong method; 503 no preview secret configured (or unreadable), or the CMS
// down; 401 anything wrong with the token, including a type that is not the post's (no
// detail: the log says which); 307 to the preview.
import type { CmsSession } from "../cms/reader";
import { isCmsUnavailable, describeError } from "../cms/errors";
import type { ReplayGuard } from "../security/replay-guard";
import { previewPathFor, sameSitePath } from "./paths";
import { PREVIEW_TARGET_QUERY } from "./target-query";
import { verifyPreviewToken } from "./token";

export interface PreviewStartDependencies {
  /** The shared secret, or undefined when none is configured. Rejects when unreadable. */
  secret: () => Promise<string | undefined>;
  /** A preview CMS session: the server's credentials, no cache. */
  cms: () => CmsSession;
  replayGuard: ReplayGuard;
  now?: () => number;
  log?: Pick<Console, "warn" | "error">;
}

export type PreviewStart =
  { status: 307; location: string } | { status: 401 | 405 | 503; error: string };

const REFUSED = {
  status: 401,
  error: "this preview link is not valid; open Preview again",
} as const;

export async function startPreview(
  request: { method: string; token: unknown },
  deps: PreviewStartDependencies,
): Promise<PreviewStart> {
  const log = deps.log ?? console;
  if (request.method !== "GET") return { status: 405, error: "use GET" };
  let secret: string | undefined;
  try {
    secret = await deps.secret();
  } catch (error) {
    log.error(`preview: refused: the preview secret cannot be read: ${describeError(error)}`);
    return { status: 503, error: "preview is not available" };
  }
  if (!secret) {
    log.error(
      "preview: refused: no preview secret configured (CMS_PREVIEW_SECRET or CMS_PREVIEW_SECRET_PARAMETER)",
    );
    return { status: 503, error: "preview is not available" };
  }
  const token = typeof request.token === "string" ? request.token : undefined;
  const check = verifyPreviewToken(secret, token, (deps.now ?? Date.now)(), deps.replayGuard);
  if (!check.ok) {
    log.warn(`preview: refused: ${check.reason}`);
    return REFUSED;
  }
  const { databaseId, postType } = check.target;
  let target;
  try {
    const { data } = await deps.cms().query(PREVIEW_TARGET_QUERY, { id: String(databaseId) });
    target = data?.contentNode;
  } catch (error) {
    if (!isCmsUnavailable(error)) throw error;
    log.error(`preview: the CMS is unavailable: ${describeError(error)}`);
    return { status: 503, error: "the CMS is not answering; try again in a minute" };
  }
  if (!target || target.contentTypeName !== postType) {
    log.warn(
      `preview: refused: ${postType} ${databaseId} ${target ? `is a ${target.contentTypeName}` : "not found"}`,
    );
    return REFUSED;
  }
  const { status, uri } = target;
  const published = status === "publish" && uri && sameSitePath(uri) === uri ? uri : null;
  return { status: 307, location: published ?? previewPathFor(databaseId) };
}

// GET /api/preview/?token=...: WordPress's Preview button lands here. Free of Next.js:
// verify the token and use it up, look the post up with the site's WordPress account, and
// answer where the preview opens and what it grants; pages/api/preview.ts stores the grant in
// Next.js's preview data and redirects.
//
// Answers: 405 wrong method; 503 no preview secret or no WordPress account configured (or
// either unusable), or the CMS down; 401 anything wrong with the token, including a type that
// is not the post's (no detail: the log says which); 307 to the preview.
import { verifyPreviewToken } from "@corus/site-rules/preview-token";
import { isCmsUnavailable, describeError } from "../cms/errors";
import { DEFAULT_LOCALE, localeOfCode } from "../i18n/locale";
import { CmsCredentialsMissing, type CmsSession } from "../cms/reader";
import { log as serverLog, type Log } from "../observability/log";
import { previewGrant, type PreviewGrant } from "./grant";
import { previewPathFor, sameSitePath } from "./paths";
import { PREVIEW_TARGET_QUERY } from "./target-query";

export interface PreviewStartDependencies {
  /** The shared secret, or undefined when none is configured. Rejects when unreadable. */
  secret: () => Promise<string | undefined>;
  /** A CMS session whose editor reads carry the site's WordPress account. */
  cms: () => CmsSession;
  /**
   * Uses a token's nonce up until `untilMs`: true the first time, in this process and
   * (deployed) in every other. Rejects when the shared ledger cannot say.
   */
  claimNonce: (nonce: string, untilMs: number) => Promise<boolean>;
  /** How long an opened preview lasts. */
  lifetimeSeconds: number;
  now?: () => number;
  log?: Pick<Log, "warn" | "error">;
}

export type PreviewStart =
  | { status: 307; location: string; grant: PreviewGrant }
  | { status: 401 | 405 | 503; error: string };

const REFUSED = {
  status: 401,
  error: "this preview link is not valid; open Preview again",
} as const;
const UNAVAILABLE = { status: 503, error: "preview is not available" } as const;

export async function startPreview(
  request: { method: string; token: unknown },
  deps: PreviewStartDependencies,
): Promise<PreviewStart> {
  const log = deps.log ?? serverLog;
  const now = deps.now ?? Date.now;
  if (request.method !== "GET") return { status: 405, error: "use GET" };
  let secret: string | undefined;
  try {
    secret = await deps.secret();
  } catch (error) {
    log.error("preview: refused: the preview secret cannot be read", {
      error: describeError(error),
    });
    return UNAVAILABLE;
  }
  if (!secret) {
    log.error(
      "preview: refused: no preview secret configured (CMS_PREVIEW_SECRET or CMS_PREVIEW_SECRET_PARAMETER)",
    );
    return UNAVAILABLE;
  }
  const token = typeof request.token === "string" ? request.token : undefined;
  const check = verifyPreviewToken(secret, token, now());
  if (!check.ok) {
    log.warn("preview: refused: the token does not verify", { reason: check.reason });
    return REFUSED;
  }
  try {
    if (!(await deps.claimNonce(check.nonce, check.expiresAtMs))) {
      log.warn("preview: refused: token already used");
      return REFUSED;
    }
  } catch (error) {
    log.error("preview: refused: the token's single use cannot be checked", {
      error: describeError(error),
    });
    return UNAVAILABLE;
  }

  const { databaseId, postType } = check.target;
  let answer;
  try {
    ({ data: answer } = await deps
      .cms()
      .queryAsEditor(PREVIEW_TARGET_QUERY, { id: String(databaseId) }));
  } catch (error) {
    if (error instanceof CmsCredentialsMissing) {
      log.error(`preview: refused: ${error.message}`);
      return UNAVAILABLE;
    }
    if (!isCmsUnavailable(error)) throw error;
    log.error("preview: the CMS is unavailable", { error: describeError(error) });
    return { status: 503, error: "the CMS is not answering; try again in a minute" };
  }
  // WordPress answers a refused Application Password as it answers anyone: as the public, who
  // see no draft. That is the site's configuration, not a missing post.
  if (!answer?.viewer) {
    log.error(
      "preview: refused: WordPress answered as anonymous: CMS_AUTH_USER and CMS_AUTH_APP_PASSWORD were not accepted (a revoked or mistyped Application Password, or plain http to a WordPress whose WP_ENVIRONMENT_TYPE is not local)",
    );
    return UNAVAILABLE;
  }
  const target = answer.contentNode;
  if (!target || target.contentTypeName !== postType) {
    log.warn("preview: refused: the token names no such post", {
      post_type: postType,
      database_id: databaseId,
      found: target ? target.contentTypeName : "none",
    });
    return REFUSED;
  }
  const { status, uri } = target;
  const published = status === "publish" && uri && sameSitePath(uri) === uri ? uri : null;
  const locale = ("language" in target && localeOfCode(target.language?.code)) || DEFAULT_LOCALE;
  return {
    status: 307,
    location: published ?? previewPathFor(databaseId, locale),
    grant: previewGrant(check.target, now(), deps.lifetimeSeconds),
  };
}

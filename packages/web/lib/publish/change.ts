// The publish webhook's body, parsed: what changed in the CMS. The body's shape and limits are
// @corus/site-rules/publish-change (documented in docs/publishing.md); the WordPress plugin and
// the content service's editor side send it.
//
// A post or page names every URI it has and had (an old one when its slug or parent changed)
// and, in `listedAt`, optionally, listing pages that show it or showed it (the site works
// them out itself: by cache tags, lists name what they show; in the path plan,
// lib/publish/find-listings.ts, where a sender's list is a hint that adds to its own).
// A record (a person, brand, dividend, financial report or investor event: post types with no
// page of their own, shown in lists and blocks across the site) names its post type and the
// database ids of the records that changed. A media change (an upload replaced, edited,
// deleted or detached) names the URLs of its files, the original and every generated size:
// taken as their paths under the uploads (lib/cms/upload-path.ts), the name the optimizer's
// answers and the CMS answers that show the image are tagged by.
//
// A delivery larger than the limits below is not refused (nothing would send it again): it
// is taken as "everything", which purges all and invalidates "/*".

import {
  MAX_CHANGES,
  MAX_URIS_PER_CHANGE,
  RECORD_POST_TYPES,
  UPLOADS_PATH,
  type ContentType,
  type RecordPostType,
  type SiteWideChange,
} from "@corus/site-rules/publish-change";
import { uploadPath } from "../cms/upload-path.ts";

export { RECORD_POST_TYPES, type RecordPostType };

/** A change as the site takes it: `listedAt` always there, and why a change became everything. */
export type PublishChange =
  | { type: ContentType; uris: string[]; listedAt: string[] }
  | { type: "record"; postType: RecordPostType; ids: number[] }
  /** `paths`: the files' paths under the uploads (lib/cms/upload-path.ts). */
  | { type: "media"; paths: string[] }
  /** `because`: why a larger change was taken as everything (for the log). */
  | { type: SiteWideChange; because?: string };

const CONTENT_TYPES: readonly string[] = ["post", "page"] satisfies ContentType[];
const SITE_WIDE: readonly string[] = [
  "menus",
  "options",
  "redirects",
  "everything",
] satisfies SiteWideChange[];

const MAX_URI_LENGTH = 1024;

export class ChangeError extends Error {
  override name = "ChangeError";
}

/** The changes in a webhook body, or a ChangeError saying what is wrong (for a 400). */
export function parseChanges(body: string): PublishChange[] {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new ChangeError("the body is not JSON");
  }
  if (!isObject(json) || !Array.isArray(json.changes)) {
    throw new ChangeError('the body must be an object with a "changes" array');
  }
  const { changes } = json;
  if (changes.length === 0) throw new ChangeError('"changes" must hold at least one change');
  const parsed = changes.map((change, index) => parseChange(change, `changes[${index}]`));
  if (parsed.length > MAX_CHANGES) {
    return [{ type: "everything", because: `${parsed.length} changes, more than ${MAX_CHANGES}` }];
  }
  return parsed;
}

function parseChange(change: unknown, where: string): PublishChange {
  if (!isObject(change) || typeof change.type !== "string") {
    throw new ChangeError(`${where}: must be an object with a "type"`);
  }
  const { type } = change;
  if (SITE_WIDE.includes(type)) return { type: type as SiteWideChange };
  if (type === "record") return parseRecordChange(change, where);
  if (type === "media") return parseMediaChange(change, where);
  if (!CONTENT_TYPES.includes(type)) {
    throw new ChangeError(
      `${where}.type: must be one of ${[...CONTENT_TYPES, "record", "media", ...SITE_WIDE].join(", ")}, got "${type}"`,
    );
  }
  const uris = uriList(change.uris, `${where}.uris`);
  if (uris.length === 0) throw new ChangeError(`${where}.uris: a ${type} needs its URI`);
  const listedAt =
    change.listedAt === undefined ? [] : uriList(change.listedAt, `${where}.listedAt`);
  const longest = Math.max(uris.length, listedAt.length);
  if (longest > MAX_URIS_PER_CHANGE) {
    return {
      type: "everything",
      because: `${where} names ${longest} URIs, more than ${MAX_URIS_PER_CHANGE}`,
    };
  }
  return { type: type as ContentType, uris, listedAt };
}

function parseRecordChange(change: Record<string, unknown>, where: string): PublishChange {
  const { postType, ids } = change;
  if (!RECORD_POST_TYPES.includes(postType as RecordPostType)) {
    throw new ChangeError(
      `${where}.postType: must be one of ${RECORD_POST_TYPES.join(", ")}, got ${JSON.stringify(postType)}`,
    );
  }
  if (
    !Array.isArray(ids) ||
    ids.length === 0 ||
    !ids.every((id) => Number.isSafeInteger(id) && (id as number) > 0)
  ) {
    throw new ChangeError(`${where}.ids: must be a list of the records' database ids`);
  }
  if (ids.length > MAX_URIS_PER_CHANGE) {
    return {
      type: "everything",
      because: `${where} names ${ids.length} records, more than ${MAX_URIS_PER_CHANGE}`,
    };
  }
  return {
    type: "record",
    postType: postType as RecordPostType,
    ids: [...new Set(ids as number[])],
  };
}

function parseMediaChange(change: Record<string, unknown>, where: string): PublishChange {
  const { urls } = change;
  if (!Array.isArray(urls) || urls.length === 0) {
    throw new ChangeError(`${where}.urls: must be a list of the upload's file URLs`);
  }
  const paths = urls.map((url, index) => {
    const path =
      typeof url === "string" && url.length <= MAX_URI_LENGTH && !/[\s\p{Cc}]/u.test(url)
        ? uploadPath(url)
        : null;
    if (path === null) {
      throw new ChangeError(
        `${where}.urls[${index}]: must be the URL of a file under ${UPLOADS_PATH}`,
      );
    }
    return path;
  });
  if (paths.length > MAX_URIS_PER_CHANGE) {
    return {
      type: "everything",
      because: `${where} names ${paths.length} files, more than ${MAX_URIS_PER_CHANGE}`,
    };
  }
  return { type: "media", paths: [...new Set(paths)] };
}

function uriList(value: unknown, where: string): string[] {
  if (!Array.isArray(value)) throw new ChangeError(`${where}: must be an array of site paths`);
  return [...new Set(value.map((uri, index) => siteUri(uri, `${where}[${index}]`)))];
}

/**
 * A CMS URI in the form the site's cache tags and CloudFront's paths use: starting and ending
 * with "/", each segment percent-encoded as the site encodes it (so "%c3%a9" and "é" match).
 */
function siteUri(value: unknown, where: string): string {
  if (
    typeof value !== "string" ||
    !value.startsWith("/") ||
    value.startsWith("//") ||
    value.length > MAX_URI_LENGTH ||
    /[?#*\s\\]/.test(value) ||
    // Control characters: a path never holds them.
    /\p{Cc}/u.test(value)
  ) {
    throw new ChangeError(`${where}: must be a site path such as "/about-corus/"`);
  }
  let segments: string[];
  try {
    segments = value.split("/").filter(Boolean).map(decodeURIComponent);
  } catch {
    throw new ChangeError(`${where}: has a broken percent-encoding`);
  }
  if (segments.some((segment) => segment === "." || segment === "..")) {
    throw new ChangeError(`${where}: must not hold "." or ".." segments`);
  }
  // "%2A" decodes to "*", which encodeURIComponent leaves as it is: CloudFront would read it
  // as a wildcard in an invalidation path. No WordPress permalink holds one.
  if (segments.some((segment) => segment.includes("*"))) {
    throw new ChangeError(`${where}: must not hold "*", even encoded`);
  }
  return segments.length === 0 ? "/" : `/${segments.map(encodeURIComponent).join("/")}/`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// The cache tag of an answer of the image optimizer (/_next/image?url=<source>&w=&q=): the
// uploaded file it was made from (lib/cms/cache-tags.ts, media:<path>), so that a media change
// purges every width and quality made from it at CloudFront, where the URL alone cannot name
// them all. Set by OpenNext's image function when deployed (lib/images/optimizer-wrapper.ts)
// and by next.config.ts's headers under `next start`.
import { CACHE_TAG_HEADER } from "@corus/site-rules/cache-tag-header";
import { UPLOADS_PATH } from "@corus/site-rules/publish-change";
import { MEDIA_TAG, mediaTag, storableTag, type CacheTag } from "../cms/cache-tags.ts";
import { uploadPath } from "../cms/upload-path.ts";

/**
 * The tag of the optimizer's answer for the source `url` (its query parameter), or null for a
 * source that is no upload (the site's own images). A path too long for a CloudFront tag
 * gives MEDIA_TAG, which every media change purges.
 */
export function optimizerCacheTag(url: string | string[] | undefined): CacheTag | null {
  const source = Array.isArray(url) ? url.at(-1) : url;
  const path = source === undefined ? null : uploadPath(source);
  if (path === null) return null;
  const tag = mediaTag(path);
  return storableTag(tag) ? tag : MEDIA_TAG;
}

/**
 * The same tag under `next start`, as a next.config.ts headers() rule: Next matches the `url`
 * parameter (decoded) and puts the named group in the header. It can only copy, not encode,
 * so it tags a file whose name is the same encoded or not (letters, digits and -._~!*'()):
 * WordPress's own names for its uploads and their sizes. A rule cannot see the sizes' files'
 * encoding; anything else is left untagged locally, where no CDN keeps it.
 */
export const optimizerHeaderRule = {
  source: "/_next/image",
  has: [
    {
      type: "query" as const,
      key: "url",
      value: `(?:https?://[^/?#]+)?(?<upload>${UPLOADS_PATH}(?![^?]*(?://|/\\.\\.?(?:/|\\?|$)))[-A-Za-z0-9._~!*'()/]+)(?:\\?.*)?`,
    },
  ],
  headers: [{ key: CACHE_TAG_HEADER, value: `${mediaTag(":upload")}` }],
};

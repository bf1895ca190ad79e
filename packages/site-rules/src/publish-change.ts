// The publish webhook's body, as WordPress's plugin (packages/wordpress-plugin) and the content
// service's editor side send it and the site takes it (packages/web/lib/publish/change.ts parses
// it): one contract, documented in docs/publishing.md.
//
//   { "changes": [
//       { "type": "post", "uris": ["/media-centre/press-releases/new-slug/",
//                                  "/media-centre/press-releases/old-slug/"],
//         "listedAt": ["/media-centre/press-releases/", "/category/corporate/"] },
//       { "type": "page", "uris": ["/about-corus/"] },
//       { "type": "record", "postType": "dividend", "ids": [812] },
//       { "type": "media", "urls": ["https://cms.example.com/wp-content/uploads/2026/01/ceo.jpg",
//                                   "https://cms.example.com/wp-content/uploads/2026/01/ceo-300x200.jpg"] },
//       { "type": "menus" }, { "type": "options" }, { "type": "redirects" },
//       { "type": "everything" } ] }

export type ContentType = "post" | "page";
export type SiteWideChange = "menus" | "options" | "redirects" | "everything";

/** WordPress's names of the post types the site shows as records (packages/wordpress-plugin). */
export const RECORD_POST_TYPES = [
  "person",
  "brand",
  "dividend",
  "financial_report",
  "investor_event",
] as const;
export type RecordPostType = (typeof RECORD_POST_TYPES)[number];

/** One change as sent (`listedAt`, a hint of the listings a post shows on, may be left out). */
export type SentChange =
  | { type: ContentType; uris: string[]; listedAt?: string[] }
  | { type: "record"; postType: RecordPostType; ids: number[] }
  /** An upload replaced, edited, deleted or detached: its files, the original and every size. */
  | { type: "media"; urls: string[] }
  | { type: SiteWideChange };

/** Where WordPress keeps uploads: a media change names files under it, and only those. */
export const UPLOADS_PATH = "/wp-content/uploads/";

/**
 * At most this many changes in one delivery, and URIs (or listings, record ids, files) in one
 * change; a sender past either sends { "type": "everything" } instead, and the site takes a
 * larger delivery as that.
 */
export const MAX_CHANGES = 50;
export const MAX_URIS_PER_CHANGE = 20;

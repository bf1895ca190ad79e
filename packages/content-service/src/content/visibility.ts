// What the public may see: the one rule every list, lookup, count and search goes through,
// because the store is built from what passes it. Drafts are read and validated with the
// rest, but never served.
import type { ContentRecord, UserRecord } from "./records.ts";

export function isPubliclyVisible(record: ContentRecord): boolean {
  // Attachments have the status "inherit": public like the (published) content they serve.
  return record.status === "publish" || record.status === "inherit";
}

/** Authors are public once they have published something, as in WordPress. */
export function publicAuthors(users: UserRecord[], publicContent: ContentRecord[]) {
  const authors = new Set(publicContent.map((record) => record.authorDatabaseId));
  return users.filter((user) => authors.has(user.databaseId));
}

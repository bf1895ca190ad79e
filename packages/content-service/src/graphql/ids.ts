// WordPress global ids: base64 of "post:<id>" for posts, pages, media and menu items,
// "term:<id>" for menus and categories.

export type IdKind = "post" | "term";

export function toGlobalId(kind: IdKind, databaseId: number): string {
  return Buffer.from(`${kind}:${databaseId}`).toString("base64");
}

/** The database id inside a global id of the given kind, or null when it is not one. */
export function fromGlobalId(kind: IdKind, id: string): number | null {
  const decoded = Buffer.from(id, "base64").toString("utf8");
  const match = /^(post|term):(\d+)$/.exec(decoded);
  if (!match || match[1] !== kind) return null;
  return Number(match[2]);
}

/** Parses a DATABASE_ID argument: digits only, as WPGraphQL's absint casting accepts. */
export function parseDatabaseId(id: string): number | null {
  return /^\d+$/.test(id) ? Number(id) : null;
}

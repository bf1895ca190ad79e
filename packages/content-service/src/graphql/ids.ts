// WordPress global ids: base64 of "<kind>:<id>": "post:" for posts of every type and menu
// items, "term:" for menus and categories, "user:" for users, "post_type:<name>" for types,
// "setting_group:<group>" for settings groups, "Language:<code>" for Polylang's languages.

export type IdKind = "post" | "term" | "user";

export function toGlobalId(
  kind: IdKind | "post_type" | "setting_group" | "Language",
  key: number | string,
): string {
  return Buffer.from(`${kind}:${key}`).toString("base64");
}

/** The database id inside a global id of the given kind, or null when it is not one. */
export function fromGlobalId(kind: IdKind, id: string): number | null {
  const decoded = Buffer.from(id, "base64").toString("utf8");
  const match = /^(post|term|user):(\d+)$/.exec(decoded);
  if (!match || match[1] !== kind) return null;
  return Number(match[2]);
}

/** The content type's name inside a global id ("post_type:page"), or null. */
export function contentTypeNameFromGlobalId(id: string): string | null {
  const match = /^post_type:([a-z0-9_-]+)$/.exec(Buffer.from(id, "base64").toString("utf8"));
  return match?.[1] ?? null;
}

/** Parses a DATABASE_ID argument: digits only, as WPGraphQL's absint casting accepts. */
export function parseDatabaseId(id: string): number | null {
  return /^\d+$/.test(id) ? Number(id) : null;
}

/** An ID argument of a filter (`in`, `parent`, ...): WPGraphQL takes database or global ids. */
export function databaseIdOf(kind: IdKind, id: string | number | null | undefined): number | null {
  if (id === null || id === undefined) return null;
  if (typeof id === "number") return id;
  return parseDatabaseId(id) ?? fromGlobalId(kind, id);
}

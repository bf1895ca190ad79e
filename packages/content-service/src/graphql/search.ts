// WordPress's search (the `search` argument of post object connections).
import type { ContentRecord } from "../content/store.ts";

export function matchesSearch(record: ContentRecord, search?: string | null): boolean {
  return (
    !search ||
    `${record.title} ${record.content}`.toLowerCase().includes(search.trim().toLowerCase())
  );
}

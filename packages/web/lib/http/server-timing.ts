// The Server-Timing header (W3C Server Timing): `name;dur=<ms>;desc="<text>"` entries joined
// by commas. Browsers show it in their developer tools; it names no secret and no internals.
import type { ServerResponse } from "node:http";

export interface TimingEntry {
  name: string;
  ms?: number;
  description?: string;
}

export function formatServerTiming(entries: readonly TimingEntry[]): string {
  return entries
    .map(({ name, ms, description }) => {
      let entry = name;
      if (ms !== undefined) entry += `;dur=${ms.toFixed(1)}`;
      if (description !== undefined) entry += `;desc="${description.replace(/["\\]/g, "")}"`;
      return entry;
    })
    .join(", ");
}

/** Adds entries to the response's Server-Timing, after any it already has. */
export function appendServerTiming(res: ServerResponse, entries: readonly TimingEntry[]) {
  const existing = res.getHeader("Server-Timing");
  const added = formatServerTiming(entries);
  res.setHeader("Server-Timing", existing ? `${String(existing)}, ${added}` : added);
}

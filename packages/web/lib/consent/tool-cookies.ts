// The cookies the settings name for each tool (a trailing * matches a prefix), found among the
// page's: what a withdrawal clears (tools.ts), and what tells ConsentControls.tsx there is
// something to clear on a page that grants nothing.
import type { ConsentedTool } from "./categories";

/** The names of this document's cookies that belong to these tools. */
export function toolCookieNames(tools: readonly ConsentedTool[]): string[] {
  const patterns = tools.flatMap((tool) => tool.cookies);
  if (patterns.length === 0) return [];
  return document.cookie
    .split(";")
    .map((pair) => pair.split("=", 1)[0]?.trim() ?? "")
    .filter((name) => name && patterns.some((pattern) => cookieMatches(pattern, name)));
}

export function cookieMatches(pattern: string, name: string): boolean {
  return pattern.endsWith("*") ? name.startsWith(pattern.slice(0, -1)) : name === pattern;
}

// What a resolver knows about the request.
import { escapeHtml } from "./html.ts";
export interface RequestContext {
  /** The request carried the editor's Application Password (only possible with auth on). */
  authenticated: boolean;
  /** The login of the user the request is authenticated as (WPGraphQL's `viewer`). */
  viewerLogin?: string | undefined;
}

export type Format = "RAW" | "RENDERED" | null | undefined;

/** WPGraphQL gives raw title, content and excerpt only to authenticated users; others get null. */
export function formatted(
  format: Format,
  context: RequestContext,
  raw: string,
  rendered: () => string,
): string | null {
  if (format === "RAW") return context.authenticated ? raw : null;
  return rendered();
}

/** WordPress renders an excerpt (or a caption) as a paragraph. */
export const paragraphHtml = (text: string) => (text ? `<p>${escapeHtml(text)}</p>\n` : "");

// What a resolver knows about the request.
export interface RequestContext {
  /** A valid bearer token came with the request (only possible with auth on). */
  authenticated: boolean;
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

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** WordPress renders an excerpt (or a caption) as a paragraph. */
export const paragraphHtml = (text: string) => (text ? `<p>${escapeHtml(text)}</p>\n` : "");

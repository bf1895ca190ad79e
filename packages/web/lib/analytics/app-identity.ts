// How the app's identity (version, platform, name, brand) reaches the browser: the server
// writes it into every document as JSON, read at run time rather than inlined at build time
// (NEXT_PUBLIC_ variables would freeze the build machine's values into the bundle).
import type { AppIdentity } from "../settings";

export const APP_IDENTITY_ELEMENT_ID = "app-identity";

/** JSON safe inside a <script> element: no "<" can close it early. */
export function serializeAppIdentity(app: AppIdentity): string {
  return JSON.stringify(app).replace(/</g, "\\u003c");
}

export function parseAppIdentity(json: string): AppIdentity | null {
  const value: unknown = JSON.parse(json);
  if (typeof value !== "object" || value === null) return null;
  const { version, platform, name, brand } = value as Record<string, unknown>;
  if (
    typeof version !== "string" ||
    typeof platform !== "string" ||
    typeof name !== "string" ||
    typeof brand !== "string"
  ) {
    return null;
  }
  return { version, platform, name, brand };
}

/** The identity _document wrote into this page, or null when it is missing or malformed. */
export function readAppIdentity(doc: Document): AppIdentity | null {
  const json = doc.getElementById(APP_IDENTITY_ELEMENT_ID)?.textContent;
  return json ? parseAppIdentity(json) : null;
}

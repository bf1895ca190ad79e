// The consent categories (docs/privacy.md). Strictly necessary is always on and holds only the
// site's own essential storage; every other category is off until the visitor turns it on.
export const CONSENT_CATEGORIES = [
  "measurement",
  "session-replay",
  "audience-measurement",
] as const;

export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export function isConsentCategory(value: unknown): value is ConsentCategory {
  return (CONSENT_CATEGORIES as readonly unknown[]).includes(value);
}

/**
 * A third-party tool as the browser loads it once its category is granted: a script from its
 * host, the inline code its vendor ships (which loads the rest itself), or the video players
 * embedded in content, which their placeholders load (lib/content/video-player.ts).
 */
export interface ConsentedTool {
  id: "tag-manager" | "session-replay" | "audience-measurement" | "video-players";
  /** Named to visitors in the preferences dialog. */
  name: string;
  category: ConsentCategory;
  load: { src: string; whenPageLoaded: boolean } | { code: string } | { embedded: "video" };
  /** Cookies the tool sets that the site clears on withdrawal; a trailing * matches a prefix. */
  cookies: string[];
}

// The consent state of this browser tab, shared by the banner (which sets it), the view events
// and the video players in content (which read it). Until the banner's code has read the stored
// choice, nothing is granted.
import type { ConsentCategory } from "./categories";
import { UNDECIDED, type ConsentState } from "./state";

let current: ConsentState = UNDECIDED;
let playersCategory: ConsentCategory | null = null;
const listeners = new Set<(state: ConsentState) => void>();

/**
 * The category whose grant loads the video players embedded in content without a click
 * (VIDEO_EMBED_CATEGORY), set with the page's consent setup; none: only a click loads one.
 */
export const videoPlayersCategory = (): ConsentCategory | null => playersCategory;

export function setVideoPlayersCategory(category: ConsentCategory | null): void {
  playersCategory = category;
}

export function currentConsent(): ConsentState {
  return current;
}

export function setConsent(state: ConsentState): void {
  current = state;
  for (const listener of listeners) listener(state);
}

export function onConsentChange(listener: (state: ConsentState) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// The consent state of this browser tab, shared by the banner (which sets it) and the view
// events (which read it). Until the banner's code has read the stored choice, nothing is
// granted.
import { UNDECIDED, type ConsentState } from "./state";

let current: ConsentState = UNDECIDED;
const listeners = new Set<(state: ConsentState) => void>();

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

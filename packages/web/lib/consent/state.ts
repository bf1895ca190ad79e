// What the page does with the visitor's choice: which categories may load, and whether the
// banner asks, says Global Privacy Control was honoured, or stays away.
import type { ConsentCategory } from "./categories";
import type { ConsentRecord } from "./record";

export interface ConsentState {
  /** ask: no choice yet; gpc: no choice yet, the browser's signal refused for them; none. */
  banner: "ask" | "gpc" | "none";
  /** The categories whose tools may load now. */
  granted: ReadonlySet<ConsentCategory>;
  /** The browser sends Global Privacy Control: every non-essential category stays off. */
  gpc: boolean;
}

/** Before anything is known (the server, pages without the consent texts): nothing granted. */
export const UNDECIDED: ConsentState = { banner: "ask", granted: new Set(), gpc: false };

/** Global Privacy Control counts as "Reject all", whatever the stored choice says. */
export function consentState(record: ConsentRecord | null, gpc: boolean): ConsentState {
  if (gpc) return { banner: record ? "none" : "gpc", granted: new Set(), gpc };
  if (!record) return UNDECIDED;
  return { banner: "none", granted: new Set(record.granted), gpc };
}

/**
 * Whether a view event goes into the data layer. Before a choice it waits there, in the page's
 * memory only (nothing reads it until the tag manager loads, which needs consent): a visitor
 * who accepts on this page is counted for it. After a refusal, or under Global Privacy
 * Control, none is pushed.
 */
export function viewEventsAllowed(state: ConsentState): boolean {
  return state.granted.has("measurement") || (state.banner === "ask" && !state.gpc);
}

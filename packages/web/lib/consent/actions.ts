// The consent code that acts (docs/privacy.md), loaded by ConsentControls.tsx only when there
// is something to do: a category granted, a tag manager to tell (Consent Mode), a tool's
// cookie to clear, or a choice to record.
import type { ConsentCategory, ConsentedTool } from "./categories";
import { pushConsentMode } from "./consent-mode";
import { CONSENT_COOKIE, CONSENT_LIFETIME_SECONDS, serializeConsent } from "./record";
import type { ConsentSetup } from "./setup";
import { consentState, type ConsentState } from "./state";
import { gpcSignal, nowSeconds, showConsent } from "./stored";
import { currentConsent } from "./store";
import { clearToolCookies, loadGrantedTools, toolLoaded } from "./tools";
import { whenWindowLoaded } from "../navigation/window-loaded";
import { requireFullLoads, type FullLoadsRouter } from "../navigation/full-loads";

/** Makes `state` the page's, and loads, clears and tells the tools accordingly. */
export function applyConsent(tools: readonly ConsentedTool[], state: ConsentState): void {
  showConsent(state);
  clearToolCookies(tools.filter((tool) => !state.granted.has(tool.category)));
  if (tools.some((tool) => tool.id === "tag-manager")) pushConsentMode(state.granted);
  loadGrantedTools(tools, state.granted, whenWindowLoaded);
}

/** Records the visitor's choice first-party, then applies it. */
export function decide(
  { tools, wording }: ConsentSetup,
  router: FullLoadsRouter,
  granted: readonly ConsentCategory[],
): void {
  const record = {
    granted: [...granted],
    decidedAt: nowSeconds(),
    policyVersion: wording.policyVersion,
  };
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${CONSENT_COOKIE}=${serializeConsent(record)}; Max-Age=${CONSENT_LIFETIME_SECONDS}; Path=/; SameSite=Lax${secure}`;
  const next = consentState(record, gpcSignal());
  const before = currentConsent().granted;
  const withdrawn = tools.filter(
    (tool) => before.has(tool.category) && !next.granted.has(tool.category),
  );
  // A tool already running in this page stops only when the page is left.
  if (withdrawn.some(toolLoaded)) requireFullLoads(router);
  applyConsent(tools, next);
}

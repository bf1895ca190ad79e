// What every page with the consent banner does at once, once interactive: reads the stored
// choice (strictly: lib/consent/record.ts) and Global Privacy Control, and shows the banner or
// not. Loading and clearing tools and recording choices is actions.ts, loaded when needed.
import { CONSENT_COOKIE, cookieValue, parseConsent } from "./record";
import { consentState, type ConsentState } from "./state";
import { setConsent } from "./store";

declare global {
  interface Navigator {
    /** Global Privacy Control (https://privacycg.github.io/gpc-spec/). */
    globalPrivacyControl?: boolean;
  }
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export const gpcSignal = () => navigator.globalPrivacyControl === true;

/** The choice stored in this browser for this policy version, under its GPC signal. */
export function storedConsent(policyVersion: string): ConsentState {
  const record = parseConsent(
    cookieValue(document.cookie, CONSENT_COOKIE),
    policyVersion,
    nowSeconds(),
  );
  return consentState(record, gpcSignal());
}

/** Makes `state` the page's: what the view events read, and whether the banner shows. */
export function showConsent(state: ConsentState): void {
  setConsent(state);
  document.documentElement.setAttribute("data-consent", state.banner);
}

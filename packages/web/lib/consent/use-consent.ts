// The consent code of the page: reads the stored choice once the page is interactive, applies
// it (the banner's visibility, Consent Mode, the granted tools) and records new choices.
import type { NextRouter } from "next/router";
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { whenWindowLoaded } from "../analytics/window-loaded";
import { requireFullLoads } from "../navigation/full-loads";
import type { ConsentCategory } from "./categories";
import { pushConsentMode } from "./consent-mode";
import {
  CONSENT_COOKIE,
  CONSENT_LIFETIME_SECONDS,
  cookieValue,
  parseConsent,
  serializeConsent,
} from "./record";
import type { ConsentSetup } from "./setup";
import { consentState, UNDECIDED, type ConsentState } from "./state";
import { currentConsent, onConsentChange, setConsent } from "./store";
import { clearToolCookies, loadGrantedTools, toolLoaded } from "./tools";

declare global {
  interface Navigator {
    /** Global Privacy Control (https://privacycg.github.io/gpc-spec/). */
    globalPrivacyControl?: boolean;
  }
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function useConsent(setup: ConsentSetup, router: NextRouter) {
  const state = useSyncExternalStore(onConsentChange, currentConsent, () => UNDECIDED);
  const { tools, wording } = setup;

  const apply = useCallback(
    (next: ConsentState) => {
      setConsent(next);
      document.documentElement.setAttribute("data-consent", next.banner);
      clearToolCookies(tools.filter((tool) => !next.granted.has(tool.category)));
      if (tools.some((tool) => tool.id === "tag-manager")) pushConsentMode(next.granted);
      loadGrantedTools(tools, next.granted, whenWindowLoaded);
    },
    [tools],
  );

  useEffect(() => {
    const stored = cookieValue(document.cookie, CONSENT_COOKIE);
    const record = parseConsent(stored, wording.policyVersion, nowSeconds());
    apply(consentState(record, navigator.globalPrivacyControl === true));
  }, [apply, wording.policyVersion]);

  const decide = useCallback(
    (granted: readonly ConsentCategory[]) => {
      const record = {
        granted: [...granted],
        decidedAt: nowSeconds(),
        policyVersion: wording.policyVersion,
      };
      const secure = window.location.protocol === "https:" ? "; Secure" : "";
      document.cookie = `${CONSENT_COOKIE}=${serializeConsent(record)}; Max-Age=${CONSENT_LIFETIME_SECONDS}; Path=/; SameSite=Lax${secure}`;
      const next = consentState(record, navigator.globalPrivacyControl === true);
      const before = currentConsent().granted;
      const withdrawn = tools.filter(
        (tool) => before.has(tool.category) && !next.granted.has(tool.category),
      );
      // A tool already running in this page stops only when the page is left.
      if (withdrawn.some(toolLoaded)) requireFullLoads(router);
      apply(next);
    },
    [apply, router, tools, wording.policyVersion],
  );

  return { state, decide };
}

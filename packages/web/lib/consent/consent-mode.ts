// Google Consent Mode v2, for a tag manager whose tags read it: the defaults (everything
// denied) and each update go into the data layer before the tag manager's script is added.
// They are pushed as gtag() does, an arguments object: the tag manager reads consent commands
// only in that shape.
import { pushToDataLayer } from "../tag-manager/data-layer";
import type { ConsentCategory } from "./categories";

type ConsentValue = "granted" | "denied";

/**
 * The signals a tag manager's tags read: analytics storage follows the measurement category;
 * the site has no advertising category, so the advertising signals stay denied.
 */
export function consentModeSignals(
  granted: ReadonlySet<ConsentCategory>,
): Record<string, ConsentValue> {
  return {
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    analytics_storage: granted.has("measurement") ? "granted" : "denied",
  };
}

let defaultsPushed = false;

/** Pushes the defaults once per page load, then the update for these categories. */
export function pushConsentMode(granted: ReadonlySet<ConsentCategory>): void {
  if (!defaultsPushed) {
    defaultsPushed = true;
    gtag("consent", "default", consentModeSignals(new Set()));
  }
  gtag("consent", "update", consentModeSignals(granted));
}

function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- the tag manager reads an arguments object
  pushToDataLayer(arguments);
}

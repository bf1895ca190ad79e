import { describe, expect, it } from "vitest";
import { consentModeSignals } from "./consent-mode";
import { cookieMatches } from "./tool-cookies";

describe("the cookies a withdrawal clears", () => {
  it.each([
    ["_ga", "_ga", true],
    ["_ga", "_gat", false],
    ["_ga_*", "_ga_ABC123", true],
    ["_ga_*", "_ga", false],
    ["_tm*", "_tm", true],
  ])("%s matches %s: %s", (pattern, name, matches) => {
    expect(cookieMatches(pattern, name)).toBe(matches);
  });
});

describe("Consent Mode's signals", () => {
  it("grant analytics storage with measurement only, and never advertising", () => {
    const denied = {
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
    };
    expect(consentModeSignals(new Set())).toEqual(denied);
    expect(consentModeSignals(new Set(["session-replay", "audience-measurement"]))).toEqual(denied);
    expect(consentModeSignals(new Set(["measurement"]))).toEqual({
      ...denied,
      analytics_storage: "granted",
    });
  });
});

import { describe, expect, it } from "vitest";
import {
  CONSENT_LIFETIME_SECONDS,
  cookieValue,
  parseConsent,
  serializeConsent,
  type ConsentRecord,
} from "./record";
import { consentState, viewEventsAllowed } from "./state";

const NOW = 1_800_000_000;
const record: ConsentRecord = {
  granted: ["session-replay", "measurement"],
  decidedAt: NOW - 60,
  policyVersion: "2026-11",
};
const raw = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe("the stored choice", () => {
  it("reads back what it wrote, categories in their fixed order", () => {
    expect(parseConsent(serializeConsent(record), "2026-11", NOW)).toEqual({
      ...record,
      granted: ["measurement", "session-replay"],
    });
  });

  it("is a cookie-safe value", () => {
    expect(serializeConsent({ ...record, policyVersion: 'v; 2 "x",' })).toMatch(
      /^[A-Za-z0-9%._~*'()!-]+$/,
    );
  });

  it("asks again under a new policy version", () => {
    expect(parseConsent(serializeConsent(record), "2027-01", NOW)).toBeNull();
  });

  it("expires after six months, and a date in the future counts for nothing", () => {
    const at = (decidedAt: number) => serializeConsent({ ...record, decidedAt });
    expect(parseConsent(at(NOW - CONSENT_LIFETIME_SECONDS + 1), "2026-11", NOW)).not.toBeNull();
    expect(parseConsent(at(NOW - CONSENT_LIFETIME_SECONDS), "2026-11", NOW)).toBeNull();
    expect(parseConsent(at(NOW + 3600), "2026-11", NOW)).not.toBeNull();
    expect(parseConsent(at(NOW + 3 * 86_400), "2026-11", NOW)).toBeNull();
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["not URI-encoded", "%E0%A4%A"],
    ["not JSON", "yes"],
    ["an array", raw([1])],
    ["another format version", raw({ v: 2, g: [], t: NOW, p: "2026-11" })],
    ["an unknown field", raw({ v: 1, g: [], t: NOW, p: "2026-11", all: true })],
    ["an unknown category", raw({ v: 1, g: ["advertising"], t: NOW, p: "2026-11" })],
    ["a category twice", raw({ v: 1, g: ["measurement", "measurement"], t: NOW, p: "2026-11" })],
    ["a date that is no whole number", raw({ v: 1, g: [], t: "today", p: "2026-11" })],
    ["a fractional date", raw({ v: 1, g: [], t: NOW + 0.5, p: "2026-11" })],
  ])("is no consent when %s", (_, value) => {
    expect(parseConsent(value, "2026-11", NOW)).toBeNull();
  });

  it("is found among the document's cookies by its exact name", () => {
    expect(cookieValue("a=1; site_consent=x%20y; b=2", "site_consent")).toBe("x%20y");
    expect(cookieValue("old_site_consent=1", "site_consent")).toBeUndefined();
    expect(cookieValue("", "site_consent")).toBeUndefined();
  });
});

describe("the consent state", () => {
  it("grants nothing and asks before a choice", () => {
    const state = consentState(null, false);
    expect(state.banner).toBe("ask");
    expect([...state.granted]).toEqual([]);
    expect(viewEventsAllowed(state)).toBe(true);
  });

  it("grants what the visitor chose", () => {
    const state = consentState(record, false);
    expect(state.banner).toBe("none");
    expect([...state.granted].sort()).toEqual(["measurement", "session-replay"]);
    expect(viewEventsAllowed(state)).toBe(true);
    expect(viewEventsAllowed(consentState({ ...record, granted: [] }, false))).toBe(false);
  });

  it("under Global Privacy Control grants nothing, whatever was stored, and says so once", () => {
    expect(consentState(null, true)).toMatchObject({ banner: "gpc", gpc: true });
    const state = consentState(record, true);
    expect(state.banner).toBe("none");
    expect([...state.granted]).toEqual([]);
    expect(viewEventsAllowed(state)).toBe(false);
    expect(viewEventsAllowed(consentState(null, true))).toBe(false);
  });
});

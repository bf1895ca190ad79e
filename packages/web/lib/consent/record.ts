// The visitor's choice, kept first-party in one cookie: which categories they granted, when,
// and under which version of the privacy policy. Read strictly: a value that is not exactly
// what this module writes, is dated in the future or past its expiry, or was made under
// another policy version, means no consent (the visitor is asked again).
import { CONSENT_CATEGORIES, isConsentCategory, type ConsentCategory } from "./categories.ts";

export const CONSENT_COOKIE = "site_consent";

/**
 * How long a choice holds: six months, then the visitor is asked again. Long enough not to nag
 * (twice a year), short enough that a choice stays one the visitor remembers making; a refusal
 * lasts as long as an acceptance, so refusing never means being asked more often.
 */
export const CONSENT_LIFETIME_SECONDS = 182 * 24 * 60 * 60;

/** How far ahead of this browser's clock a date may be (clock drift) and still count. */
const CLOCK_SKEW_SECONDS = 24 * 60 * 60;

export interface ConsentRecord {
  /** The categories granted; every other one is refused. */
  granted: ConsentCategory[];
  /** When the choice was made, in seconds since the epoch. */
  decidedAt: number;
  /** The privacy policy version the visitor chose under (a WordPress site option). */
  policyVersion: string;
}

/** The cookie's value: URI-encoded JSON with short keys (v is the format's version). */
export function serializeConsent(record: ConsentRecord): string {
  const granted = CONSENT_CATEGORIES.filter((category) => record.granted.includes(category));
  return encodeURIComponent(
    JSON.stringify({ v: 1, g: granted, t: record.decidedAt, p: record.policyVersion }),
  );
}

/**
 * The choice a cookie value records, or null when it is no valid choice for this policy
 * version now: missing, malformed, unknown, expired, from the future or another version.
 */
export function parseConsent(
  value: string | undefined,
  policyVersion: string,
  nowSeconds: number,
): ConsentRecord | null {
  if (!value) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(value));
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
  const { v, g, t, p, ...rest } = parsed as Record<string, unknown>;
  if (v !== 1 || Object.keys(rest).length > 0) return null;
  if (p !== policyVersion) return null;
  if (typeof t !== "number" || !Number.isInteger(t)) return null;
  if (t > nowSeconds + CLOCK_SKEW_SECONDS || nowSeconds - t >= CONSENT_LIFETIME_SECONDS) {
    return null;
  }
  if (!Array.isArray(g) || !g.every(isConsentCategory) || new Set(g).size !== g.length) {
    return null;
  }
  return { granted: g, decidedAt: t, policyVersion };
}

/** The value of one cookie in a document.cookie string. */
export function cookieValue(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(";")) {
    const separator = pair.indexOf("=");
    if (separator > 0 && pair.slice(0, separator).trim() === name) {
      return pair.slice(separator + 1).trim();
    }
  }
  return undefined;
}

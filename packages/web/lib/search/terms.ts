// What a visitor typed into a search box (`?s=`, WordPress's parameter), made safe to send and
// show: one line of at most MAX_TERMS_LENGTH characters. It reaches the CMS only as a GraphQL
// variable and the page only as text (React escapes it).

/** Characters of a search kept; the rest is ignored and the visitor told. */
export const MAX_TERMS_LENGTH = 100;

export interface SearchTerms {
  /** Trimmed, one space between words, no control characters; "" for no search. */
  terms: string;
  /** The search was longer than MAX_TERMS_LENGTH and was cut there. */
  truncated: boolean;
}

/** Line breaks and tabs separate words; other control and format characters, and halves of
 * surrogate pairs without their other half, are dropped. */
const SEPARATORS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}]/gu;

/** `?s=`: absent, one value, or (repeated) several, of which the first counts. */
export function readSearchTerms(value: string | string[] | undefined): SearchTerms {
  const raw = (Array.isArray(value) ? value[0] : value) ?? "";
  const cleaned = raw
    .replace(SEPARATORS, " ")
    .replace(INVISIBLE, "")
    .normalize("NFC")
    .replace(/\s+/g, " ")
    .trim();
  // By code points, so a character outside the Basic Multilingual Plane is never split.
  const characters = Array.from(cleaned);
  if (characters.length <= MAX_TERMS_LENGTH) return { terms: cleaned, truncated: false };
  return { terms: characters.slice(0, MAX_TERMS_LENGTH).join("").trimEnd(), truncated: true };
}

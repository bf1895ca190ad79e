// E-mail format: a local part, an "@", then a domain of dotted labels or a bracketed IPv4 address.
// Only strings are accepted; anything else is rejected.

// Local part: dot-separated atoms of anything but specials, whitespace and "@", or one
// quoted string.
const LOCAL_PART = String.raw`(?:[^<>()[\]\\.,;:\s@"]+(?:\.[^<>()[\]\\.,;:\s@"]+)*|"(?:[^"\\\r\n]|\\.)+")`;
const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const DOMAIN_NAME = `(?:${LABEL}\\.)+[a-z]{2,63}`;
const OCTET = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const BRACKETED_IP = `\\[${OCTET}(?:\\.${OCTET}){3}\\]`;

const EMAIL = new RegExp(`^${LOCAL_PART}@(?:${DOMAIN_NAME}|${BRACKETED_IP})$`, "i");

// RFC 5321 limits; checked first so the pattern never runs on very long input.
const MAX_ADDRESS_LENGTH = 254;
const MAX_LOCAL_PART_LENGTH = 64;

export function isEmail(value: unknown): value is string {
  if (typeof value !== "string" || value.length > MAX_ADDRESS_LENGTH) return false;
  const at = value.lastIndexOf("@");
  if (at < 1 || at > MAX_LOCAL_PART_LENGTH) return false;
  return EMAIL.test(value);
}

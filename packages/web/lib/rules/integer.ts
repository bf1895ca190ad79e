// Integer: an optional minus sign followed by ASCII digits only. The rule is about text (URLs, CMS
// fields), so only strings are accepted: no signs other than "-", no spaces, no exponents, no
// decimal point.

const INTEGER = /^-?[0-9]+$/;

export function isInteger(value: unknown): value is string {
  return typeof value === "string" && INTEGER.test(value);
}

// Version-like string: a string of at most 5 characters with a numeric part, such as "2", "v2",
// "1.10" or "10b".

export const MAX_VERSION_LENGTH = 5;

export function isVersionLike(value: unknown): value is string {
  // Counted in code points rather than UTF-16 units: "v1🙂" is 3 characters, not 4.
  return (
    typeof value === "string" && [...value].length <= MAX_VERSION_LENGTH && /[0-9]/.test(value)
  );
}

// ACF field values as WPGraphQL for ACF 2.x gives them, read back into what the site shows:
// an image or file field is a one-to-one connection (the media item is its node); a select is
// a list even when one choice is allowed; a date picker is RFC 3339 at midnight UTC and a
// date-time picker the editor's wall time labelled +00:00 (the bridge parses both in PHP's
// default time zone, which WordPress keeps at UTC, so the offset says nothing: the wall time
// in it is what the editor entered, in the site's time zone).

/** The media item of an image or file field, or null when none is set. */
export const mediaItem = <T>(edge: { node: T } | null | undefined): T | null => edge?.node ?? null;

/** The one value of a single-choice select, or null when none is chosen. */
export const selected = (values: readonly (string | null)[] | null | undefined): string | null =>
  values?.find((value): value is string => typeof value === "string" && value !== "") ?? null;

/** A date picker's date, "2024-01-11", or null when it is not one. */
export function acfDate(value: string | null | undefined): string | null {
  const date = /^(\d{4}-\d{2}-\d{2})(?:T00:00:00(?:[+-]\d{2}:\d{2}|Z))?$/.exec(value ?? "")?.[1];
  return date ?? null;
}

/** A date-time picker's wall time, "2025-01-14 08:00:00", or null when it is not one. */
export function acfDateTime(value: string | null | undefined): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2})(?:[+-]\d{2}:\d{2}|Z)?$/.exec(
    value ?? "",
  );
  return match ? `${match[1]} ${match[2]}` : null;
}

// Year helper: next year once the date's month is at or past a given month, this year before it.
// With September it gives the fiscal year a date falls in.

/**
 * `month` is 1 (January) to 12 (December). The date is read in UTC, as lib/dates.ts reads
 * the CMS's zone-less site times, so the answer does not depend on the server's zone.
 */
export function yearRollingOverAt(date: Date, month: number): number {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`A month is 1 to 12, got ${month}`);
  }
  if (Number.isNaN(date.getTime())) throw new RangeError("The date is not a valid date");
  const year = date.getUTCFullYear();
  return date.getUTCMonth() + 1 >= month ? year + 1 : year;
}

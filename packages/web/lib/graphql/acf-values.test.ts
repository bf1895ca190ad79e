import { describe, expect, it } from "vitest";
import { acfDate, acfDateTime, mediaItem, selected } from "./acf-values";

describe("ACF values as WPGraphQL for ACF 2.x gives them", () => {
  it("reads an image or file field's media item, or none", () => {
    expect(mediaItem({ node: { sourceUrl: "/a.jpg" } })).toEqual({ sourceUrl: "/a.jpg" });
    expect(mediaItem(null)).toBeNull();
  });

  it.each<[(string | null)[] | null, string | null]>([
    [["executive"], "executive"],
    [[null, "board"], "board"],
    [[], null],
    [null, null],
  ])("reads the select %j as %j", (values, expected) => {
    expect(selected(values)).toBe(expected);
  });

  it.each([
    ["2024-01-11T00:00:00+00:00", "2024-01-11"],
    ["2024-01-11", "2024-01-11"],
    ["2024-01-11T08:00:00+00:00", null],
    ["11/01/2024", null],
    [null, null],
  ])("reads the date picker %j as %j", (value, expected) => {
    expect(acfDate(value)).toBe(expected);
  });

  it.each([
    // The editor's wall time, whatever offset the bridge wrote beside it.
    ["2025-01-14T08:00:00+00:00", "2025-01-14 08:00:00"],
    ["2025-01-14 08:00:00", "2025-01-14 08:00:00"],
    ["2025-01-14", null],
    [null, null],
  ])("reads the date-time picker %j as %j", (value, expected) => {
    expect(acfDateTime(value)).toBe(expected);
  });
});

import { describe, expect, it } from "vitest";
import {
  dateTime,
  dollars,
  longDate,
  percent,
  shortDate,
  timeZoneLabel,
  zoneAbbreviation,
} from "./format";
import { groupedWhole } from "./numbers";

const NBSP = "\u00a0";
/** Site time read as UTC, as lib/dates.ts reads it. */
const at = (siteTime: string) => new Date(`${siteTime}Z`);

describe("dates and times in each language", () => {
  it("writes a date long and short: English as en-CA, French as Quebec writes it", () => {
    expect(longDate(at("2027-01-14T08:00:00"), "en")).toBe("January 14, 2027");
    expect(longDate(at("2027-01-14T08:00:00"), "fr")).toBe("14 janvier 2027");
    expect(shortDate(at("2024-01-11T00:00:00"), "en")).toBe("Jan 11, 2024");
    expect(shortDate(at("2024-01-11T00:00:00"), "fr")).toBe("11 janv. 2024");
  });

  it("writes the first of a month as an ordinal in French only", () => {
    expect(longDate(at("2027-09-01T00:00:00"), "fr")).toBe("1er septembre 2027");
    expect(shortDate(at("2027-09-01T00:00:00"), "fr")).toBe("1er sept. 2027");
    expect(longDate(at("2027-09-01T00:00:00"), "en")).toBe("September 1, 2027");
    expect(longDate(at("2027-09-11T00:00:00"), "fr")).toBe("11 septembre 2027");
  });

  it("writes a moment: English with a.m. and p.m., French on the 24-hour clock, minutes only when some", () => {
    expect(dateTime(at("2027-01-14T08:00:00"), "en")).toBe("January 14, 2027 at 8:00 a.m.");
    expect(dateTime(at("2027-01-14T13:30:00"), "en")).toBe("January 14, 2027 at 1:30 p.m.");
    expect(dateTime(at("2027-01-14T08:00:00"), "fr")).toBe(`14 janvier 2027 à 8${NBSP}h`);
    expect(dateTime(at("2027-01-14T13:30:00"), "fr")).toBe(`14 janvier 2027 à 13${NBSP}h${NBSP}30`);
    expect(dateTime(at("2027-01-14T00:05:00"), "fr")).toBe(`14 janvier 2027 à 0${NBSP}h${NBSP}05`);
  });

  it("names a time's zone by its city, eliding French's de before a vowel", () => {
    expect(timeZoneLabel("America/Toronto", "en")).toBe("Toronto time");
    expect(timeZoneLabel("America/Toronto", "fr")).toBe("heure de Toronto");
    expect(timeZoneLabel("America/Edmonton", "fr")).toBe("heure d’Edmonton");
    expect(timeZoneLabel("America/St_Johns", "en")).toBe("St Johns time");
    expect(timeZoneLabel("UTC", "fr")).toBe("UTC");
  });

  it("abbreviates the zone as each language's readers know it", () => {
    const winter = new Date("2027-01-14T13:00:00Z");
    const summer = new Date("2027-07-14T12:00:00Z");
    expect(zoneAbbreviation(winter, "America/Toronto", "en")).toBe("EST");
    expect(zoneAbbreviation(summer, "America/Toronto", "en")).toBe("EDT");
    expect(zoneAbbreviation(winter, "America/Toronto", "fr")).toBe("HNE");
    expect(zoneAbbreviation(summer, "America/Toronto", "fr")).toBe("HAE");
  });
});

describe("money, shares and counts in each language", () => {
  it("writes dollars with every decimal given and at least cents, the sign where each language puts it", () => {
    expect(dollars(0.06, "en")).toBe("$0.06");
    expect(dollars(0.06, "fr")).toBe(`0,06${NBSP}$`);
    expect(dollars(0.02875, "en")).toBe("$0.02875");
    expect(dollars(0.02875, "fr")).toBe(`0,02875${NBSP}$`);
    expect(dollars(1234.5, "fr")).toBe(`1${NBSP}234,50${NBSP}$`);
  });

  it("writes a share as a percentage", () => {
    expect(percent(0.0425, "en")).toBe("4.25%");
    expect(percent(0.0425, "fr")).toBe(`4,25${NBSP}%`);
  });

  it("groups a whole number by thousands as Intl does, without Intl", () => {
    for (const whole of [0, 7, 999, 1000, 12345, 1234567]) {
      expect(groupedWhole(whole, "en")).toBe(new Intl.NumberFormat("en-CA").format(whole));
      expect(groupedWhole(whole, "fr")).toBe(new Intl.NumberFormat("fr-CA").format(whole));
    }
  });
});

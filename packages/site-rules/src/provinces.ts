// Province filter: keeps only the names of Canadian provinces and territories, in the form the
// input gave them. Newfoundland is known by both of its names and Québec with or without its
// accent. The site filters brands by it and the content service checks seed records with it, so a
// name one accepts the other does too.

export const PROVINCE_AND_TERRITORY_NAMES: readonly string[] = [
  "Alberta",
  "British Columbia",
  "Manitoba",
  "New Brunswick",
  "Newfoundland and Labrador",
  "Newfoundland",
  "Northwest Territories",
  "Nova Scotia",
  "Nunavut",
  "Ontario",
  "Prince Edward Island",
  "Québec",
  "Quebec",
  "Saskatchewan",
  "Yukon",
];

// CMS fields vary in case, spacing and Unicode form ("Que\u0301bec"); the name is what counts.
function comparable(name: string): string {
  return name.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase("en-CA");
}

const KNOWN = new Set(PROVINCE_AND_TERRITORY_NAMES.map(comparable));

export function isProvinceOrTerritory(value: unknown): value is string {
  return typeof value === "string" && KNOWN.has(comparable(value));
}

export function filterProvinces(values: readonly unknown[]): string[] {
  return values.filter(isProvinceOrTerritory);
}

/** Each name's comparable form to its one spelling: variants name the same place. */
const ONE_SPELLING: ReadonlyMap<string, string> = new Map([
  ...PROVINCE_AND_TERRITORY_NAMES.map((name): [string, string] => [comparable(name), name]),
  [comparable("Newfoundland"), "Newfoundland and Labrador"],
  [comparable("Quebec"), "Québec"],
]);

/**
 * One spelling per province or territory, so that a filter and the records it filters agree
 * whatever form either was written in: "newfoundland" and "Newfoundland and Labrador" are
 * "Newfoundland and Labrador", "QUEBEC" and "Que\u0301bec" are "Québec". Null when the value
 * is no province or territory.
 */
export function canonicalProvince(value: unknown): string | null {
  return isProvinceOrTerritory(value) ? (ONE_SPELLING.get(comparable(value)) ?? null) : null;
}

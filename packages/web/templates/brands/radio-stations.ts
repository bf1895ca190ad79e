// The radio station filter of the brands page: ?province=<name>, read with the province rule
// of @corus/site-rules/provinces. A value that names no province or territory is ignored (every
// station), so whatever a visitor or a crawler puts in the URL never reaches the page.
import { canonicalProvince } from "@corus/site-rules/provinces";

export interface RadioStation {
  province: string | null;
}

/** The province a query asks for, in its one spelling; null for anything else. */
export function requestedProvince(value: string | string[] | undefined): string | null {
  return typeof value === "string" ? canonicalProvince(value) : null;
}

/** The provinces with stations, each once, in alphabetical order: the filter's options. */
export function provinceOptions(stations: readonly RadioStation[]): string[] {
  const provinces = new Set(
    stations.flatMap((station) => canonicalProvince(station.province) ?? []),
  );
  return [...provinces].sort((a, b) => a.localeCompare(b, "en-CA"));
}

export function stationsIn<T extends RadioStation>(
  stations: readonly T[],
  province: string | null,
): T[] {
  if (province === null) return [...stations];
  return stations.filter((station) => canonicalProvince(station.province) === province);
}

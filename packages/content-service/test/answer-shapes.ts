// Compares two GraphQL answers by shape, not value: the same keys at every level, the same JSON
// types (null, string, number, boolean, list, object), the same __typename, empty lists where
// the other is empty, errors where the other has errors. Values that follow from the content
// (titles, ids, URLs, dates, counts, how many items a list holds) are not compared.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * What two different content sets explain, each by its path and why. A path names fields
 * from the answer's root with `[]` for a list's items: `data.nodeByUri.featuredImage`.
 */
export interface SetAside {
  /** Null in WordPress's answer and set here: the seed has what the recorded site lacks. */
  nullInWordPress?: Record<string, string>;
  /** Null here and set in WordPress's answer: the recorded site has what the seed lacks. */
  nullHere?: Record<string, string>;
  /** Lists that may be empty on one side and not on the other. */
  emptiness?: Record<string, string>;
  /** List items of a __typename that only WordPress's list holds. */
  typesOnlyInWordPress?: Record<string, string>;
  /** List items of a __typename that only the stand-in's list holds. */
  typesOnlyHere?: Record<string, string>;
  /** Fields the operation asks for now that the recorded one did not. */
  notRecorded?: Record<string, string>;
}

const jsonType = (value: Json) =>
  value === null ? "null" : Array.isArray(value) ? "list" : typeof value;

const isObject = (value: Json): value is { [key: string]: Json } =>
  value !== null && typeof value === "object" && !Array.isArray(value);

const typenameOf = (value: Json) =>
  isObject(value) && typeof value.__typename === "string" ? value.__typename : undefined;

/**
 * How `actual` differs in shape from `recorded`, one line per difference; `used` collects the
 * set-aside paths that were needed (`<kind> <path>`), so that none stays listed in vain.
 */
export function shapeDifferences(
  recorded: Json,
  actual: Json,
  setAside: SetAside = {},
  used: Set<string> = new Set(),
  path = "",
): string[] {
  const recordedType = jsonType(recorded);
  const actualType = jsonType(actual);
  if (recordedType !== actualType) {
    const kind = recorded === null ? "nullInWordPress" : actual === null ? "nullHere" : undefined;
    if (kind && setAside[kind]?.[path] !== undefined) {
      used.add(`${kind} ${path}`);
      return [];
    }
    return [`${path || "(root)"}: ${recordedType} in WordPress, ${actualType} here`];
  }
  if (Array.isArray(recorded) && Array.isArray(actual)) {
    return listDifferences(recorded, actual, setAside, used, path);
  }
  if (isObject(recorded) && isObject(actual)) {
    const differences: string[] = [];
    const at = (key: string) => (path ? `${path}.${key}` : key);
    if (recorded.__typename !== actual.__typename) {
      differences.push(
        `${at("__typename")}: ${String(recorded.__typename)} in WordPress, ${String(actual.__typename)} here`,
      );
    }
    for (const key of Object.keys(recorded)) {
      if (!(key in actual)) differences.push(`${at(key)}: in WordPress's answer, missing here`);
    }
    for (const [key, value] of Object.entries(actual)) {
      const recordedValue = recorded[key];
      if (recordedValue !== undefined) {
        differences.push(...shapeDifferences(recordedValue, value, setAside, used, at(key)));
      } else if (setAside.notRecorded?.[at(key)] !== undefined) {
        used.add(`notRecorded ${at(key)}`);
      } else {
        differences.push(`${at(key)}: here, not in WordPress's answer`);
      }
    }
    return differences;
  }
  return [];
}

/**
 * Lists: empty on both sides or on neither. Each item here must have the shape of one of
 * WordPress's items of its __typename, and each of WordPress's items the shape of one here: a
 * field WordPress answers both null and set must be both here too, unless the content explains.
 */
function listDifferences(
  recorded: Json[],
  actual: Json[],
  setAside: SetAside,
  used: Set<string>,
  path: string,
): string[] {
  if ((recorded.length === 0) !== (actual.length === 0)) {
    if (setAside.emptiness?.[path] === undefined) {
      return [`${path}: ${recorded.length} items in WordPress, ${actual.length} here`];
    }
    used.add(`emptiness ${path}`);
  }
  if (recorded.length === 0 || actual.length === 0) return [];
  const itemPath = `${path}[]`;
  const differences = new Set<string>();

  /** Matches each item of `items` with the closest of `others` of its __typename. */
  const match = (items: Json[], others: Json[], ours: boolean) => {
    for (const item of items) {
      const typename = typenameOf(item);
      const candidates = others.filter((other) => typenameOf(other) === typename);
      if (candidates.length === 0) {
        const kind = ours ? "typesOnlyHere" : "typesOnlyInWordPress";
        if (setAside[kind]?.[itemPath] !== undefined) {
          used.add(`${kind} ${itemPath}`);
        } else {
          const where = ours ? "here, not in WordPress's list" : "in WordPress's list, not here";
          differences.add(`${itemPath}: a ${typename} ${where}`);
        }
        continue;
      }
      const [closest] = candidates
        .map((candidate) => {
          const usedHere = new Set<string>();
          const found = ours
            ? shapeDifferences(candidate, item, setAside, usedHere, itemPath)
            : shapeDifferences(item, candidate, setAside, usedHere, itemPath);
          return { differences: found, used: usedHere };
        })
        .sort((a, b) => a.differences.length - b.differences.length);
      for (const key of closest?.used ?? []) used.add(key);
      for (const difference of closest?.differences ?? []) differences.add(difference);
    }
  };
  match(actual, recorded, true);
  match(recorded, actual, false);
  return [...differences];
}

/** The set-aside paths of `setAside`, as `used` names them. */
export function setAsidePaths(setAside: SetAside): string[] {
  return Object.entries(setAside).flatMap(([kind, paths]) =>
    Object.keys(paths as Record<string, string>).map((path) => `${kind} ${path}`),
  );
}

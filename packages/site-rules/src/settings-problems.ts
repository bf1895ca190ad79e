// How every settings reader (the site, the content service, the edge, the stack) reports what
// its zod schema found wrong: each problem as `NAME message, got "value"`, all at once. The
// value is the variable's own, never an object: a rule over several variables (zod's
// superRefine) gets the whole environment as its input, which would print "[object Object]".
// A secret's value is never shown. Written against the shape of zod's issues, so this package
// needs no zod.

/** What a reader needs of one of zod's issues. */
export interface SettingsIssue {
  /** The variable first (an item of a list after it); empty for a rule over several. */
  readonly path: readonly PropertyKey[];
  readonly message: string;
  /** What the check looked at, when zod was asked to report it (`reportInput: true`). */
  readonly input?: unknown;
}

export function settingsProblems(
  issues: readonly SettingsIssue[],
  env: Readonly<Record<string, string | undefined>>,
  secrets: ReadonlySet<string> = new Set(),
): string {
  return issues
    .map(({ path, message, input }) => {
      const [name] = path;
      // A rule over several variables names them in its message.
      if (name === undefined) return message;
      const variable = String(name);
      if (secrets.has(variable)) return `${variable} ${message}`;
      // The item of a list the check refused, else the variable's value as set.
      const value = typeof input === "string" ? input : env[variable];
      // Unset: the message says what it must be.
      return value === undefined
        ? `${variable} ${message}`
        : `${variable} ${message}, got "${value}"`;
    })
    .join("; ");
}

// A catalog string with its blanks filled: "{title}" and the like (strings.ts, templates.ts).
// Tiny, as templates fill them in the browser too (hydration).

export const fill = (text: string, values: Readonly<Record<string, string>>): string =>
  text.replace(/\{(\w+)\}/g, (blank, name: string) => values[name] ?? blank);

// Matched words marked in plain text, as WordPress matches them: ignoring case and accents.
// The result is text in alternating pieces (plain, matched, plain, ...), which components
// render as text and <mark> elements: no HTML is built here, so nothing needs escaping.

/** Alternating plain and matched pieces, starting with plain (possibly ""). */
export type HighlightedText = string[];

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** `text` folded, with where each folded code unit came from in `text`. */
function folded(text: string) {
  let value = "";
  const starts: number[] = [];
  const ends: number[] = [];
  let at = 0;
  for (const character of text) {
    const part = fold(character);
    for (let i = 0; i < part.length; i += 1) {
      starts.push(at);
      ends.push(at + character.length);
    }
    value += part;
    at += character.length;
  }
  return { value, starts, ends };
}

/** Where `words` occur in `text`: [start, end) ranges, in order, overlaps merged. */
export function matchRanges(text: string, words: readonly string[]): [number, number][] {
  const haystack = folded(text);
  const ranges: [number, number][] = [];
  for (const word of words) {
    const needle = fold(word);
    if (!needle) continue;
    for (let at = haystack.value.indexOf(needle); at !== -1;) {
      const start = haystack.starts[at];
      const end = haystack.ends[at + needle.length - 1];
      if (start !== undefined && end !== undefined) ranges.push([start, end]);
      at = haystack.value.indexOf(needle, at + needle.length);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

export function highlight(text: string, words: readonly string[]): HighlightedText {
  const pieces: string[] = [];
  let at = 0;
  for (const [start, end] of matchRanges(text, words)) {
    pieces.push(text.slice(at, start), text.slice(start, end));
    at = end;
  }
  pieces.push(text.slice(at));
  return pieces;
}

/** Characters of context shown before the first match when a text is cut (at most a quarter). */
const LEAD = 60;

/**
 * At most about `length` characters of `text`, cut at spaces, around the first match (or
 * from the start), with an ellipsis where text was left out.
 */
export function passage(text: string, words: readonly string[], length: number): string {
  if (text.length <= length) return text;
  const first = matchRanges(text, words)[0]?.[0] ?? 0;
  const lead = Math.min(LEAD, Math.floor(length / 4));
  let start = Math.max(0, Math.min(first - lead, text.length - length));
  if (start > 0) {
    const space = text.indexOf(" ", start);
    start = space !== -1 && space < first ? space + 1 : first;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > start) end = space;
  }
  return `${start > 0 ? "… " : ""}${text.slice(start, end).trim()}${end < text.length ? " …" : ""}`;
}

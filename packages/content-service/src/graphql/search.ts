// WordPress's search (WP_Query's `s`, the `search` argument of post object connections):
// the string is split into words and "quoted phrases"; every one must appear in the title,
// the excerpt or the content (a leading "-" excludes instead), compared as MySQL's default
// collation compares (case and accents ignored). Without an explicit order the results
// come by relevance: the whole string in the title, then every word in the title, then any
// word in it, then the whole string in the excerpt or the content; newest first within each.
// The same for every post type: one without the editor has an empty content, as in WordPress.

/** The posts table's columns WordPress searches. */
export interface Searchable {
  title: string;
  excerpt: string;
  content: string;
}

/** WordPress's English stop words, left out of a search unless nothing else is left. */
const STOPWORDS = new Set(
  "about an are as at be by com for from how in is it of on or that the this to was what when where who will with www".split(
    " ",
  ),
);
/** Past this many words WordPress searches for the whole string instead. */
const MAX_TERMS = 9;
/** Past this many words WordPress stops ranking by words in the title. */
const MAX_RANKED_TERMS = 6;

/** Case- and accent-insensitive form, as utf8mb4_unicode_ci compares. */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

interface Term {
  text: string;
  exclude: boolean;
}

export interface ParsedSearch {
  terms: Term[];
  /** The whole string, for the sentence ranks; null when it holds an exclusion. */
  sentence: string | null;
  rankByWords: boolean;
}

export function parseSearch(search: string | null | undefined): ParsedSearch | null {
  const raw = (search ?? "").replace(/[\r\n]/g, "");
  if (!raw.trim()) return null;
  const matches = raw.match(/".*?("|$)|((?<=[\t ",+])|^)[^\t ",+]+/g) ?? [];
  const words = matches.flatMap((match) => {
    const text = /^".+"$/.test(match)
      ? match.replace(/^["']+|["']+$/g, "")
      : match.replace(/^["' ]+|["' ]+$/g, "");
    if (!text || (text.length === 1 && /^[a-z-]$/i.test(text))) return [];
    return STOPWORDS.has(text.toLowerCase()) ? [] : [text];
  });
  const kept = words.length === 0 || words.length > MAX_TERMS ? [raw] : words;
  const terms = kept.map((text) =>
    text.startsWith("-") && text.length > 1
      ? { text: fold(text.slice(1)), exclude: true }
      : { text: fold(text), exclude: false },
  );
  return {
    terms,
    sentence: /(?:\s|^)-/.test(raw) ? null : fold(raw),
    rankByWords: matches.length > 1,
  };
}

interface FoldedText {
  title: string;
  excerpt: string;
  content: string;
}

/** Folded once per record: the store is read-only, so each search only compares strings. */
const folded = new WeakMap<Searchable, FoldedText>();
const foldedOf = (record: Searchable): FoldedText => {
  let text = folded.get(record);
  if (!text) {
    text = {
      title: fold(record.title),
      excerpt: fold(record.excerpt),
      content: fold(record.content),
    };
    folded.set(record, text);
  }
  return text;
};

export function matchesSearch(record: Searchable, search: ParsedSearch | null): boolean {
  if (!search) return true;
  const { title, excerpt, content } = foldedOf(record);
  return search.terms.every(({ text, exclude }) => {
    const found = title.includes(text) || excerpt.includes(text) || content.includes(text);
    return exclude ? !found : found;
  });
}

/** WordPress's relevance rank of a match: lower comes first. */
export function searchRank(record: Searchable, search: ParsedSearch): number {
  const { title, excerpt, content } = foldedOf(record);
  const wanted = search.terms.filter((term) => !term.exclude).map((term) => term.text);
  const inTitle = wanted.filter((text) => title.includes(text)).length;
  if (!search.rankByWords) return inTitle > 0 ? 1 : 2;
  if (search.sentence && title.includes(search.sentence)) return 1;
  if (wanted.length < MAX_RANKED_TERMS + 1) {
    if (wanted.length > 0 && inTitle === wanted.length) return 2;
    if (wanted.length > 1 && inTitle > 0) return 3;
  }
  if (search.sentence && excerpt.includes(search.sentence)) return 4;
  if (search.sentence && content.includes(search.sentence)) return 5;
  return 6;
}

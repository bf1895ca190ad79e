// WordPress's keyword search (WP_Query's `s`, which WPGraphQL's `where: { search }` sets):
// the search is split into words and quoted phrases; every one must appear in the title, the
// excerpt or the content; MySQL's usual collation makes that case- and accent-insensitive.
// Results come in WordPress's relevance order: the whole search in the title, then every
// word in the title, then any word in the title, then the whole search in the excerpt or the
// content, each group newest first.

export interface Searchable {
  databaseId: number;
  title: string;
  excerpt: string;
  content: string;
  date: string;
}

/** WP_Query::parse_search: quoted phrases, or runs of anything but tabs, spaces, quotes, commas and plus signs. */
const TERM = /".*?("|$)|((?<=[\t ",+])|^)[^\t ",+]+/g;

/** WordPress's search stopwords (wp_get_search_stopwords, English). */
const STOPWORDS = new Set(
  "about an are as at be by com for from how in is it of on or that the this to was what when where who will with www".split(
    " ",
  ),
);

/** Case and accents folded away, as the database compares. */
export const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

export interface ParsedSearch {
  /** The whole search, as WordPress keeps it. */
  sentence: string;
  /** What must each appear. */
  terms: string[];
  /** How many terms the search had before short words and stopwords were dropped. */
  rawTermCount: number;
}

export function parseSearch(search: string): ParsedSearch {
  const sentence = search.replace(/[\r\n]/g, "");
  const raw = sentence.match(TERM) ?? [];
  const terms = raw.flatMap((term) => {
    const trimmed = /^".+"$/.test(term)
      ? term.replace(/^["']+|["']+$/g, "")
      : term.replace(/^["' ]+|["' ]+$/g, "");
    if (!trimmed || /^[a-z-]$/i.test(trimmed)) return [];
    return STOPWORDS.has(trimmed.toLowerCase()) ? [] : [trimmed];
  });
  // Only short words or stopwords, or ten words or more: WordPress matches the sentence.
  return {
    sentence,
    terms: terms.length === 0 || terms.length > 9 ? [sentence] : terms,
    rawTermCount: raw.length,
  };
}

/** The records that match `search`, most relevant first. */
export function keywordSearch<T extends Searchable>(records: T[], search: string): T[] {
  const { sentence, terms, rawTermCount } = parseSearch(search);
  const folded = terms.map(fold);
  const foldedSentence = fold(sentence);
  const ranked = records.flatMap((record) => {
    const title = fold(record.title);
    const excerpt = fold(record.excerpt);
    const content = fold(record.content);
    const matches = folded.every(
      (term) => title.includes(term) || excerpt.includes(term) || content.includes(term),
    );
    if (!matches) return [];
    return [
      { record, rank: relevance(title, excerpt, content, folded, foldedSentence, rawTermCount) },
    ];
  });
  return ranked
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        b.record.date.localeCompare(a.record.date) ||
        b.record.databaseId - a.record.databaseId,
    )
    .map(({ record }) => record);
}

/** WP_Query::parse_search_order: lower is more relevant. */
function relevance(
  title: string,
  excerpt: string,
  content: string,
  terms: string[],
  sentence: string,
  rawTermCount: number,
): number {
  if (rawTermCount <= 1) return terms.some((term) => title.includes(term)) ? 1 : 2;
  if (title.includes(sentence)) return 1;
  if (terms.length < 7 && terms.every((term) => title.includes(term))) return 2;
  if (terms.length > 1 && terms.length < 7 && terms.some((term) => title.includes(term))) return 3;
  if (excerpt.includes(sentence)) return 4;
  if (content.includes(sentence)) return 5;
  return 6;
}

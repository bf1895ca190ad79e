// The words and phrases of a search that WordPress requires in every result (WP_Query's
// parse_search), so the site highlights what the CMS matched: quoted phrases stay whole,
// single letters and common words ("the", "of") are left out, and a search of nothing else,
// or of ten words or more, is one phrase.

const TERM = /".*?("|$)|((?<=[\t ",+])|^)[^\t ",+]+/g;

/** WordPress's English search stopwords (wp_get_search_stopwords). */
const STOPWORDS = new Set(
  "about an are as at be by com for from how in is it of on or that the this to was what when where who will with www".split(
    " ",
  ),
);

export function searchWords(terms: string): string[] {
  const words = (terms.match(TERM) ?? []).flatMap((term) => {
    const word = term.replace(/^["' ]+|["' ]+$/g, "");
    if (!word || /^[a-z-]$/i.test(word) || STOPWORDS.has(word.toLowerCase())) return [];
    return [word];
  });
  if (words.length === 0 || words.length > 9) return terms ? [terms] : [];
  return words;
}

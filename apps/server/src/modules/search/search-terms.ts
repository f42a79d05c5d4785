/**
 * Turns whatever a person types into search terms that are safe in a full-text query. Only
 * runs of letters, digits and combining marks survive, so FTS5 syntax ("", *, NEAR, AND, ^,
 * parentheses, column filters) and tsquery operators (& | ! <-> :) can never reach either
 * engine as syntax; each term is then quoted as a plain word.
 */
export const MAX_TERMS = 12;
const MAX_TERM_LENGTH = 64;

export interface SearchTerms {
  /** Lower-case words, in the order typed, without repeats. */
  words: string[];
  /** The last word also matches as a prefix, so results follow as the person types. */
  prefixLast: boolean;
}

/** Lower case without accents, as FTS5's unicode61 tokenizer (remove_diacritics 2) sees words. */
export function foldWord(word: string): string {
  return word.normalize("NFKD").replace(/\p{M}+/gu, "").toLowerCase();
}

export function parseSearchTerms(query: string): SearchTerms {
  const words: string[] = [];
  for (const match of query.normalize("NFKC").matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    const word = foldWord(match[0]).slice(0, MAX_TERM_LENGTH);
    // A run of marks alone folds to nothing.
    if (word && !words.includes(word)) words.push(word);
    if (words.length === MAX_TERMS) break;
  }
  return { words, prefixLast: words.length > 0 };
}

/** `"kitchen" "tile"*`: quoted words, all required. */
export function toFts5Query({ words, prefixLast }: SearchTerms): string {
  return words.map((word, i) => `"${word}"${prefixLast && i === words.length - 1 ? "*" : ""}`).join(" ");
}

/** `'kitchen' & 'tile':*` for to_tsquery('simple', …). */
export function toTsQuery({ words, prefixLast }: SearchTerms): string {
  return words.map((word, i) => `'${word}'${prefixLast && i === words.length - 1 ? ":*" : ""}`).join(" & ");
}

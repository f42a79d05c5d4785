/**
 * Turns whatever a person types into search terms that are safe in a full-text query. Only
 * runs of letters and digits survive, so FTS5 syntax ("", *, NEAR, AND, ^,
 * parentheses, column filters) and tsquery operators (& | ! <-> :) can never reach either
 * engine as syntax; each term is then quoted as a plain word.
 */
import { searchWords } from "../../lib/search-fold.js";

export const MAX_TERMS = 12;
const MAX_TERM_LENGTH = 64;

export interface SearchTerms {
  /** Lower-case words, in the order typed, without repeats. */
  words: string[];
  /** The last word also matches as a prefix, so results follow as the person types. */
  prefixLast: boolean;
}

/** One typed word as the index holds it (words the fold splits, such as "½", come out joined). */
export function foldWord(word: string): string {
  return searchWords(word).join("");
}

/** The same words the index holds (lib/search-fold), so the query and the rows agree on both databases. */
export function parseSearchTerms(query: string): SearchTerms {
  const words: string[] = [];
  for (const found of searchWords(query)) {
    const word = found.slice(0, MAX_TERM_LENGTH);
    if (!words.includes(word)) words.push(word);
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

/**
 * Any of the phrases, each its words in order: `"o brien" OR "sarah"`. Words come from
 * searchWords (letters and digits only), so quoting them is safe.
 */
export function toFts5AnyPhrase(phrases: readonly string[][]): string {
  return phrases.map((words) => `"${words.join(" ")}"`).join(" OR ");
}

/** `('o' <-> 'brien') | 'sarah'` for to_tsquery('simple', …). */
export function toTsQueryAnyPhrase(phrases: readonly string[][]): string {
  return phrases.map((words) => `(${words.map((word) => `'${word}'`).join(" <-> ")})`).join(" | ");
}

import { loadWordTable } from "../embeddings/table.js";

/** Rows of the vocabulary are frequency ranks; below this a word is everyday English. */
const RARE_RANK = 30_000;

/**
 * Words outside the 30,000 most frequent of the embedding vocabulary (or not in it at all): in a position where only a person
 * can stand ("call chiamaka back"), such a word is a name rather than an English word. Slang and typos are
 * rare too, so callers ask only in those positions. Without the table (a bundle that left it out) nothing
 * is rare, which keeps the older, narrower reading.
 */
export function isRareWord(word: string, rankFloor = RARE_RANK): boolean {
  const index = vocabulary();
  if (!index || !/^\p{L}{3,}$/u.test(word)) return false;
  const rank = (w: string): number => index.get(w) ?? Infinity;
  const lower = word.toLowerCase();
  // "ironed", "pistachios": an inflection of an everyday word is not a name.
  const stems = [lower.replace(/(?:ed|es|s|ing)$/, ""), lower.replace(/(?:d|s)$/, "")].filter((st) => st.length >= 3 && st !== lower);
  return rank(lower) >= rankFloor && !stems.some((st) => rank(st) < RARE_RANK);
}

/** A word's frequency rank in the vocabulary (Infinity when absent, or without the table); read by round 82's compounds. */
export function wordRank(word: string): number {
  return vocabulary()?.get(word.toLowerCase()) ?? Infinity;
}

let cached: ReadonlyMap<string, number> | null | undefined;

function vocabulary(): ReadonlyMap<string, number> | null {
  if (cached === undefined) {
    try {
      cached = loadWordTable().index;
    } catch {
      cached = null;
    }
  }
  return cached;
}

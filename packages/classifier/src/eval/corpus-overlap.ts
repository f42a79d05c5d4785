import type { CorpusEntry } from "../engines/local/corpus/index.js";

/** Lowercase word sequences of length n ("remind me to call"), punctuation and emoji dropped. */
export function wordNgrams(text: string, n: number): Set<string> {
  const words = text.toLowerCase().replace(/[’']/g, "'").match(/[\p{L}\p{N}']+/gu) ?? [];
  const out = new Set<string>();
  for (let i = 0; i + n <= words.length; i++) out.add(words.slice(i, i + n).join(" "));
  return out;
}

export interface Overlap {
  corpus: string;
  evalText: string;
  shared: string[];
}

/**
 * Corpus sentences sharing a word sequence of length n with evaluation sentences: the corpus
 * must teach the meanings, not the eval set's wording.
 */
export function findOverlaps(corpus: CorpusEntry[], evalTexts: string[], n = 4): Overlap[] {
  const index = new Map<string, string>();
  for (const t of evalTexts) for (const g of wordNgrams(t, n)) index.set(g, t);
  const out: Overlap[] = [];
  for (const entry of corpus) {
    const shared = [...wordNgrams(entry.text, n)].filter((g) => index.has(g));
    if (shared.length) out.push({ corpus: entry.text, evalText: index.get(shared[0]!)!, shared });
  }
  return out;
}

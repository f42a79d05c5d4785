import { distance } from "fastest-levenshtein";
import { searchWords } from "../../../lib/search-fold.js";

/**
 * Groups names that are the same or nearly the same ("Jon Smith", "john smith", "Smith, John").
 * Pure, and bounded so it can run on the request's thread for thousands of names:
 *
 * - A name's key is its folded words (lib/search-fold: case, accents, punctuation) in sorted
 *   order, so word order and punctuation never matter; equal keys are the same name.
 * - Near-same means the same number of words, each within one typo (two for words of 8+
 *   letters, none under 3, and words with digits exactly) and two in all; distances are computed only when the lengths allow
 *   them. Keys over MAX_KEY characters are only ever compared for equality.
 * - Pairs are compared only when they share a block: a word of 3+ letters or one of its
 *   one-letter deletions (so "jon"/"john" and "jonh"/"john" meet). Blocks larger than
 *   MAX_BLOCK are words too common to tell names apart ("the", "project") and are skipped, which
 *   caps the comparisons at names × blocks per name × MAX_BLOCK.
 *
 * No pattern is built from the names: words come from one constant expression, and everything
 * else is string comparison.
 */

export const MAX_KEY = 120;
const MAX_BLOCK = 40;
const MIN_BLOCK_WORD = 3;
const HAS_DIGIT = /\p{N}/u;

export interface NamedItem {
  id: string;
  name: string;
}

export interface NearDuplicateGroup<T extends NamedItem> {
  items: T[];
  /** Every pair in the group had equal keys. */
  exact: boolean;
}

export function nameKey(name: string): string {
  return searchWords(name.slice(0, 1000)).sort().join(" ");
}

/** Typos a word may have and still be the same word: none in very short words, two in long ones. */
function allowedEdits(a: string, b: string): number {
  const shorter = Math.min(a.length, b.length);
  return shorter < 3 ? 0 : shorter < 8 ? 1 : 2;
}

/**
 * Same number of words, and word by word (in key order) within each word's allowance, with at
 * most two typos in the whole name: "jon smith"/"john smith" but not "jane smith"/"jon smith".
 */
export function isNearSame(a: string, b: string): boolean {
  if (a === b) return a.length > 0;
  if (a.length === 0 || b.length === 0 || a.length > MAX_KEY || b.length > MAX_KEY) return false;
  const wordsA = a.split(" ");
  const wordsB = b.split(" ");
  if (wordsA.length !== wordsB.length) return false;
  let total = 0;
  for (let i = 0; i < wordsA.length; i += 1) {
    const x = wordsA[i]!;
    const y = wordsB[i]!;
    if (x === y) continue;
    // "Invoice 2023" and "Invoice 2024" are two things, not a typo.
    if (HAS_DIGIT.test(x) || HAS_DIGIT.test(y)) return false;
    const allowed = allowedEdits(x, y);
    if (Math.abs(x.length - y.length) > allowed) return false;
    const edits = distance(x, y);
    if (edits > allowed) return false;
    total += edits;
    if (total > 2) return false;
  }
  return true;
}

function blocksOf(key: string): Set<string> {
  const blocks = new Set<string>();
  if (key.length > MAX_KEY) return blocks;
  for (const word of key.split(" ")) {
    if (word.length < MIN_BLOCK_WORD) continue;
    blocks.add(word);
    if (HAS_DIGIT.test(word)) continue;
    for (let i = 0; i < word.length && word.length > MIN_BLOCK_WORD; i += 1) blocks.add(word.slice(0, i) + word.slice(i + 1));
  }
  // A name of short words only ("Al", "J R") still meets its exact twins through the whole key.
  if (blocks.size === 0) blocks.add(`=${key}`);
  return blocks;
}

export function findNearDuplicates<T extends NamedItem>(items: readonly T[]): NearDuplicateGroup<T>[] {
  const keys = items.map((item) => nameKey(item.name));
  const parent = items.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  const union = (a: number, b: number) => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };

  // Equal keys first: a hash, however common the name.
  const byKey = new Map<string, number>();
  keys.forEach((key, i) => {
    if (key.length === 0) return;
    const first = byKey.get(key);
    if (first === undefined) byKey.set(key, i);
    else union(first, i);
  });

  const blocks = new Map<string, number[]>();
  keys.forEach((key, i) => {
    if (byKey.get(key) !== i) return; // one representative per exact key
    for (const block of blocksOf(key)) {
      const members = blocks.get(block);
      if (!members) blocks.set(block, [i]);
      else if (members.length <= MAX_BLOCK) members.push(i);
    }
  });
  const compared = new Set<number>();
  for (const members of blocks.values()) {
    if (members.length < 2 || members.length > MAX_BLOCK) continue;
    for (let x = 0; x < members.length; x += 1) {
      for (let y = x + 1; y < members.length; y += 1) {
        const a = members[x]!;
        const b = members[y]!;
        const pair = a < b ? a * items.length + b : b * items.length + a;
        if (compared.has(pair)) continue;
        compared.add(pair);
        if (isNearSame(keys[a]!, keys[b]!)) union(a, b);
      }
    }
  }

  const groups = new Map<number, number[]>();
  items.forEach((_, i) => {
    const root = find(i);
    const members = groups.get(root);
    if (members) members.push(i);
    else groups.set(root, [i]);
  });
  return [...groups.values()]
    .filter((members) => members.length > 1)
    .map((members) => ({ items: members.map((i) => items[i]!), exact: members.every((i) => keys[i] === keys[members[0]!]) }));
}

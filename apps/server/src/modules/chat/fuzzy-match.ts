import { distance } from "fastest-levenshtein";

/**
 * Matching a name a person typed ("kitchen", "kitchn reno") to the names they have. Pure. It
 * runs on the request's thread over up to a few hundred names per command, so every edit
 * distance is bounded: at most two typos are ever allowed, so pairs whose lengths differ by
 * more are skipped without computing anything, the query is cut to MAX_NAME_QUERY characters,
 * and the query's normal form and words are computed once per call, not once per name.
 */

/** Longer than any name a person gives a project or contact; the grammar refuses longer ones. */
export const MAX_NAME_QUERY = 200;
/** The most typos any comparison allows (see allowedEdits). */
const MAX_EDITS = 2;

export interface Named {
  id: string;
  name: string;
}

export interface NameMatch<T extends Named> {
  item: T;
  /** 1 exact, then lower for prefix, token overlap and edit distance; 0 means no match. */
  score: number;
}

// Words that say what kind of thing it is rather than which one ("the kitchen project").
const FILLER = new Set(["the", "a", "an", "my", "project", "projects", "contact", "on", "for"]);

const NOT_ASCII = /[^ -~]/;

export function normalizeName(text: string): string {
  // Most names are printable ASCII, which has no accents to take off.
  const unaccented = NOT_ASCII.test(text) ? text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "") : text;
  return unaccented
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * Whether `name`'s words appear, whole and in order, in `text`: "Sam" is in "Sam Ortiz" and
 * "lunch with sam" but not in "Samantha". Case- and accent-insensitive, Unicode letters and
 * digits; plain string comparison, so no pattern is built from either.
 */
export function containsName(text: string, name: string): boolean {
  const words = normalizeName(name).split(" ").filter(Boolean);
  if (words.length === 0) return false;
  const haystack = normalizeName(text).split(" ");
  for (let i = 0; i + words.length <= haystack.length; i += 1) {
    if (words.every((w, j) => haystack[i + j] === w)) return true;
  }
  return false;
}

export function editDistance(a: string, b: string): number {
  return distance(a, b);
}

/** The edit distance when it is at most `max`, otherwise max + 1; unequal lengths exit early. */
export function boundedDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max || max <= 0) return max + 1;
  return Math.min(distance(a, b), max + 1);
}

/** Typos allowed for a word of this length: none for short words, where one edit changes the word. */
function allowedEdits(length: number): number {
  return length <= 3 ? 0 : length <= 6 ? 1 : MAX_EDITS;
}

function tokenMatches(query: string, candidate: string): boolean {
  return candidate === query || (query.length >= 3 && candidate.startsWith(query)) || boundedDistance(query, candidate, allowedEdits(query.length)) <= allowedEdits(query.length);
}

/** What is compared of a name or query: its normal form and its meaningful words. */
interface Prepared {
  text: string;
  tokens: string[];
}

function prepare(text: string): Prepared {
  const normal = normalizeName(text.slice(0, MAX_NAME_QUERY));
  const all = normal.split(" ").filter(Boolean);
  const meaningful = all.filter((t) => !FILLER.has(t));
  return { text: normal, tokens: meaningful.length > 0 ? meaningful : all };
}

/**
 * Scores names against one query. Which query words a name word matches is remembered per
 * name word: a person's names share few words ("Shah", "renovation"), so each distinct pair is
 * compared once per request however many names hold it.
 */
function nameScorer(query: string): (name: string) => number {
  const q = prepare(query);
  const distinct = [...new Set(q.tokens)];
  const slot = new Map(distinct.map((t, i) => [t, i]));
  const queryWords = q.tokens.map((t) => slot.get(t)!);
  const joined = q.tokens.join(" ");
  const allowed = allowedEdits(q.text.length);
  const memo = new Map<string, boolean[]>();
  const matchesOf = (word: string): boolean[] => {
    let found = memo.get(word);
    if (!found) {
      found = distinct.map((t) => tokenMatches(t, word));
      memo.set(word, found);
    }
    return found;
  };
  return (name) => {
    const n = prepare(name);
    if (!q.text || !n.text) return 0;
    if (q.text === n.text) return 1;
    if (n.text.startsWith(q.text)) return 0.9;
    if (joined === n.tokens.join(" ")) return 0.95;
    const nameMatches = n.tokens.map(matchesOf);
    const matched = queryWords.filter((i) => nameMatches.some((m) => m[i])).length;
    if (matched === q.tokens.length) return 0.6 + 0.2 * (matched / Math.max(n.tokens.length, 1));
    if (boundedDistance(q.text, n.text, allowed) <= allowed) return 0.55;
    // Some words in common: a weak match, offered as a "did you mean" rather than used.
    return matched > 0 ? 0.3 * (matched / q.tokens.length) : 0;
  };
}

/** How well `query` names `name`, 0..1. */
export function scoreName(query: string, name: string): number {
  return nameScorer(query)(name);
}

/** Every item with a positive score, best first (ties keep the input order). */
export function rankByName<T extends Named>(query: string, items: readonly T[]): NameMatch<T>[] {
  const score = nameScorer(query);
  return items
    .map((item) => ({ item, score: score(item.name) }))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score);
}

/** Scores at or above this are confident enough to act on without asking. */
export const CONFIDENT_MATCH = 0.55;

/**
 * The one item `query` names, or the close candidates when none is confident. Two equally good
 * confident matches are ambiguous, so neither is picked.
 */
export function pickByName<T extends Named>(query: string, items: readonly T[]): { match: T | null; close: T[] } {
  const ranked = rankByName(query, items);
  const best = ranked[0];
  const runnerUp = ranked[1];
  const ambiguous = best !== undefined && runnerUp !== undefined && runnerUp.score === best.score && best.score < 1;
  if (best && best.score >= CONFIDENT_MATCH && !ambiguous) return { match: best.item, close: [] };
  return { match: null, close: ranked.slice(0, 3).map((m) => m.item) };
}

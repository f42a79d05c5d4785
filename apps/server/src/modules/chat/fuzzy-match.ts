/**
 * Matching a name a person typed ("kitchen", "kitchn reno") to the names they have. Pure; the
 * lists are small (a person's projects and contacts), so plain edit distance is fast enough.
 */

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

export function normalizeName(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function tokens(text: string): string[] {
  const all = normalizeName(text).split(" ").filter(Boolean);
  const meaningful = all.filter((t) => !FILLER.has(t));
  return meaningful.length > 0 ? meaningful : all;
}

export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** Typos allowed for a word of this length: none for short words, where one edit changes the word. */
function allowedEdits(length: number): number {
  return length <= 3 ? 0 : length <= 6 ? 1 : 2;
}

function tokenMatches(query: string, candidate: string): boolean {
  return candidate === query || (query.length >= 3 && candidate.startsWith(query)) || editDistance(query, candidate) <= allowedEdits(query.length);
}

/** How well `query` names `name`, 0..1. */
export function scoreName(query: string, name: string): number {
  const q = normalizeName(query);
  const n = normalizeName(name);
  if (!q || !n) return 0;
  if (q === n) return 1;
  if (n.startsWith(q)) return 0.9;
  const qt = tokens(query);
  const nt = tokens(name);
  if (qt.join(" ") === nt.join(" ")) return 0.95;
  const matched = qt.filter((t) => nt.some((c) => tokenMatches(t, c))).length;
  if (matched === qt.length) return 0.6 + 0.2 * (matched / Math.max(nt.length, 1));
  const whole = editDistance(q, n);
  if (whole <= allowedEdits(q.length)) return 0.55;
  // Some words in common: a weak match, offered as a "did you mean" rather than used.
  return matched > 0 ? 0.3 * (matched / qt.length) : 0;
}

/** Every item with a positive score, best first (ties keep the input order). */
export function rankByName<T extends Named>(query: string, items: readonly T[]): NameMatch<T>[] {
  return items
    .map((item) => ({ item, score: scoreName(query, item.name) }))
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

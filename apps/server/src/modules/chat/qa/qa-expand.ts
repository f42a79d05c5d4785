import { isImperativeVerb } from "./qa-cues.js";
import type { QaNote } from "./qa-note.js";
import { contentWords, sameWord, stem, words } from "./qa-words.js";

/**
 * Pseudo-relevance feedback: the notes that name the topic ("bathroom tile + grout $612") tell
 * which other words belong to it ("vanity", "thinset"), so a note that names only those
 * ("ordered the vanity after all, $449") is found too. Only words rare in the person's notes
 * are taken: a word most notes share ("new", "week") says nothing about the topic.
 */

/** How much a note holding only an expansion word is about the topic, against 1 for the topic word itself. */
export const EXPANSION_WEIGHT = 0.6;
/** A word in more notes than this (or this share of them) is too common to stand for one topic. */
const MAX_SHARED = 3;
const MAX_SHARED_SHARE = 0.2;
const MAX_WORDS = 40;
/** A topic word in more than this share of notes names no topic by itself ("new" in "new job"). */
const COMMON_SHARE = 0.25;

const NOISE = new Set(["need", "needs", "still", "first", "last", "next", "day", "days", "week", "weeks", "month", "today", "tomorrow", "tonight", "time", "times", "lol", "ugh", "new", "old", "good", "great", "done", "back", "again", "one", "two", "three"]);

/**
 * How many notes hold each of the `wanted` words. Each note is counted once a word; `wanted` holds no stop word, figure
 * or one-letter word, so a note's plain words count as its content words do.
 */
function documentFrequency(notes: readonly QaNote[], wanted: ReadonlySet<string>): Map<string, number> {
  const df = new Map<string, number>();
  const lastNote = new Map<string, number>();
  notes.forEach((n, i) => {
    for (const w of words(n.text)) {
      if (!wanted.has(w) || lastNote.get(w) === i) continue;
      lastNote.set(w, i);
      df.set(w, (df.get(w) ?? 0) + 1);
    }
  });
  return df;
}

/** The expansion words of a topic (word → weight), read from the notes that name it. */
export function expandTopic(topicWords: readonly string[], notes: readonly QaNote[], people: readonly string[] = [], frame: (word: string) => boolean = () => false): Map<string, number> {
  const expansion = new Map<string, number>();
  if (topicWords.length === 0 || notes.length === 0) return expansion;
  // A named person anchors too ("Amara's school": what she wants is about it), yet is no expansion word.
  const names = people.flatMap((p) => words(p).slice(0, 1));
  const topic = [...topicWords, ...names];
  // One pass over the notes: which of the topic's words and names each one writes, each distinct word compared once.
  const byWord = new Map<string, boolean[]>();
  const sameAs = (w: string) => {
    let same = byWord.get(w);
    if (same === undefined) byWord.set(w, (same = topic.map((t) => sameWord(t, w))));
    return same;
  };
  const writes = notes.map((n) => {
    const found = topic.map(() => false);
    for (const w of words(n.text)) sameAs(w).forEach((same, i) => (found[i] ||= same));
    return found;
  });
  const hits = (i: number) => writes.filter((w) => w[i]).length;
  // Anchor on the topic's distinctive words; when every one is common, on all of them.
  const distinctive = topicWords.flatMap((_, i) => (hits(i) <= Math.max(2, notes.length * COMMON_SHARE) ? [i] : []));
  const anchoring = [...(distinctive.length > 0 ? distinctive : topicWords.map((_, i) => i)), ...names.map((_, i) => topicWords.length + i)];
  const anchors = notes.filter((_, k) => anchoring.some((i) => writes[k]![i]));
  if (anchors.length === 0) return expansion;
  const candidates = anchors.map((anchor) =>
    [...new Set(contentWords(anchor.text))].filter((w) => !(w.length < 3 || /\d/.test(w) || NOISE.has(w) || isImperativeVerb(w) || frame(w) || topic.some((t) => sameWord(t, w)))),
  );
  // Counted only for the words that may be taken, not for every word of every note.
  const df = documentFrequency(notes, new Set(candidates.flat()));
  for (const w of candidates.flat()) {
    const shared = df.get(w) ?? 0;
    // Only a word some other note shares can find anything, and only a rare one is safe.
    if (shared < 2 || shared > Math.max(MAX_SHARED, Math.ceil(notes.length * MAX_SHARED_SHARE))) continue;
    expansion.set(stem(w), EXPANSION_WEIGHT);
    if (expansion.size >= MAX_WORDS) return expansion;
  }
  return expansion;
}

/** The best expansion weight a note's words reach, 0 when none. */
export function expansionScore(expansion: ReadonlyMap<string, number>, noteWords: readonly string[]): number {
  if (expansion.size === 0) return 0;
  let best = 0;
  for (const w of noteWords) {
    const weight = expansion.get(stem(w));
    if (weight !== undefined && weight > best) best = weight;
  }
  return best;
}

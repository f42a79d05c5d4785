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
/** Topic words and names a question brings, at most: a bit each in a 32-bit mask (a question has a handful). */
const MAX_TOPIC_BITS = 31;
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
  const names = people.flatMap((p) => words(p).slice(0, 1)).slice(0, MAX_TOPIC_BITS - 1);
  const topic = [...topicWords, ...names];
  // The words that anchor: a question's first ones and its names, a bit each (a question has a handful; a pasted essay is cut).
  const anchorWords = topicWords.slice(0, MAX_TOPIC_BITS - names.length);
  const bits = [...anchorWords, ...names];
  // One pass over the notes: which of those words each one writes (bit i for bits[i]), each distinct word compared once.
  // A bit mask a note, not an array: the pass runs over every note of every question asked.
  const byWord = new Map<string, number>();
  const sameAs = (w: string) => {
    let mask = byWord.get(w);
    if (mask === undefined) byWord.set(w, (mask = bits.reduce((m, t, i) => (sameWord(t, w) ? m | (1 << i) : m), 0)));
    return mask;
  };
  const writes = notes.map((n) => words(n.text).reduce((found, w) => found | sameAs(w), 0));
  const writesTopic = (k: number, i: number) => (writes[k]! & (1 << i)) !== 0;
  const hits = (i: number) => writes.reduce((count, _, k) => count + (writesTopic(k, i) ? 1 : 0), 0);
  // Anchor on the topic's distinctive words; when every one is common, on all of them.
  const distinctive = anchorWords.flatMap((_, i) => (hits(i) <= Math.max(2, notes.length * COMMON_SHARE) ? [i] : []));
  const anchoring = [...(distinctive.length > 0 ? distinctive : anchorWords.map((_, i) => i)), ...names.map((_, i) => anchorWords.length + i)];
  const anchors = notes.filter((_, k) => anchoring.some((i) => writesTopic(k, i)));
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

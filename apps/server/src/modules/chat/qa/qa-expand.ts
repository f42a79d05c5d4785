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

function documentFrequency(notes: readonly QaNote[]): Map<string, number> {
  const df = new Map<string, number>();
  for (const n of notes) for (const w of new Set(contentWords(n.text))) df.set(w, (df.get(w) ?? 0) + 1);
  return df;
}

/** The expansion words of a topic (word → weight), read from the notes that name it. */
export function expandTopic(topicWords: readonly string[], notes: readonly QaNote[], people: readonly string[] = [], frame: (word: string) => boolean = () => false): Map<string, number> {
  const expansion = new Map<string, number>();
  if (topicWords.length === 0 || notes.length === 0) return expansion;
  // A named person anchors too ("Amara's school": what she wants is about it), yet is no expansion word.
  const names = people.flatMap((p) => words(p).slice(0, 1));
  const topic = [...topicWords, ...names];
  const df = documentFrequency(notes);
  const hits = (t: string) => notes.filter((n) => words(n.text).some((w) => sameWord(t, w))).length;
  // Anchor on the topic's distinctive words; when every one is common, on all of them.
  const distinctive = topicWords.filter((t) => hits(t) <= Math.max(2, notes.length * COMMON_SHARE));
  const anchorWords = [...(distinctive.length > 0 ? distinctive : topicWords), ...names];
  const anchors = notes.filter((n) => words(n.text).some((w) => anchorWords.some((t) => sameWord(t, w))));
  if (anchors.length === 0) return expansion;
  for (const anchor of anchors) {
    for (const w of new Set(contentWords(anchor.text))) {
      if (w.length < 3 || /\d/.test(w) || NOISE.has(w) || isImperativeVerb(w) || frame(w) || topic.some((t) => sameWord(t, w))) continue;
      const shared = df.get(w) ?? 0;
      // Only a word some other note shares can find anything, and only a rare one is safe.
      if (shared < 2 || shared > Math.max(MAX_SHARED, Math.ceil(notes.length * MAX_SHARED_SHARE))) continue;
      expansion.set(stem(w), EXPANSION_WEIGHT);
      if (expansion.size >= MAX_WORDS) return expansion;
    }
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

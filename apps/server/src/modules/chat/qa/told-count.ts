import { wordTable } from "@life/contracts";
import { NUMBER_WORDS } from "./number-words.js";
import { clausesOf } from "./qa-cues.js";
import { stem, words } from "./qa-words.js";

/**
 * A note that tells how many of the counted thing it holds: "three new patients this week", "a couple of new patients
 * today", "to the gym twice this week", "a couple of sessions". Counting notes, such a note is that many, not one.
 */

/** Times told by a word of their own. */
const TIMES_ADVERBS: Readonly<Record<string, number>> = wordTable({ once: 1, twice: 2, thrice: 3 });
/** What "how many times" is told in besides "times": "three sessions", "a couple of classes". */
const TIMES_UNITS = new Set(["times", "sessions", "classes"]);
/** Beyond this a figure is more likely a target or a measure than things done in one note. */
const MOST_TOLD = 12;

const valueOf = (word: string | undefined): number | null => {
  if (word === undefined) return null;
  const n = /^\d+$/.test(word) ? Number(word) : (NUMBER_WORDS[word] ?? null);
  return n !== null && n >= 1 && n <= MOST_TOLD ? n : null;
};

/** A number before the word at `at`, straight before it or with one word between ("three new patients"); "a couple of" is two. */
function numberBefore(ws: readonly string[], at: number): number | null {
  for (const back of [1, 2]) {
    const j = at - back;
    if (j < 0) break;
    if (ws[j] === "of" && ws[j - 1] === "couple") return 2;
    const n = valueOf(ws[j]);
    if (n !== null) return n;
  }
  return null;
}

/**
 * `counted`: the plural a count question asks for ("patients"), or "times". Times are told only in a clause that names the
 * thing (`names`): "gym three times since Monday", not "choir tonight, we started over three times" or "five-a-side, scored
 * twice". Null when the note tells no number of it.
 */
export function toldCount(text: string, counted: string, names: (clause: string) => boolean = () => true): number | null {
  const times = counted === "times";
  if (times) return firstTold(clausesOf(text).filter(names), counted);
  return firstTold([text], counted);
}

function firstTold(clauses: readonly string[], counted: string): number | null {
  for (const clause of clauses) {
    const n = toldIn(clause, counted);
    if (n !== null) return n;
  }
  return null;
}

function toldIn(text: string, counted: string): number | null {
  const ws = words(text);
  const times = counted === "times";
  if (times) {
    const adverb = ws.find((w) => TIMES_ADVERBS[w] !== undefined);
    if (adverb !== undefined) return TIMES_ADVERBS[adverb]!;
  }
  for (let i = 0; i < ws.length; i++) {
    if (!(times ? TIMES_UNITS.has(ws[i]!) : stem(ws[i]!) === stem(counted))) continue;
    const n = numberBefore(ws, i);
    if (n !== null) return n;
  }
  return null;
}

/**
 * The figure a note gives of the thing as it stands: "so 43 students now", "down to 12 hens", "twelve kids on the list".
 * A figure straight before the counted word, of any size (a roll or a flock is no count of things done in one note).
 */
export function figureOf(text: string, counted: string): number | null {
  const ws = words(text);
  for (let i = 1; i < ws.length; i++) {
    if (stem(ws[i]!) !== stem(counted)) continue;
    const w = ws[i - 1]!;
    const n = /^\d+$/.test(w) ? Number(w) : (NUMBER_WORDS[w] ?? null);
    if (n !== null && n > 0) return n;
  }
  return null;
}

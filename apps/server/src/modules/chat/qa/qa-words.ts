import { wordTable } from "@life/contracts";
import { embedText } from "@life/classifier";
import { areSiblings } from "./qa-siblings.js";

/**
 * Words of notes and questions, and how closely a note speaks of a question's topic: the same
 * word (or its stem) counts 1, otherwise the closest offline word vector of the note does, so
 * "coffee" finds "cappuccino" and "swimming" finds "pool" with no shared word.
 */

const STOP = new Set(
  (
    "a about above after again all am an and any are as at be because been before being below between both but by can could " +
    "did do does doing down during each few for from further had has have having he her here hers him his how i if in into is it its " +
    "just me more most my myself no nor not now of off on once only or other our ours out over own same she should so some such than " +
    "that the their them then there these they this those through to too under until up very was we were what when where which while " +
    "who whom why will with would you your also get got gonna really still maybe thing things lol ok okay like just im ive id ill " +
    "w wk wknd u ur omg tbh btw pls thx haha whats whos hows wheres s t m d ll ve re again remind tell know"
  ).split(" "),
);

export function isStopWord(word: string): boolean {
  return STOP.has(word);
}

const WORDS_CACHE_LIMIT = 20_000;
const wordsCache = new Map<string, string[]>();

/** Emoji that stand for a word people also write out. */
const EMOJI_WORDS: Record<string, string> = { "🏊": "swim", "🏃": "run", "🚴": "cycling", "☕": "coffee", "🍕": "pizza", "🍣": "sushi", "🤕": "headache", "🤒": "sick", "🎂": "birthday", "📚": "book", "🏋": "gym", "🧘": "yoga", "😢": "sad", "😭": "cried", "😡": "angry", "😊": "happy", "😴": "tired" };
const EMOJI = new RegExp(Object.keys(EMOJI_WORDS).join("|"), "gu");

/** Lower-case words of letters (and digits), apostrophes dropped: "s'mores" → "smores", "Niamh's" → "niamh". */
export function words(text: string): string[] {
  let found = wordsCache.get(text);
  if (!found) {
    found = text.replace(EMOJI, (e) => ` ${EMOJI_WORDS[e]} `).toLowerCase().replace(/['’]s\b/g, "").replace(/['’]/g, "").match(/[\p{L}\p{N}]+/gu) ?? [];
    if (wordsCache.size >= WORDS_CACHE_LIMIT) wordsCache.clear();
    wordsCache.set(text, found);
  }
  return found;
}

export function contentWords(text: string): string[] {
  return words(text).filter((w) => !STOP.has(w) && !/^\d+$/.test(w) && w.length > 1);
}

/** A crude stem, enough to meet "swimming"/"swim", "booked"/"book", "boxes"/"box". */
/** Past forms no suffix rule reaches: "slept" is about sleep, "swam" a swim, "bought" a purchase. */
const IRREGULAR: Readonly<Record<string, string>> = wordTable({
  slept: "sleep", ran: "run", swam: "swim", ate: "eat", bought: "buy", felt: "feel", went: "go", saw: "see", met: "meet", paid: "pay", sold: "sell", drove: "drive", flew: "fly", wrote: "write",
  spent: "spend", taught: "teach", caught: "catch", brought: "bring", thought: "think", sent: "send", lent: "lend", made: "make", took: "take", gave: "give", got: "get", won: "win", lost: "lose",
  broke: "break", broken: "break", built: "build", kept: "keep", hung: "hang", chose: "choose", chosen: "choose", rode: "ride", woke: "wake", found: "find", told: "tell", heard: "hear", began: "begin",
  drank: "drink", forgot: "forget", sang: "sing", wore: "wear", worn: "wear", fed: "feed", read: "read", cut: "cut", shut: "shut", stood: "stand", grew: "grow", threw: "throw", hurt: "hurt",
  swept: "sweep", dug: "dig", held: "hold", fought: "fight", wept: "weep", stuck: "stick", struck: "strike", swung: "swing", spun: "spin", hid: "hide", fled: "flee", bled: "bleed",
});

/** Accents dropped: "café" is the "cafe" people also type. */
const fold = (word: string) => (/[^a-z0-9]/.test(word) ? word.normalize("NFD").replace(/\p{M}/gu, "") : word);

const STEM_CACHE_LIMIT = 50_000;
const stems = new Map<string, string>();

/** Cached: phrase and topic matching stem the same few thousand words again for every note and question. */
export function stem(word: string): string {
  let found = stems.get(word);
  if (found === undefined) {
    found = stemOf(word);
    if (stems.size >= STEM_CACHE_LIMIT) stems.clear();
    stems.set(word, found);
  }
  return found;
}

function stemOf(word: string): string {
  word = fold(word);
  const base = IRREGULAR[word];
  if (base !== undefined) return base.length > 3 && base.endsWith("e") ? base.slice(0, -1) : base;
  let w = word;
  if (w.length > 5 && w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  for (const suffix of ["ing", "ed", "es", "s"]) {
    if (w.length - suffix.length >= 3 && w.endsWith(suffix) && !(suffix === "s" && w.endsWith("ss"))) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  // "running"/"run", "travelled"/"travel"; but a short word ending in ll, ss, ff or zz keeps it ("rolled" is "roll", not "role").
  if (/([b-df-hj-np-tv-z])\1$/.test(w) && w.length > 3 && !(/(?:ll|ss|ff|zz)$/.test(w) && w.length <= 5)) w = w.slice(0, -1);
  // "service"/"serviced", "price"/"priced" meet without their final e.
  return w.length > 3 && w.endsWith("e") ? w.slice(0, -1) : w;
}

/** Words within one typo of each other ("adress"/"address"), for words long enough to tell apart. */
export function closeSpelling(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length < 5 || b.length < 5 || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return a.slice(i + (a.length >= b.length ? 1 : 0)) === b.slice(i + (b.length >= a.length ? 1 : 0));
}

export function sameWord(a: string, b: string): boolean {
  return a === b || stem(a) === stem(b) || closeSpelling(a, b);
}

/**
 * Titles written before a person's name ("Dr. Kimball", "Mrs Okafor", "Sra. Ruiz"), as a pattern source for the
 * patterns that read a name after one. A fixed list: no pattern is ever built from a note's or a question's text.
 */
export const PERSON_TITLE = String.raw`(?:Dr|Dra|Mr|Mrs|Ms|Mx|Miss|Prof|Sr|Sra)\.?\s+`;
/** The stems of a text's words, to ask whether it writes a word (by its stem, not a near spelling). */
export const stemsOf = (text: string): Set<string> => new Set(words(text).map(stem));
/** A phrase as the words it is compared by ("work from home" → three words). */
export const phraseWords = (phrase: string): string[] => phrase.split(" ");

/** Whether `phrase` occurs in `text`, both as words, word by word (stems meet: "tyres"/"tyre"). */
export function holdsPhrase(text: readonly string[], phrase: readonly string[]): boolean {
  for (let i = 0; i + phrase.length <= text.length; i++) if (phrase.every((p, j) => sameWord(p, text[i + j]!))) return true;
  return false;
}

const VECTOR_CACHE_LIMIT = 20_000;
const vectors = new Map<string, Float32Array | null>();

function vectorOf(word: string): Float32Array | null {
  let v = vectors.get(word);
  if (v === undefined) {
    try {
      v = embedText(fold(word));
    } catch {
      // Without the word-vector table, relevance falls back to shared words alone.
      v = null;
    }
    if (vectors.size >= VECTOR_CACHE_LIMIT) vectors.clear();
    vectors.set(word, v);
  }
  return v;
}

/** Whether the offline word vectors know a word: one they do not is often a name of its own ("pinotage", "Aftersun"). */
export const hasVector = (word: string): boolean => vectorOf(word) !== null;

/** Per topic word, the affinity of each note word met so far: two lookups, no joined key built per pair. */
const pairCache = new Map<string, Map<string, number>>();
let pairCount = 0;

/** 1 for the same word, else the cosine of the two word vectors (unit length, so a dot product); cached by pair. */
function pairAffinity(topic: string, word: string): number {
  let byWord = pairCache.get(topic);
  if (byWord === undefined) {
    byWord = new Map();
    pairCache.set(topic, byWord);
  }
  let found = byWord.get(word);
  if (found === undefined) {
    found = 0;
    if (sameWord(topic, word)) found = 1;
    else if (word.length >= 3 && !areSiblings(topic, word)) {
      const a = vectorOf(topic);
      const b = vectorOf(word);
      if (a && b && a.length === b.length) {
        let dot = 0;
        for (let i = 0; i < a.length; i++) dot += a[i]! * b[i]!;
        found = dot;
      }
    }
    if (++pairCount >= VECTOR_CACHE_LIMIT * 5) {
      pairCache.clear();
      pairCount = 0;
    }
    byWord.set(word, found);
  }
  return found;
}

/** How closely a note's words speak of one topic word: 1 for the word itself, else the best vector cosine. */
export function wordAffinity(topic: string, noteWords: readonly string[]): number {
  let best = 0;
  for (const w of noteWords) {
    const a = pairAffinity(topic, w);
    if (a >= 1) return 1;
    if (a > best) best = a;
  }
  return best;
}

/**
 * How much a note is about the topic, 0–1: the mean of each topic word's affinity, leaning on
 * the best one so one strong word ("deck") is not drowned by a weak second ("spent").
 */
export function relevance(topic: readonly string[], noteWords: readonly string[], floor = 0): number {
  if (topic.length === 0) return 0;
  // Below the floor a word-vector likeness counts for nothing ("bike" is near "car", yet no answer about cars).
  const scores = topic.map((t) => {
    const a = wordAffinity(t, noteWords);
    return a >= floor ? a : 0;
  });
  const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
  return 0.5 * Math.max(...scores) + 0.5 * mean;
}

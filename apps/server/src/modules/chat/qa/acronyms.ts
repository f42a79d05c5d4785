import { namesKindOf } from "./qa-kinds.js";
import { isStopWord, words } from "./qa-words.js";

/**
 * Names and their initials: "MoW" for Meals on Wheels, "SLSC" for the Surf Life Saving Club. A person writes the
 * long name once and the short one after, or asks with either. Initials count only written with two capitals or
 * more, so "cab" (a taxi) is no Citizens Advice Bureau.
 */

/** Two or more capitalised words in a row, joined by at most one small word ("Meals on Wheels", "Bank of Ireland"). */
const CAPITALISED_PHRASE = /(?<![\p{L}'’])\p{Lu}[\p{L}'’]*(?:\s+(?:(?:on|of|for|and|the|&)\s+)?\p{Lu}[\p{L}'’]*)+/gu;
/** A word of 2–6 letters with two capitals or more: "MoW", "SLSC", "GP". */
const INITIALS = /(?<![\p{L}\p{N}])(?=[\p{L}]{2,6}(?![\p{L}\p{N}]))\p{Lu}\p{L}*\p{Lu}\p{L}*/gu;

const MAX_NAME_WORDS = 8;

/** The capitalised phrases of a text by their initials, with and without their small words ("mow", "mw"). */
export function phrasesByInitials(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const m of text.matchAll(CAPITALISED_PHRASE)) {
    // A name is a few words; the last ones of a longer capitalised run are the most a name could be (and keep it linear).
    const tokens = m[0].split(/\s+/).filter((t) => /^\p{L}/u.test(t)).slice(-MAX_NAME_WORDS);
    // "Drove for Meals on Wheels": a sentence's first word may open the phrase, so every part from a capital counts.
    tokens.forEach((first, i) => {
      if (!/^\p{Lu}/u.test(first)) return;
      const part = tokens.slice(i);
      const all = part.map((t) => t[0]!).join("").toLowerCase();
      const capitals = part.filter((t) => /^\p{Lu}/u.test(t)).map((t) => t[0]!).join("").toLowerCase();
      for (const key of new Set([all, capitals])) if (key.length >= 2) out.set(key, words(part.join(" ")));
    });
  }
  return out;
}

/** Initials that are words of their own in notes ("NB", "TV", "OK"), never a name written short. */
const COMMON_INITIALS = new Set(["ok", "tv", "nb", "ps", "am", "pm", "uk", "us", "eu", "id", "pc", "hq", "ai", "it", "diy", "eta", "asap", "fyi", "btw", "lol", "omg", "imo", "tbh", "tbc", "tba", "rip", "aka", "etc", "bbq", "dm", "pr", "ad", "bc", "ie", "eg"]);

/**
 * A question's runs of two or three plain words by their initials ("hv" → health visitor, "pta" → parent teacher
 * association): notes write such roles and bodies short ("HV came round"), as they do capitalised names.
 */
export function compoundsByInitials(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const ws = words(text);
  const plain = (w: string | undefined) => w !== undefined && w.length > 2 && /^\p{L}+$/u.test(w) && !isStopWord(w);
  ws.forEach((w, i) => {
    for (const n of [2, 3]) {
      const run = ws.slice(i, i + n);
      if (run.length < n || !run.every(plain)) continue;
      const key = run.map((r) => r[0]).join("");
      if (!COMMON_INITIALS.has(key) && !out.has(key)) out.set(key, run);
    }
  });
  return out;
}

/** The initials a text writes, lower-cased. */
export function initialsIn(text: string): string[] {
  return [...text.matchAll(INITIALS)].map((m) => m[0].toLowerCase());
}

/**
 * Whether a note names each of the question's topic words that it wrote as initials, by those initials as a word of
 * their own, in any case ("saw the gp"), or by the long name, or by a thing of the kind they name; not by a word they open
 * ("mowed the lawn" is no "MoW").
 */
export function namesInitialsAsked(noteText: string, topic: readonly string[], asked: { initials?: readonly string[] }): boolean {
  const wanted = topic.filter((t) => asked.initials?.includes(t));
  if (wanted.length === 0) return true;
  const noteWords = words(noteText);
  const written = new Set([...noteWords, ...phrasesByInitials(noteText).keys()]);
  // Initials that name a kind or a spending category are met by a thing of it too: "VAT" by "IVA" where the writer lives.
  return wanted.every((w) => written.has(w) || namesKindOf([w], noteWords));
}

/**
 * A note's words with the long name of its initials added, when the question names it ("MoW run done" is about
 * Meals on Wheels), or the initials added when the note writes out a name the question asks by its initials.
 */
export function withInitials(
  noteText: string,
  noteWords: string[],
  asked: { phrases?: ReadonlyMap<string, string[]>; compounds?: ReadonlyMap<string, string[]>; initials?: readonly string[] },
): string[] {
  let out = noteWords;
  if ((asked.phrases?.size ?? 0) + (asked.compounds?.size ?? 0) > 0) {
    for (const key of initialsIn(noteText)) {
      // A capitalised name the question writes out comes before a run of its plain words with the same initials.
      const phrase = asked.phrases?.get(key) ?? asked.compounds?.get(key);
      if (phrase) out = [...out, ...phrase];
    }
  }
  if (asked.initials && asked.initials.length > 0) {
    for (const key of phrasesByInitials(noteText).keys()) if (asked.initials.includes(key)) out = [...out, key];
  }
  return out;
}

import { isQuestionNote } from "./qa-cues.js";
import type { QaNote } from "./qa-note.js";
import { isRelationWord } from "./qa-relations.js";
import { sameWord } from "./qa-words.js";

/**
 * Round 57: "where did Aunty Ronke say to buy the lace?", "where did Rasmus say to eat in Mariehamn?": a place someone
 * told of, asked by the act it is for. Their note gives the place, seldom the act or the thing ("Aunty Ronke says go to the
 * African shop on Stockport Road…", "Rasmus says the little fish place by the western harbour…"), so the lookup's anchor on
 * the topic ("buy", "lace", "eat") leaves it out and answers nothing. The answer is the one asked's own telling that names a
 * place: a note opening with them and a verb of telling. Tokens only; no pattern is built from a name.
 */

/** Words with their case kept, and a speaker's colon apart: "Rasmus: the fish place…" → Rasmus : the fish place. */
const TOKEN = /[\p{L}\p{N}]+(?:['’.][\p{L}]+)*|:/gu;

const ASKED_OPENERS = new Set(["did", "does", "has", "had"]);
const ASKED_VERBS = new Set(["say", "said", "tell", "told", "recommend", "suggest", "reckon"]);
const DETERMINERS = new Set(["the", "my", "our", "his", "her", "their"]);
const NOT_ANOTHER = new Set(["i", "we", "you"]);

/**
 * The one asked, as lower-case words, when the question is "where did <someone> say / tell / recommend … to …"; null
 * otherwise. The one asked is a name (capitalised) or a relation word ("my mum"), never the writer.
 */
export function saidWhereAsked(question: string): string[] | null {
  const raw = question.match(TOKEN) ?? [];
  const t = raw.map((w) => w.toLowerCase());
  if (t[0] !== "where" || !ASKED_OPENERS.has(t[1] ?? "")) return null;
  const verb = t.findIndex((w, i) => i >= 3 && i <= 6 && ASKED_VERBS.has(w));
  if (verb < 0 || !t.slice(verb + 1, verb + 3).includes("to")) return null;
  const who = raw.slice(2, verb).filter((w) => !DETERMINERS.has(w.toLowerCase()));
  if (who.length === 0 || who.some((w) => NOT_ANOTHER.has(w.toLowerCase()))) return null;
  return who.some((w) => /^\p{Lu}/u.test(w) || isRelationWord(w.toLowerCase())) ? who.map((w) => w.toLowerCase()) : null;
}

/** Verbs that open a telling right after the speaker ("Rasmus says…", "Mum reckons…", "Ronke: …"). */
const TELLING_VERBS = new Set(["says", "said", "reckons", "reckoned", "recommends", "recommended", "suggests", "suggested", "swears", "swore", "insists", "insisted", "thinks", "told", ":"]);
/** How far into a note the speaker may stand: "Aunty Ronke says", "my mum says", "Dr Farah says". */
const OPENING = 3;
/** Words that name a place to go: the answer to "where". */
const PLACE_WORDS = new Set(
  (
    "shop shops store stores place market markets restaurant restaurants café cafe bar pub stall bakery butcher butchers chemist " +
    "pharmacy road rd street st lane avenue ave harbour harbor quay pier square centre center mall arcade precinct town village " +
    "beach park corner spot warehouse outlet depot garage hall station terminal port online website site"
  ).split(" "),
);
const PLACE_PREPOSITIONS = new Set(["at", "in", "on", "by", "from", "near", "to"]);

/** Where the note's telling starts: the index after "<speaker> says", or -1 when the note does not open with the speaker telling. */
function tellingStart(tokens: readonly string[], speaker: readonly string[]): number {
  const last = speaker[speaker.length - 1]!;
  for (let i = 0; i < Math.min(OPENING, tokens.length - 1); i++) {
    const w = tokens[i]!.toLowerCase();
    if ((w === last || sameWord(w, last)) && TELLING_VERBS.has(tokens[i + 1]!.toLowerCase())) return i + 2;
  }
  return -1;
}

/** A place named in the telling: a word of one, or a capitalised name after "at / in / on / by…" ("in Mariehamn"). */
function namesPlace(tokens: readonly string[], from: number): boolean {
  return tokens.some((w, i) => i >= from && (PLACE_WORDS.has(w.toLowerCase()) || (i > from && /^\p{Lu}/u.test(w) && PLACE_PREPOSITIONS.has(tokens[i - 1]!.toLowerCase()))));
}

/**
 * The one asked's tellings that name a place, in the notes given (already in the question's range); those naming a word the
 * question names besides the speaker ("Mariehamn") when any do. Empty when none tells of a place.
 */
export function toldWhere(speaker: readonly string[], asked: readonly string[], notes: readonly QaNote[]): QaNote[] {
  const others = asked.filter((w) => !speaker.includes(w));
  const told = notes.flatMap((n) => {
    if (n.derived || isQuestionNote(n.text)) return [];
    const tokens = n.text.match(TOKEN) ?? [];
    const start = tellingStart(tokens, speaker);
    if (start < 0 || !namesPlace(tokens, start)) return [];
    const named = tokens.slice(start).some((w) => others.some((o) => sameWord(w.toLowerCase(), o)));
    return [{ n, named }];
  });
  const named = told.filter((s) => s.named);
  return (named.length > 0 ? named : told).map((s) => s.n);
}

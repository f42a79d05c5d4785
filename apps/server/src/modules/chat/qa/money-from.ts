import { findAmounts } from "./money.js";
import { isTodo } from "./qa-cues.js";
import type { QaNote } from "./qa-note.js";
import { isRelationWord, nameOfRelation, tokens } from "./qa-relations.js";
import { words } from "./qa-words.js";

/**
 * Round 50: money sent by the person a question asks of ("how much has my brother sent me", "how much has Suresh sent for
 * Amma"), told with that person as its sender in words the cues of money received lack: "Suresh transferred RM 500 for…",
 * "Suresh banked in RM 750", "picked up T$650 from Vili at the MoneyGram counter", "KlickEx from Vili, T$400". The sender is
 * known from the question, so the note need only show that person giving, not a verb from a list of ways money arrives.
 */

/** Verbs of a sender handing money over, right after the sender opens the note ("Suresh anna banked in RM 750"). */
const SENDING = new Set(["sent", "transferred", "wired", "banked", "deposited", "remitted", "e-transferred", "etransferred"]);
/** A promise or a plan is no money yet ("Vili says he'll send something", "Suresh will transfer it on Friday"). */
const NOT_YET_SENT = /\b(?:will|going to|gonna|says|said|promised|wants? to|plans? to|might)\b|['’]ll\b/i;
/** Buying from the person ("bought the mower from Kalo for T$200"): the money went to them. */
const PAID_TO = /\b(?:bought|buy|buying|paid for|ordered|owe|owes|lent|borrowed|rented)\b/i;
/** Kin words and titles that may stand between the sender and the verb: "Suresh anna sent", "Aunty Mele transferred". */
const BESIDE_NAME = new Set(["anna", "akka", "bhai", "uncle", "aunty", "auntie", "bro", "sis", "and"]);

/** The senders a money-in question asks of, lower-cased first words: its people, or the name the notes give a relation it asks ("my brother" → Vili). */
export function sendersAsked(people: readonly string[], topic: readonly string[], notes: readonly QaNote[]): string[] {
  const named = people.flatMap((p) => words(p).slice(0, 1));
  const kin = topic.length === 1 && isRelationWord(topic[0]!) ? nameOfRelation(topic[0]!, notes) : null;
  return [...named, ...(kin ? [kin.toLowerCase()] : [])];
}

/** A note of money one of the asked senders sent: it names an amount, and the sender opens it with a verb of sending or is who it came "from". */
export function sentByAsked(text: string, senders: readonly string[]): boolean {
  if (senders.length === 0 || findAmounts(text).length === 0 || NOT_YET_SENT.test(text) || isTodo(text)) return false;
  const t = tokens(text).map((w) => w.toLowerCase());
  if (senders.includes(t[0] ?? "")) {
    for (let i = 1; i < Math.min(t.length, 4); i++) {
      if (SENDING.has(t[i]!)) return true;
      if (!BESIDE_NAME.has(t[i]!)) break;
    }
  }
  return !PAID_TO.test(text) && t.some((w, i) => w === "from" && senders.includes(t[i + 1] ?? ""));
}

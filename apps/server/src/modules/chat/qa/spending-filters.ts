/**
 * Spending notes that name an amount but are not the person's own spending: someone else's
 * purchase told by its buyer ("Declan bought paint for the shed, €38"), and money still to be
 * spent ("need to pay €80 for the school tour", "new shoes, they're about €65").
 */
import { words } from "./qa-words.js";

/** Verbs of buying or paying right after the opening subject. */
const BUYER_VERB = String.raw`(?:bought|paid|got|spent|put|ordered|booked|treated|covered|picked up|splashed out|forked out|did the (?:\p{L}+ )?(?:shop|shopping))`;
/** "Declan bought…", "Peg and Jim paid for…": a capitalised subject of one or two names, then the verb. */
const OTHER_BUYER = new RegExp(String.raw`^\s*(\p{Lu}\p{Ll}+)(?:\s+and\s+(\p{Lu}\p{Ll}+))?\s+(?:\p{Ll}+ly\s+)?${BUYER_VERB}\b`, "u");
/** Openings that are no buyer: the writer, or a word of time or manner before their own verb ("Finally bought…"). */
const NOT_A_BUYER = new Set(
  (
    "i me we us my our just finally already also then and so still only never today yesterday tonight eventually accidentally " +
    "monday tuesday wednesday thursday friday saturday sunday this last"
  ).split(" "),
);

/**
 * Someone else's spending: a note opening with another person who bought or paid. `asked` are the names the
 * question gives ("how much did Declan spend"), whose spending is then what is asked.
 */
export function othersSpending(text: string, asked: readonly string[]): boolean {
  const m = OTHER_BUYER.exec(text);
  if (!m) return false;
  const subjects = [m[1]!, m[2]].filter((s): s is string => s !== undefined).map((s) => s.toLowerCase());
  if (subjects.some((s) => NOT_A_BUYER.has(s))) return false;
  const askedFirst = asked.map((p) => words(p)[0]);
  return !subjects.some((s) => askedFirst.includes(words(s)[0]));
}

/** A need or a plan to pay, not a payment: "need to pay €80", "have to get new runners, €70". */
const STILL_TO_PAY = /\b(?:need(?:s)? to|have to|has to|got to|gotta|must|should|remember to|don'?t forget to)\s+(?:\p{L}+\s+)?(?:pay|buy|get|book|order|renew|send)\b/iu;
/** A price guessed ("they're about €65"), not paid. */
const ROUGH_PRICE = /\b(?:about|around|roughly|approx\.?|approximately)\s+[$£€₹¥]\s?\d/i;
/** Said to have been paid after all. */
const PAID = /\b(?:bought|paid|spent|ordered|booked|got|picked up)\b/i;

export function notYetSpent(text: string): boolean {
  if (STILL_TO_PAY.test(text)) return true;
  return ROUGH_PRICE.test(text) && !PAID.test(text);
}

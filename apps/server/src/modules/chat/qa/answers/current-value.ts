import { findAmounts } from "../money.js";
import type { QaAnswer, QaNote } from "../qa-note.js";
import type { QaQuestion } from "../qa-question.js";
import { listNotes } from "./answer-format.js";
import { isQuestionNote, othersThing } from "../qa-cues.js";
import { namesKindOf } from "../qa-kinds.js";
import { wordAffinity, words } from "../qa-words.js";
import { inRange, mentions } from "./note-scoring.js";

/**
 * Figures a note re-tells as they change: a balance, a weight, a rent. Asked for "now", the
 * newest telling answers, not the one that matches the question's words best ("statement
 * balance $6,410 on the Visa" is older than "new Visa statement, down to $5,210").
 */
const FIGURES = new Set(
  "balance balances weight weigh rent price prices rate rates mortgage loan debt savings saved bill premium salary pay offer quote bid value worth mileage odometer score reading readings level levels bp pressure sugar owing".split(" "),
);
/** A lookup asked "now" of a figure (see QaQuestion.now). */
export const asksCurrentFigure = (q: QaQuestion) => q.kind === "lookup" && q.now === true && q.topic.some((t) => FIGURES.has(t));
/** Round 34: "how much is my day rate now", read as a sum: the figure as it stands, not the figures added. */
export const asksCurrentAmount = (q: QaQuestion) => q.kind === "sum" && q.now === true && !q.flow && q.topic.some((t) => FIGURES.has(t));

/**
 * Round 35: an offer turned down ("the bank offered us a $20,000 top-up loan, said no", "another agency offered S/ 250 a day, I
 * said no") tells no figure as it stands.
 */
const OFFER_DECLINED = /\boffer(?:ed|s)?\b[^.;!?]*\b(?:said no|say no|turned (?:it |them |that )?down|declined|no thanks|not taking it)\b/i;

/** How close a note's word must come to each word naming the thing ("visa"), as a lookup's anchor (lookup-answer.ts). */
const NAMED = 0.65;
const namesWord = (t: string, noteWords: readonly string[]) => wordAffinity(t, noteWords) >= NAMED || namesKindOf([t], noteWords);

/**
 * The newest note that names the thing and tells a figure, and its last figure ("down to $5,210").
 * The thing is the topic less its figure words, and the names asked: a re-telling often drops "balance" and keeps "Visa".
 */
export function currentFigure(q: QaQuestion, notes: readonly QaNote[], whole = false): QaAnswer | null {
  const things = q.topic.filter((t) => !FIGURES.has(t));
  // "The Visa" may be read as a name: it names the thing all the same. Asked as a sum ("my day rate"), the figure's own word
  // is named too: "S/ 220 a day" is no day rate.
  const named = whole || (things.length === 0 && q.people.length === 0) ? q.topic : things;
  const names = (n: QaNote) => named.every((t) => namesWord(t, words(n.text))) && q.people.every((p) => mentions(n, p)) && !(whole && othersThing(n.text, q.people));
  const told = notes.filter((n) => !n.derived && inRange(n, q) && !isQuestionNote(n.text) && !OFFER_DECLINED.test(n.text) && findAmounts(n.text).length > 0 && names(n));
  if (told.length === 0) return null;
  const newest = told.reduce((a, b) => (b.createdAt > a.createdAt ? b : a));
  const amounts = findAmounts(newest.text);
  return { text: `From your notes: ${listNotes([newest])}.`, notes: [newest], number: amounts[amounts.length - 1]!.value };
}

import { findAmounts } from "../money.js";
import type { QaNote } from "../qa-note.js";
import type { QaQuestion } from "../qa-question.js";
import { isQuestionNote } from "../qa-cues.js";
import { contentWords, sameWord, words } from "../qa-words.js";
import { mentions } from "./note-scoring.js";

/** A thing lent or borrowed: "lent Priya the big canning pot", "Tom borrowed our ladder". Money lent is a debt (person-answer). */
const LENT = /\b(?:lent|loaned|lend|lending)\b|\bborrow(?:ed|ing|s)?\b/i;
/** A thing come back: "Priya brought the pot back", "got the ladder back off Tom". */
const RETURNED = /\b(?:returned|gave|give|brought|bring|dropped|got|handed|sent)\b[^.;!?]{0,40}\bback\b|\breturned\b/i;
const VERB_WORDS = new Set(["lent", "loaned", "lend", "lending", "borrow", "borrowed", "borrowing", "borrows", "returned", "gave", "brought", "dropped", "got", "back", "handed", "sent"]);

/**
 * "Does Priya still have anything of mine", "what has Tom borrowed off me": the things lent to the person
 * and not yet noted as back: a later note of a thing coming back that shares one of the thing's words (the person
 * need not be named: "the hedge trimmer's back in the shed").
 */
export function lentThings(q: QaQuestion, notes: readonly QaNote[]): QaNote[] {
  const person = (n: QaNote) => q.people.some((p) => mentions(n, p));
  const personWords = new Set(q.people.flatMap((p) => words(p)));
  const thingWords = (n: QaNote) => contentWords(n.text).filter((w) => !VERB_WORDS.has(w) && !personWords.has(w));
  const lent = notes.filter((n) => !n.derived && !isQuestionNote(n.text) && LENT.test(n.text) && !RETURNED.test(n.text) && findAmounts(n.text).length === 0 && person(n));
  const back = notes.filter((n) => !n.derived && RETURNED.test(n.text));
  const isBack = (n: QaNote) => back.some((b) => b.createdAt > n.createdAt && thingWords(b).some((w) => thingWords(n).some((t) => sameWord(t, w))));
  return lent.filter((n) => !isBack(n)).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

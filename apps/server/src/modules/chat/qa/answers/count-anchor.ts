import { withInitials } from "../acronyms.js";
import { namesKindOf } from "../qa-kinds.js";
import type { QaQuestion } from "../qa-question.js";
import { namesForm, relationForms } from "../qa-relations.js";
import { sameWord, wordAffinity, words } from "../qa-words.js";
import { STRONG_LIKENESS } from "./note-scoring.js";

/**
 * Round 37b: a count adds up notes one by one, so a note drawn in by a loose likeness spread over the question's words
 * ("smog so thick you can't see the volcanoes" for new patients seen, "stopped to look" for a ferry to see Mom, "only took a
 * year" for a car that would not start) is one too many. A note counted must name the thing itself: a word of the question
 * as written, a thing of its kind ("the Subaru" for "the car"), a relation in any form ("mãe" for "mum"), a person or place
 * asked, or a word strongly like one of the thing's words.
 */

/**
 * Verbs that frame what is counted and say nothing of which thing it is: perceiving ("see patients", "stopped to look"),
 * going and coming, taking and having, starting. Their likeness to a note is no sign of the thing, and the perceiving
 * ones not even their own word ("can't see the volcanoes").
 */
const FRAME_VERBS = new Set([
  "see", "saw", "seen", "look", "looked", "watch", "watched",
  "take", "took", "taken", "have", "had", "get", "got", "do", "did", "done", "make", "made", "bring", "brought", "give", "gave", "put",
  "go", "went", "gone", "been", "come", "came", "comes", "coming",
  "start", "started", "starts",
]);
/** Perceiving verbs: written in nearly any note ("you never saw them", "can't see"), so not even their own word anchors. */
const PERCEIVING = new Set(["see", "saw", "seen", "look", "looked", "watch", "watched"]);

/** Whether a note names what a count asks of, by the rule above; a question with no topic word anchors every note. */
export function namesCountedThing(text: string, q: QaQuestion): boolean {
  if (q.topic.length === 0) return true;
  const said = withInitials(text, words(text), q);
  if (q.people.some((p) => words(p).every((w) => said.some((x) => sameWord(w, x))))) return true;
  return q.topic.some((t) => {
    if (!PERCEIVING.has(t) && said.some((x) => sameWord(t, x))) return true;
    if (namesKindOf([t], said)) return true;
    const forms = relationForms(t);
    if (forms !== null && namesForm(text, forms)) return true;
    return !FRAME_VERBS.has(t) && wordAffinity(t, said) >= STRONG_LIKENESS;
  });
}

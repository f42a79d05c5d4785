import { withInitials } from "../acronyms.js";
import { namesKindOf } from "../qa-kinds.js";
import type { QaQuestion } from "../qa-question.js";
import { isPartnerWord, namesForm, relationForms } from "../qa-relations.js";
import { sameWord, wordAffinity, words } from "../qa-words.js";
import { RELEVANT } from "./note-scoring.js";

/**
 * Round 37b: a count adds up notes one by one, so a note drawn in by a loose likeness spread over the question's words
 * ("stopped to look" for a ferry to see Mom, "only took a year" for a car that would not start, "Manu noticed a week
 * later" for call-outs) is one too many. A note counted must name the thing itself: a word of the question
 * as written, a thing of its kind ("the Subaru" for "the car"), a relation in any form ("mãe" for "mum"), a person or place
 * asked, or a word of the thing's as like one of the note's as a note must be to be about the topic at all (`RELEVANT`; a
 * first cut at 0.65 lost held cites of qa-fresh-26, totals only).
 */

/**
 * Verbs that frame what is counted and say nothing of which thing it is: perceiving ("see patients", "stopped to look"),
 * going and coming, taking and having, starting. Their likeness to a note is no sign of the thing; their own word still is
 * (a first try that took even "see" as no sign lost a held cite of qa-fresh-7, totals only).
 */
const FRAME_VERBS = new Set([
  "see", "saw", "seen", "look", "looked", "watch", "watched",
  "take", "took", "taken", "have", "had", "get", "got", "do", "did", "done", "make", "made", "bring", "brought", "give", "gave", "put",
  "go", "went", "gone", "been", "come", "came", "comes", "coming",
  "start", "started", "starts",
]);

/** Whether a note names what a count asks of, by the rule above; a question with no topic word anchors every note. */
export function namesCountedThing(text: string, q: QaQuestion): boolean {
  if (q.topic.length === 0) return true;
  const said = withInitials(text, words(text), q);
  if (q.people.some((p) => words(p).every((w) => said.some((x) => sameWord(w, x))))) return true;
  return q.topic.some((t) => {
    if (said.some((x) => sameWord(t, x))) return true;
    if (namesKindOf([t], said)) return true;
    const forms = relationForms(t);
    if (forms !== null && namesForm(text, forms)) return true;
    return !FRAME_VERBS.has(t) && wordAffinity(t, said) >= RELEVANT;
  });
}

/**
 * A count of the writer's own things that no relation nor person asked owns ("how many times has the scooter broken down",
 * "how many times did I play fulbito"): a note opening with another's possessive ("Rui's motorbike broke down", "Thiago's
 * fulbito match", "Yesenia's pasajero") is theirs. Asked of a relation ("mi suegra", "my boyfriend's mother") the notes
 * write her as another's ("Emilio's mom"), so those are left as before.
 */
export const ownerless = (q: QaQuestion): boolean => q.byRelation !== true && q.topic.every((t) => relationForms(t) === null && !isPartnerWord(t)) && !q.topic.some((t) => RELATION_LIKE.has(t));
/** Relations the relation forms do not list, asked as a topic word. */
const RELATION_LIKE = new Set(["suegra", "suegro", "law", "in-laws", "inlaws"]);

/** A name opening the note as an owner: "Rui's", "Yoon-ah's", "Jean-Luc's". */
const OWNER_OPENS = /^\s*(\p{Lu}\p{Ll}+(?:-\p{L}\p{Ll}+)?)['’]s\s/u;
/** Capitalised openings that are no owner: the writer, a day, a time. */
const NO_OWNER = new Set(["i", "my", "our", "today", "yesterday", "tonight", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "this", "last", "that", "it", "what", "let", "here", "there", "he", "she"]);

/** Whether the note opens with another's possessive, one the question does not ask of. */
export function othersOpening(text: string, asked: readonly string[]): boolean {
  const m = OWNER_OPENS.exec(text);
  if (!m) return false;
  const who = m[1]!.toLowerCase();
  // "Do-yun's mother rang the office": a relation after the name is a person, the subject, not a thing owned.
  const next = words(text.slice(m.index + m[0].length))[0] ?? "";
  return relationForms(next) === null && !NO_OWNER.has(who) && !asked.some((p) => words(p).some((w) => sameWord(w, who)));
}

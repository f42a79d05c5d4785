import { formatDate } from "@life/classifier";
import { namesInitialsAsked, withInitials } from "../acronyms.js";
import { isPlan, isQuestionNote, otherRoom, othersThing, roomsOf } from "../qa-cues.js";
import { expansionScore } from "../qa-expand.js";
import { kindMembers, kindNamer, namesKindOf } from "../qa-kinds.js";
import { isPartnerWord, namesForm, othersKinOnly, othersRelationNamed, ownRelationNamed, relationForms } from "../qa-relations.js";
import type { QaNote } from "../qa-note.js";
import { weekdayOfDate, WEEKDAYS } from "../qa-range.js";
import type { QaQuestion } from "../qa-question.js";
import { relevance, wordAffinity, words } from "../qa-words.js";

/** How close each note is to what a question asks, shared by every kind of answer. */

/** A note this close to the topic is about it (word-vector cosine for a different word, 1 for the word itself). */
export const RELEVANT = 0.55;
/** Looser, where the kind of note (a feeling, a decision) already narrows the field. */
export const RELATED = 0.45;
/** Words of waiting and planning that say nothing about which thing is meant. */
export const CUE_WORDS = new Set(["waiting", "wait", "still", "back", "send", "sent", "need", "needs", "will", "should", "said", "says", "hear", "soon", "weeks", "days", "week"]);

export interface Scored {
  note: QaNote;
  score: number;
}

export function inRange(note: QaNote, q: QaQuestion): boolean {
  // "On Saturdays": a note written on one, or naming the day ("long Saturday, 7 hours" typed on Sunday).
  if (q.weekday !== undefined && q.weekday !== null && weekdayOfDate(note.localDate) !== q.weekday && !words(note.text).some((w) => w === WEEKDAYS[q.weekday!] || w === `${WEEKDAYS[q.weekday!]}s`)) return false;
  if (!q.range) return true;
  return note.localDate >= formatDate(q.range.from) && note.localDate < formatDate(q.range.to);
}

/** Whether the text writes the name with its capital ("Mochi's flea drops", not "mochi ice cream"). */
export function writesName(text: string, name: string): boolean {
  const first = words(name)[0];
  return first !== undefined && (text.match(/\p{Lu}[\p{L}'’]*/gu) ?? []).some((t) => words(t)[0] === first);
}

export function mentions(note: QaNote, person: string): boolean {
  const first = words(person)[0];
  if (!first) return false;
  const alone = words(person).length === 1;
  // "My mum", asked by a relation no note gives a name: any everyday form of it ("Mummy", "mother"), not another's ("Kay's mum").
  const forms = alone ? relationForms(first) : null;
  if (forms) return ownRelationNamed(note.text, forms);
  return note.entities.some((e) => words(e)[0] === first) || words(note.text).includes(first);
}

/** A word-vector likeness this strong counts on its own; weaker ones only where the kind of note already narrows the field. */
export const STRONG_LIKENESS = 0.65;
/** Kinds that answer with a few exact notes: a loose likeness is no match there. */
const PRECISE = new Set<QaQuestion["kind"]>(["decision", "waiting"]);
/** Spending: a likeness this strong or none ("car" is near "parking", yet brake pads are no parking). */
const SPENDING_LIKENESS = 0.67;
/** Kinds about a named person's own things ("what is Farid meant to send"): a note not naming them is no answer. */
const PERSON_REQUIRED = new Set<QaQuestion["kind"]>(["waiting", "when", "lookup", "count", "list"]);

/**
 * A lookup names the kind of thing it wants ("the restaurant Shreya recommended"): that word
 * leads, and the rest, often said otherwise in the note ("says we have to try…"), follows.
 */
function headRelevance(head: string, topic: readonly string[], noteWords: readonly string[]): number {
  const rest = topic.filter((t) => t !== head);
  // The rest may be named by a thing of its kind: "at my parents'" by "mum's router".
  const affinity = (t: string) => Math.max(wordAffinity(t, noteWords), namesKindOf([t], noteWords) ? KIND_MATCH : 0);
  const others = rest.length === 0 ? wordAffinity(head, noteWords) : rest.reduce((sum, t) => sum + affinity(t), 0) / rest.length;
  return 0.65 * wordAffinity(head, noteWords) + 0.35 * others;
}

/** How close a word of a lookup's topic besides its head comes to a note naming a thing of its kind ("mum" for "parents"). */
const KIND_MATCH = 0.8;

/** How much a note naming a thing of the kind asked ("the barn" for "the venue") is about it, as for a word its notes share. */
const KIND_WEIGHT = 0.6;

/** Notes scored against the topic and people; with neither, every note scores 1. */
export function score(notes: QaNote[], q: QaQuestion): Scored[] {
  const floor = PRECISE.has(q.kind) ? STRONG_LIKENESS : q.kind === "sum" ? SPENDING_LIKENESS : 0;
  const required = PERSON_REQUIRED.has(q.kind);
  const rooms = roomsOf(q.topic);
  // "My mother-in-law" is another relation than "my mother": her notes say "Marcus's mum".
  // "My boyfriend's mother": a relation of the partner's, whom the notes name otherwise; the notes write her as another's
  // ("Min-jae's mom", "his mother"), and the partner's word is who she belongs to, no word a note must share.
  const partnersOwn = (i: number) => i > 0 && isPartnerWord(q.topic[i - 1]!) && relationForms(q.topic[i]!) !== null;
  const relations = q.topic.filter((t, i) => q.topic[i + 1] !== "law" && !partnersOwn(i)).map(relationForms).filter((f): f is readonly string[] => f !== null);
  const partnerRelations = q.topic.flatMap((t, i) => (partnersOwn(i) ? [relationForms(t)!] : []));
  const topicWords = partnerRelations.length > 0 ? q.topic.filter((t, i) => !partnersOwn(i + 1)) : q.topic;
  const namesKind = kindNamer(q.topic);
  return notes.flatMap((note) => {
    if (!namesInitialsAsked(note.text, q.topic, q)) return [];
    const noteWords = withInitials(note.text, words(note.text), q);
    if (q.unlike && q.unlike.length > 0 && noteWords.some((w) => q.unlike!.includes(w))) return [];
    if (rooms.length > 0 && otherRoom(note.text, rooms)) return [];
    // "When did I last speak to my mother": the note's mother must be the person's own, in any form ("Mummy").
    const ownRelation = relations.some((forms) => ownRelationNamed(note.text, forms));
    if (!ownRelation && relations.some((forms) => namesForm(note.text, forms))) return [];
    // "My mom's surgery": a note of another's kin ("Élodie's dad has his surgery") is theirs, though it names no mother.
    if (!ownRelation && relations.length > 0 && partnerRelations.length === 0 && othersKinOnly(note.text)) return [];
    const named = q.people.length === 0 || q.people.some((p) => mentions(note, p));
    if (required && !named) return [];
    const partnerKin = partnerRelations.some((forms) => othersRelationNamed(note.text, forms));
    // As a name is for these kinds, the partner's relation is required: a note naming no one's mother is not about her.
    if (partnerRelations.length > 0 && !partnerKin && (required || partnerRelations.some((forms) => namesForm(note.text, forms)))) return [];
    const direct = q.head ? headRelevance(q.head, topicWords, noteWords) : relevance(topicWords, noteWords, floor);
    const kin = ownRelation || partnerKin ? KIND_WEIGHT : 0;
    const topical = q.topic.length > 0 ? Math.max(direct, kin, q.expansion ? expansionScore(q.expansion, noteWords) : 0, namesKind(noteWords) ? KIND_WEIGHT : 0) : 1;
    // A named person is one more sign of the topic; where not required, a note need not name them ("Amara's school").
    const person = q.people.length > 0 && named ? 0.1 : 0;
    return [{ note, score: topical + person }];
  });
}

/** A date or time in the text: "june 13", "sat the 9th", "2pm". */
const DATE_MENTION = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}\b|\b\d{1,2}(?:st|nd|rd|th)\b|\b\d{1,2}(?::\d{2})?\s?(?:am|pm)\b|\b(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\b|\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b/i;

/** Notes about the topic, best first. A past question is not answered by a plan, and no question by a note that asks one. */
export function bestMatches(q: QaQuestion, notes: QaNote[]): Scored[] {
  // Whose things the question asks about: the people it names, and those its words name ("my parents'" → mum's, dad's).
  const owners = [...q.people, ...q.topic.flatMap((t) => kindMembers(t).flat())];
  return score(notes.filter((n) => inRange(n, q)), q)
    .map((s) => ({
      note: s.note,
      score:
        s.score -
        (isQuestionNote(s.note.text) ? 0.3 : 0) -
        // A past event is not answered by a plan; a lookup may be ("Tomasz says I have to watch…" is his tip).
        (!q.future && q.kind !== "lookup" && isPlan(s.note.text) ? 0.2 : 0) -
        // Asked about one's own ("my oil change"), another person's ("Brad's truck") is no answer; a coming event may be a child's.
        (!q.future && othersThing(s.note.text, owners) ? 0.3 : 0) +
        (q.future && hasDate(s.note) ? 0.1 : 0),
    }))
    .filter((s) => s.score >= (q.head ? HEAD_RELEVANT : RELEVANT))
    .sort((a, b) => b.score - a.score || b.note.createdAt.localeCompare(a.note.createdAt));
}

/** The bar for a lookup led by its head word, which is scored lower (see headRelevance). */
const HEAD_RELEVANT = 0.4;
export const hasDate = (n: QaNote) => n.scheduledFor !== null || DATE_MENTION.test(n.text);

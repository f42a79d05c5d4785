import { withInitials } from "../acronyms.js";
import { isBodyPart, isQuestionNote, isTelling, otherBodyPart } from "../qa-cues.js";
import { namesKindOf } from "../qa-kinds.js";
import type { QaNote } from "../qa-note.js";
import type { QaQuestion } from "../qa-question.js";
import { sameWord, wordAffinity, words } from "../qa-words.js";
import { byDate } from "./answer-format.js";
import { inRange } from "./note-scoring.js";

/**
 * Round 35: "what did the physio say about my shoulder", "what did the doctor tell me about my blood pressure": a professional's
 * advice comes over several visits, and a later one often names the condition no more ("physio: keep doing the band
 * exercises", "per the doctor, core exercises daily"). Every telling of theirs near one that names the thing asked answers,
 * and the writer's own reports of it ("bought a knee brace", "lower back so sore") do not.
 */

/** Those whose word on one's body a question asks; a note may name them by a kind's word ("Dr. Hashmi", "the ortho"). */
const PROFESSIONALS = new Set(["doctor", "doctors", "gp", "physio", "physiotherapist", "dentist", "surgeon", "specialist", "optometrist", "nurse", "midwife", "chiropractor", "osteo", "osteopath", "podiatrist", "vet", "pharmacist", "consultant", "ortho"]);

/** A telling in a note's own frame: "physio: keep doing…", "per the doctor, …", "the doctor wants me to…". */
const TOLD_FRAME = /:\s|\bper (?:the|my)\b|\bwants me to\b|\btold me to\b|\badvised\b/i;
/** A note opening with another's thing ("Jody's knee physio got moved"): theirs, not the writer's advice. */
const ANOTHERS = /^\s*\p{Lu}\p{Ll}+['’]s\b/u;

/** How far from a telling that names the thing another of the same one's tellings may lie and still be of it. */
const NEAR_MS = 60 * 86_400_000;
/** How close a note's word must come to the thing asked about ("shoulder") to name it. */
const NAMES = 0.65;

/**
 * Round 47: a professional told in two words, a field before the title ("the skin doctor", "the eye specialist", "the health
 * visitor"), is asked as the title alone: notes name the one seen ("Dr Farah says…", "HV came round"), seldom the field.
 */
const TWO_WORD_TITLES = new Set(["health visitor"]);

/** The one professional a lookup asks the word of, told in one word or a field and a title; null when it asks of no such one. */
export function speakerAsked(speakers: readonly string[]): string | null {
  if (speakers.length === 1) return PROFESSIONALS.has(speakers[0]!) ? speakers[0]! : null;
  if (speakers.length !== 2) return null;
  const [field, title] = speakers as [string, string];
  return PROFESSIONALS.has(title) && !PROFESSIONALS.has(field) ? title : TWO_WORD_TITLES.has(`${field} ${title}`) ? title : null;
}

export function adviceOn(q: QaQuestion, notes: readonly QaNote[]): QaNote[] {
  const about = q.aboutWords ?? [];
  if (q.kind !== "lookup" || about.length === 0 || q.people.length > 0) return [];
  const speaker = speakerAsked(q.topic.filter((t) => !about.includes(t)));
  if (speaker === null) return [];
  // A note's words, initials read out, are worked out once per note however many tests read them.
  const saidOf = new Map<QaNote, string[]>();
  const said = (n: QaNote) => saidOf.get(n) ?? saidOf.set(n, withInitials(n.text, words(n.text), q)).get(n)!;
  const namesSpeaker = (n: QaNote) => said(n).some((w) => sameWord(w, speaker)) || namesKindOf([speaker], said(n));
  const parts = about.filter(isBodyPart);
  const advice = notes.filter(
    (n) => !n.derived && inRange(n, q) && (isTelling(n.text) || TOLD_FRAME.test(n.text)) && namesSpeaker(n) && !isQuestionNote(n.text) && !ANOTHERS.test(n.text) && !(parts.length > 0 && otherBodyPart(n.text, parts)),
  );
  const naming = advice.filter((n) => about.some((t) => wordAffinity(t, said(n)) >= NAMES) || namesKindOf(about, said(n)));
  if (naming.length === 0) return [];
  const near = (n: QaNote) => naming.some((m) => Math.abs(Date.parse(m.createdAt) - Date.parse(n.createdAt)) <= NEAR_MS);
  return advice.filter((n) => naming.includes(n) || near(n)).sort(byDate);
}

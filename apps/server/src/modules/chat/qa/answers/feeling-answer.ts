import { extractSchedule, formatSchedule } from "@life/classifier";
import { spentAmount } from "../money.js";
import { namesKindOf } from "../qa-kinds.js";
import { aboutSomeoneElse, isBodyPart, isFeeling, isFeelingOf, isPlan, isQuestionNote, otherBodyPart } from "../qa-cues.js";
import type { QaAnswer, QaNote } from "../qa-note.js";
import type { QaQuestion } from "../qa-question.js";
import { relevance, words } from "../qa-words.js";
import { about, byDate, type ComposeContext, listNotes, nothing, rangeText } from "./answer-format.js";
import { inRange, mentions, RELEVANT, score, STRONG_LIKENESS } from "./note-scoring.js";

/** A day in the text: "june 13", "the 9th", "friday", "tomorrow". */
const DAY_MENTION = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}\b|\b\d{1,2}(?:st|nd|rd|th)\b|\b(?:mon|tues?|wed|thu(?:rs)?|fri|sat|sun)[a-z]*\b|\b(?:tomorrow|tmrw|tonight|next)\b/i;
/** How close a report must be to a condition asked about ("slept" for "sleeping") to tell how it has been. */
const CONDITION = 0.7;

export function feelings(q: QaQuestion, notes: QaNote[], ctx: ComposeContext, start: QaNote | null): QaAnswer {
  // A dated plan ("knee surgery on may 1") is no report of how things went.
  // A clock time alone ("up at 3am again", "read until 2") tells when something happened, not a day to come.
  const upcoming = (n: QaNote) => (DAY_MENTION.test(n.text) ? (n.scheduledFor ?? formatSchedule(extractSchedule(n.text, new Date(n.createdAt), ctx.timeZone).scheduled) ?? "") : "").slice(0, 10) > n.localDate;
  const own = (n: QaNote) => !aboutSomeoneElse(n.text, n.entities) && !isPlan(n.text) && !upcoming(n) && !isQuestionNote(n.text) && spentAmount(n.text) === null;
  // Asked about a part of the body, a note on another part is another condition, however close the words.
  const parts = q.topic.filter(isBodyPart);
  const found = score(notes.filter((n) => inRange(n, q) && !(parts.length > 0 && otherBodyPart(n.text, parts))), q)
    .filter((s) => {
      if (q.topic.length === 0) return isFeeling(s.note.text, s.note.eventType, s.note.entities);
      // About a body part or a thing ("my back", "sleep"), a report naming it is how it has been, feeling words or not.
      // Asked how a named person feels ("how does Camille feel about…"), a feeling told of them is the answer, not another's.
      const theirs = q.people.length > 0 && q.people.some((p) => isFeelingOf(s.note.text, p));
      // Round 32: asked how the person felt about doing something with someone ("running the pharmacy with Abbu"), their own
      // feeling naming that one is of it, though it names not the doing ("frustrated, Abbu still won't let me…").
      const withThem = (q.companions ?? []).some((p) => mentions(s.note, p)) && isFeeling(s.note.text, s.note.eventType, s.note.entities) && own(s.note);
      return (s.score >= RELEVANT && (isFeeling(s.note.text, s.note.eventType, s.note.entities) || theirs || (q.condition && s.score >= CONDITION && own(s.note)))) || withThem;
    })
    .map((s) => s.note);
  // The event the range starts from ("first physio w Verity") opens the story when it is the person's own.
  if (start && !found.includes(start) && own(start)) found.push(start);
  found.sort(byDate);
  if (found.length === 0) return nothing(`how you felt${q.topic.length > 0 ? ` about ${about(q)}` : ""}${rangeText(q)}`, ctx);
  return { text: `How you've felt${q.topic.length > 0 ? ` about ${about(q)}` : ""}${rangeText(q)}, over time: ${listNotes(found)}.`, notes: found, number: null };
}

/**
 * "Since I started physio": the range starts on the day of the note that best tells of the event,
 * the earliest of the near-best. Null when no note tells of it.
 */
export function sinceEvent(since: readonly string[], notes: QaNote[]): QaNote | null {
  // "Since the injection": the note may name the event only by a thing of its kind ("cortisone shot").
  const scored = notes
    .map((note) => ({ note, score: Math.max(relevance(since, words(note.text), STRONG_LIKENESS), namesKindOf(since, words(note.text)) ? RELEVANT : 0) }))
    .filter((s) => s.score >= RELEVANT);
  if (scored.length === 0) return null;
  const best = Math.max(...scored.map((s) => s.score));
  return scored.filter((s) => s.score >= best - 0.1).sort((a, b) => a.note.createdAt.localeCompare(b.note.createdAt))[0]!.note;
}

const DAY_MS = 86_400_000;
/** Feelings in the days right after an event are about it, named or not ("so relieved" the evening after a go-live). */
const SOON_DAYS = 2;
/** Later, a feeling counts only when it names the event. */
const LATER_DAYS = 14;

/**
 * "How did I feel after the cutover": the person's feelings after the last note that tells of the event (from its
 * scheduled time when it was a plan), not before it. That last note opens the answer when it reports the event itself
 * ("cutover done, so shiok"), as a "since" event's note does.
 */
export function feelingsAfter(event: readonly string[], notes: QaNote[], ctx: ComposeContext): QaAnswer | null {
  // A bill for it ("forklift rental invoice for Tuas") tells of the event's costs, not of the event.
  const telling = notes.filter((n) => (relevance(event, words(n.text), STRONG_LIKENESS) >= RELEVANT || namesKindOf(event, words(n.text))) && spentAmount(n.text) === null);
  const last = [...telling].sort(byDate).pop();
  if (!last) return null;
  const planned = last.scheduledFor && last.scheduledFor.slice(0, 10) > last.localDate ? Date.parse(last.scheduledFor.length > 10 ? last.scheduledFor : `${last.scheduledFor}T12:00:00Z`) : Number.NaN;
  const from = Number.isNaN(planned) ? Date.parse(last.createdAt) : planned;
  const within = (n: QaNote, days: number) => {
    const at = Date.parse(n.createdAt);
    return at > from && at <= from + days * DAY_MS;
  };
  const own = (n: QaNote) => !aboutSomeoneElse(n.text, n.entities) && !isPlan(n.text) && !isQuestionNote(n.text);
  const found = notes
    .filter((n) => n !== last && isFeeling(n.text, n.eventType, n.entities) && own(n))
    // Unnamed, a feeling must be one by the classifier too: "the rain tree lost a branch" is news, not a loss felt.
    .filter((n) => (within(n, SOON_DAYS) && n.eventType === "emotion_state") || (within(n, LATER_DAYS) && telling.includes(n)))
    .sort(byDate);
  if (Number.isNaN(planned) && own(last)) found.unshift(last);
  const what = `after ${event.join(" ")}`;
  if (found.length === 0) return nothing(`how you felt ${what}`, ctx);
  return { text: `How you felt ${what}: ${listNotes(found)}.`, notes: found, number: null };
}

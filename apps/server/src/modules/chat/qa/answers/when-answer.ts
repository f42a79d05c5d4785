import { formatScheduled } from "../../local-time.js";
import { aboutSomeoneElse, isDoneReport, isImperativeVerb, isPlan, isRescheduled, othersPastDoing, othersThing } from "../qa-cues.js";
import { ARRANGING_WORDS } from "../planned-ahead.js";
import { expansionScore } from "../qa-expand.js";
import { namesKindOf } from "../qa-kinds.js";
import type { QaAnswer, QaNote } from "../qa-note.js";
import type { QaQuestion } from "../qa-question.js";
import { sameWord, stem, wordAffinity, words } from "../qa-words.js";
import { about, byDate, type ComposeContext, dayOf, nothing, quote } from "./answer-format.js";
import { bestMatches, hasDate, mentions } from "./note-scoring.js";

/** A "when" answer's nearest word to the topic: "cappuccino" for coffee (0.52), not "birthday" for a graduation (0.45). */
const WHEN_ANCHOR = 0.5;
export function when(q: QaQuestion, notes: QaNote[], ctx: ComposeContext): QaAnswer {
  // As for a lookup, the note must name the topic or a word its notes share, not merely resemble it.
  const anchored = (text: string) => q.topic.some((t) => wordAffinity(t, words(text)) >= WHEN_ANCHOR) || (q.expansion !== undefined && expansionScore(q.expansion, words(text)) > 0) || namesKindOf(q.topic, words(text));
  // A card the pipeline added repeats the note that named the person: the note itself is the answer.
  const matched = bestMatches(q, notes).filter((s) => !s.note.derived && (q.topic.length === 0 || anchored(s.note.text)));
  // "When did I…" asks of one's own doings: someone else's news ("Jonas got his hair cut") answers only when nothing else does.
  const own = !q.future && q.people.length === 0 ? matched.filter((s) => !aboutSomeoneElse(s.note.text, s.note.entities) && !othersPastDoing(s.note.text)) : matched;
  // "When did I last play football" is not answered by "skipped five-a-side": a miss is no time it was done.
  const done = q.future ? own : own.filter((s) => !MISSED.test(s.note.text));
  const found = preferKinds(q.topic, done.length > 0 ? done : own.length > 0 ? own : matched);
  if (found.length === 0) return nothing(about(q), ctx);
  // "When is…" is answered by a note that gives a date, the newest of the best ones.
  // "Won our game last Saturday" tells a day gone by: no time to come, though it names a day.
  const dated = q.future ? found.filter((s) => hasDate(s.note) && !PAST_DAY.test(s.note.text)) : [];
  if (dated.length > 0) {
    const top = dated[0]!.score;
    const note = dated.filter((s) => s.score >= top - 0.05).map((s) => s.note).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    // "Moved to may 7" answers with the note it moved: the best earlier one on the topic with a date (dated is best first).
    const before = isRescheduled(note.text) ? dated.map((s) => s.note).find((n) => n.createdAt < note.createdAt) : undefined;
    // "Gas engineer rang, moved it to Nov 6": a later move that names no thing is of the plan last dated before it.
    const moved = before ? undefined : movedLater(note, notes);
    if (moved) {
      const at = moved.scheduledFor ? `${formatScheduled(moved.scheduledFor, ctx.timeZone)}, from ${quote(moved)}` : `From ${quote(moved)}`;
      return { text: `${at} (moved from ${quote(note)}).`, notes: [moved, note], number: null };
    }
    const at = note.scheduledFor ? `${formatScheduled(note.scheduledFor, ctx.timeZone)}, from ${quote(note)}` : `From ${quote(note)}`;
    return before ? { text: `${at} (moved from ${quote(before)}).`, notes: [note, before], number: null } : { text: `${at}.`, notes: [note], number: null };
  }
  // Round 35: "when is Manu's cousin's wedding", with no note giving a day to come: a report of a thing done ("got engaged at
  // Christmas") tells no time to come, so only a note that is no such report may answer.
  // An arrangement ("MOT booked for 3 december") holds its day to come though it is told done.
  const arranged = (n: QaNote) => words(n.text).some((w) => ARRANGING_WORDS.has(w));
  if (q.future && found.every((s) => isDoneReport(s.note.text) && !isPlan(s.note.text) && !arranged(s.note))) return nothing(about(q), ctx);
  const best = found[0]!.score;
  if (q.latest && !q.future) {
    // "When did I last change the filter": the newest report holding the most of the topic's things (not only "water").
    const things = q.topic.filter((t) => !isImperativeVerb(t) && !isImperativeVerb(stem(t)));
    // A thing of the kind counts as the thing: "the barber took too much off" is a haircut.
    // "Get the chimney swept": a note telling the act ("the sweep came") is of the doing; one naming only the thing ("chimney fire") may not be.
    // Round 32: "when did I last pay the Meralco bill": the verb asked is the act too, and a note naming the name asked with the
    // act ("paid Meralco through GCash") holds the thing as one saying "bill" does.
    const acted = (n: QaNote) => (q.act && words(n.text).some((w) => sameWord(q.act!, w)) ? 0.5 : 0);
    const verb = q.people.length > 0 ? q.topic.find((t) => isImperativeVerb(t)) : undefined;
    const byName = (n: QaNote) => verb !== undefined && words(n.text).some((w) => sameWord(verb, w)) && q.people.some((p) => mentions(n, p));
    const held = (n: QaNote) => (namesKindOf(things, words(n.text)) || byName(n) ? things.length : things.filter((t) => words(n.text).some((w) => sameWord(t, w))).length) + acted(n);
    const reports = found.filter((s) => !isPlan(s.note.text) && !othersThing(s.note.text, q.people));
    const most = Math.max(0, ...reports.map((s) => held(s.note)));
    const newest = reports.filter((s) => things.length > 0 && most > 0 && held(s.note) === most).map((s) => s.note).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    if (newest) return { text: `On ${dayOf(newest)}: ${quote(newest)}.`, notes: [newest], number: null };
  }
  const close = found.filter((s) => s.score >= best - 0.05).map((s) => s.note);
  // "When did I last…" is the newest report; "when did I order…" the first, as later notes refer back to it.
  const note = close.sort((a, b) => (q.latest ? b.createdAt.localeCompare(a.createdAt) : a.createdAt.localeCompare(b.createdAt)))[0]!;
  return { text: `On ${dayOf(note)}: ${quote(note)}.`, notes: [note], number: null };
}

/**
 * A topic word no matching note says, whose kind some say ("when did the washing machine get
 * fixed" met by "washer is working again"): those notes answer, not the ones that only name the thing.
 */
function preferKinds<T extends { note: QaNote }>(topic: readonly string[], found: T[]): T[] {
  const says = (t: string, s: T) => words(s.note.text).some((w) => sameWord(t, w));
  const byKind = topic.filter((t) => !found.some((s) => says(t, s)) && found.some((s) => namesKindOf([t], words(s.note.text))));
  return byKind.length === 0 ? found : found.filter((s) => byKind.every((t) => namesKindOf([t], words(s.note.text))));
}

/** A day named as gone by: "last Saturday", "yesterday", "three days ago". */
const PAST_DAY = /\blast (?:mon|tues?|wed|thu(?:rs)?|fri|sat|sun)[a-z]*\b|\byesterday\b|\bago\b/i;

const MISSED = /\b(?:skip|skipped|skipping|cancel(?:l)?ed|called off|missed|didn'?t (?:go|make it|get to)|couldn'?t (?:go|make it|get to))\b/i;

/** A move told of "it" or "the appointment", naming no thing of its own. */
const MOVED_IT = /\b(?:it|the (?:appointment|booking|slot|visit))\b/i;

/** The first later note moving a plan by "it" ("moved it to Nov 6"), when no other dated note comes between the plan and it. */
function movedLater(plan: QaNote, notes: readonly QaNote[]): QaNote | undefined {
  const after = notes.filter((n) => n.createdAt > plan.createdAt && hasDate(n)).sort(byDate);
  const first = after[0];
  return first && isRescheduled(first.text) && MOVED_IT.test(first.text) ? first : undefined;
}

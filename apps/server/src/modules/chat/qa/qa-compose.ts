import { formatScheduled } from "../local-time.js";
import { type ComposeContext, dayOf, parseDate } from "./answers/answer-format.js";
import { company } from "./answers/company-answer.js";
import { duration } from "./answers/duration-answer.js";
import { daysSinceLast } from "./answers/days-since.js";
import { spanBetween } from "./answers/span-between.js";
import { decisions } from "./answers/decision-answer.js";
import { feelings, feelingsAfter, sinceEvent } from "./answers/feeling-answer.js";
import { lookup } from "./answers/lookup-answer.js";
import { RELATED, score } from "./answers/note-scoring.js";
import { count, list, stayDays } from "./answers/occurrence-answers.js";
import { remaining, waiting } from "./answers/open-items-answers.js";
import { person } from "./answers/person-answer.js";
import { quantity } from "./answers/quantity-answer.js";
import { sum } from "./answers/sum-answer.js";
import { when } from "./answers/when-answer.js";
import { isCancelled } from "./qa-cues.js";
import { expandTopic } from "./qa-expand.js";
import type { QaAnswer, QaNote } from "./qa-note.js";
import { isFrameWord, type QaQuestion } from "./qa-question.js";
import { withKinNames } from "./qa-kin.js";
import { isRelationWord, nameOfRelation } from "./qa-relations.js";
import { words } from "./qa-words.js";

/**
 * "My sister", "grandad": a relation the notes give a name ("my sister Rosalind…") is that
 * person, asked about by name; one they name no one by stays a topic word ("mum's birthday").
 */
function withRelatives(q: QaQuestion, notes: QaNote[]): QaQuestion {
  const asked = [...q.topic, ...q.people.flatMap((p) => words(p))].filter(isRelationWord);
  if (asked.length === 0) return q;
  const named = new Map(asked.map((r) => [r, nameOfRelation(r, notes)] as const).filter((e): e is readonly [string, string] => e[1] !== null));
  if (named.size === 0) return q;
  const people = [...q.people.filter((p) => !named.has(words(p)[0] ?? "")), ...named.values()];
  return { ...q, people: [...new Set(people)], topic: q.topic.filter((t) => !named.has(t)) };
}

/** The offline answer to a question read by qa-question.ts: each kind's composer is in answers/. */

/** Scheduled rows for the range, already read by the repository (scheduled_for within it). */
export function scheduleAnswer(q: QaQuestion, scheduled: QaNote[], ctx: ComposeContext): QaAnswer {
  const label = q.range?.label ?? "in the next 7 days";
  const kept = scheduled.filter((n) => !isCancelled(n.text));
  const rows = q.topic.length > 0 ? score(kept, q).filter((s) => s.score >= RELATED).map((s) => s.note) : kept;
  if (rows.length === 0) return { text: `Nothing is scheduled ${label}.`, notes: [], number: null };
  const sorted = [...rows].sort((a, b) => a.scheduledFor!.localeCompare(b.scheduledFor!));
  return { text: `${label.charAt(0).toUpperCase()}${label.slice(1)}: ${sorted.map((n) => `${n.title} (${formatScheduled(n.scheduledFor!, ctx.timeZone)})`).join("; ")}.`, notes: sorted, number: null };
}

/** Kinds whose notes may name a topic only by its parts ("the vanity" for the bathroom): counts and lists need the thing itself. */
const EXPANDED = new Set<QaQuestion["kind"]>(["sum", "decision", "remaining", "waiting", "feeling", "when"]);

export function composeAnswer(asked: QaQuestion, captured: QaNote[], ctx: ComposeContext): QaAnswer {
  const question = withRelatives(asked, captured);
  // Round 29: the person asked, by name or by relation, is also the one the notes name the other way.
  const all = withKinNames(question.people, captured);
  // A card the pipeline added repeats the note that named the person: only the person's own answer lists it.
  const notes = question.kind === "person" || (question.kind === "when" && question.people.length > 0) ? all : all.filter((n) => !n.derived);
  if (question.between && question.between[0].length > 0) return spanBetween(question.between[0], question.between[1], notes, ctx);
  // Not sure which note is the last time, the question is read as before: a count since the event.
  const sinceLast = question.sinceLast ? daysSinceLast(question, notes, ctx, question.sinceLast) : null;
  if (sinceLast) return sinceLast;
  let q = EXPANDED.has(question.kind) ? { ...question, expansion: expandTopic(question.topic, notes, question.kind === "when" ? [] : question.people, isFrameWord) } : question;
  const start = q.since.length > 0 && !q.range ? sinceEvent(q.since, notes) : null;
  if (start) q = { ...q, range: { from: parseDate(start.localDate), to: { year: 9999, month: 12, day: 31 }, label: `since ${dayOf(start)}` } };
  // The event a "since…" range starts from is no instance of what is counted or summed ("last day at Corvell" is no interview).
  const counted = start && ["count", "sum", "list"].includes(q.kind) ? notes.filter((n) => n !== start) : notes;
  // Round 51: "how long was I in Lautoka" reads as a lookup and "how long did I stay…" as hours; told by an arrival and a
  // return, either is a stay in days. Without that pair each is answered as its kind.
  const stay = q.stayPlace ? stayDays(q, counted) : null;
  if (stay) return stay;
  switch (q.kind) {
    case "list":
      return list(q, counted, ctx);
    case "sum":
      return sum(q, counted, ctx);
    case "count":
      if (q.measure) return duration(q, counted, ctx);
      // Round 30: "how many kilos of honey did we harvest" adds up the kilos told; with none told, the notes are counted.
      return (q.quantity ? quantity(q, counted) : null) ?? count(q, counted, ctx);
    case "remaining":
      return remaining(q, notes, ctx);
    case "waiting":
      return waiting(q, notes, ctx);
    case "decision":
      return decisions(q, notes, ctx);
    case "feeling":
      // "How was I feeling about the flat after we moved in" asks of the flat: there the event only bounds the time.
      return (q.after && q.after.length > 0 && !q.range && q.topic.every((t) => q.after!.includes(t)) ? feelingsAfter(q.after, notes, ctx) : null) ?? feelings(q, notes, ctx, start);
    case "person":
      return q.company ? company(q, notes, ctx) : person(q, notes, ctx);
    case "when":
      return q.people.length > 0 && q.topic.every((t) => ["see", "saw", "seen", "meet", "met"].includes(t)) ? person({ ...q, latest: true }, notes, ctx) : when(q, notes, ctx);
    case "schedule":
      return scheduleAnswer(q, notes, ctx);
    case "lookup":
      return lookup(q, notes, ctx);
  }
}

import { extractSchedule, formatDate, formatSchedule, type CalendarDate } from "@life/classifier";
import { stem, stemsOf } from "../qa-words.js";
import type { QaAnswer, QaNote } from "../qa-note.js";
import type { QaQuestion } from "../qa-question.js";
import { toldAsDone } from "../planned-ahead.js";
import { MONTHS, WEEKDAYS } from "../qa-range.js";
import { daysApart, dayOf, quote, type ComposeContext } from "./answer-format.js";
import { count } from "./occurrence-answers.js";

/**
 * "How many days since I last went to the gym", "how many days since Chabela last went to the vet": the days from the
 * newest time the thing was done to the day asked. The times are the ones a count of the thing would take (not a plan, a
 * miss or another's doing), and the newest must name every thing after the verb ("the gym", "the vet") and whoever the
 * clause names: a word like them is not enough. Null when no note is that sure, and the question is read as before.
 */
export function daysSinceLast(q: QaQuestion, notes: QaNote[], ctx: ComposeContext, today: CalendarDate): QaAnswer | null {
  const names = (q.sinceNames ?? []).map((n) => n.toLowerCase());
  const topic = (q.sinceLastWords ?? []).filter((w) => !names.includes(w));
  // "…last went to the vet": the word after "last" is the verb, the rest the things done.
  const things = (q.sinceThings ?? []).filter((w) => !names.includes(w));
  const sure = [...(things.length > 0 || names.length > 0 ? things : topic), ...names];
  if (sure.length === 0) return null;
  const done = count({ ...q, topic, people: q.sinceNames ?? [], since: [], range: null, timesOf: false, activity: null, latest: false, counted: null }, notes, ctx).notes;
  const asked = formatDate(today);
  const last = done.filter((n) => n.localDate <= asked && !datedLater(n, ctx.timeZone) && !anotherSubject(n.text, names) && namesAll(sure, n.text)).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  if (!last) return null;
  const days = daysApart(last.localDate, asked);
  return { text: `${days} days, since ${dayOf(last)}: ${quote(last)}.`, notes: [last], number: days };
}

/**
 * "Comes up in March", "back in May": a note dated to a month that is not the note's own tells of that time, not the last
 * one.
 */
const IN_MONTH = /\b(?:in|by|until|till|from|since)\s+(january|february|march|april|may|june|july|august|september|october|november|december)\b/i;

function datedLater(n: QaNote, timeZone: string): boolean {
  const month = IN_MONTH.exec(n.text)?.[1];
  if (month !== undefined && MONTHS.indexOf(month.toLowerCase()) + 1 !== Number(n.localDate.slice(5, 7))) return true;
  if (toldAsDone(n.text)) return false;
  const at = n.scheduledFor ?? formatSchedule(extractSchedule(n.text, new Date(n.createdAt), timeZone).scheduled);
  return at !== null && at.slice(0, 10) > n.localDate;
}

/** The note writes every one of the words (by its stem, not a near spelling: "packed" is no "backed"). */
const namesAll = (want: readonly string[], text: string) => {
  const stems = stemsOf(text);
  return want.every((w) => stems.has(stem(w)));
};

/** Words that open a note capitalised without naming who did it. */
const NO_SUBJECT = new Set([..."i i'm i've my we our the a an this that last just finally today yesterday tonight".split(" "), ...WEEKDAYS, ...MONTHS]);
/** Past and present verbs that follow a subject: "Bea backed up her cards", "Emilio is at the gym again". */
const SUBJECT_VERB = /^(?:\p{L}+ed|is|was|has|had|went|did|got|took|made|came|saw|ran|swam|rode|left|brought)$/u;

/**
 * A note opening with another person doing the thing ("Bea backed up her cards on my laptop") is their time, not the
 * writer's, unless the question asks about that person ("since Chabela last went to the vet").
 */
function anotherSubject(text: string, asked: readonly string[]): boolean {
  const m = /^\s*(\p{Lu}\p{Ll}+)\s+(\p{Ll}+)/u.exec(text);
  if (!m) return false;
  const name = m[1]!.toLowerCase();
  return !NO_SUBJECT.has(name) && !asked.includes(name) && SUBJECT_VERB.test(m[2]!);
}

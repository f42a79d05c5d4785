import { formatDate, toWallTime, wallTimeToInstant, type CalendarDate } from "@life/classifier";
import { addDays, localToday, weekdayIndex } from "../local-time.js";
import { isCalledOff, isImperativeVerb } from "./qa-cues.js";
import type { QaNote } from "./qa-note.js";
import { isFrameWord } from "./qa-question.js";
import { contentWords, sameWord, stem } from "./qa-words.js";

/**
 * Two readings of a schedule the capture's date engine leaves to the answerer: the day of the
 * month a note gives next to a weekday ("recital wed 23rd 6pm": the 23rd, not the next
 * Wednesday), and a plan that a later note calls off ("Lynn says book club is pushed").
 */

const WEEKDAY_STEMS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
/** "wed 23rd", "sat the 14th", "the 22nd": a day of the month, not after a month's name (the engine reads "june 13th"). */
const ORDINAL_DAY = /(?<!\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s)\b(?:(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\s+)?(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b/i;

/**
 * The day a note's ordinal names, from the day it was written: the first day on or after it
 * with that day of the month (and weekday, when one is given), within a year. The engine's time
 * of day is kept. Null when the note names no such day or the stored value already falls on it.
 */
export function ordinalSchedule(note: QaNote, engineValue: string | null, timeZone: string): string | null {
  const m = ORDINAL_DAY.exec(note.text);
  if (!m) return null;
  const dayOfMonth = Number(m[2]);
  if (dayOfMonth < 1 || dayOfMonth > 31) return null;
  const weekday = m[1] ? WEEKDAY_STEMS.indexOf(m[1].slice(0, 3).toLowerCase()) : -1;
  const written = localToday(new Date(note.createdAt), timeZone);
  let date: CalendarDate | null = null;
  for (let i = 0; i < 400 && !date; i++) {
    const d = addDays(written, i);
    if (d.day === dayOfMonth && (weekday < 0 || weekdayIndex(d) === weekday)) date = d;
  }
  if (!date) return null;
  const iso = formatDate(date);
  if (engineValue?.includes("T")) {
    const { hour, minute } = toWallTime(new Date(engineValue), timeZone);
    const local = localToday(new Date(engineValue), timeZone);
    if (formatDate(local) === iso) return null;
    return wallTimeToInstant({ ...date, hour, minute }, timeZone).toISOString();
  }
  return engineValue === iso ? null : iso;
}

const DAY_ABBREVIATIONS = new Set(["mon", "tue", "tues", "wed", "weds", "thu", "thur", "thurs", "fri", "sat", "sun", "tmrw", "tmr", "am", "pm", "night", "noon", "says", "said", "week", "weeks"]);
/** Words that name the plan itself, not its day, time or the verb of booking it ("booked", "sat", "7pm"). */
const planWord = (w: string) => !isFrameWord(w) && !DAY_ABBREVIATIONS.has(w) && !/\d/.test(w) && !isImperativeVerb(w) && !isImperativeVerb(stem(w));

/** Words of the clause that calls a plan off, and of the clause before it ("physio clinic called, moved my appt"). */
function calledOffWords(text: string): string[] {
  const clauses = text.split(/[.;!?,]+|\s+-\s+|\bbut\b/i);
  const at = clauses.findIndex((c) => isCalledOff(c));
  if (at < 0) return [];
  return [...(at > 0 ? contentWords(clauses[at - 1]!) : []), ...contentWords(clauses[at]!)].filter(planWord);
}

/** A later note that calls this plan off in words it shares with it ("book club is pushed to next week"). */
export function calledOffLater(plan: { text: string; createdAt: string }, later: readonly QaNote[]): boolean {
  const own = contentWords(plan.text).filter(planWord);
  return later.some((n) => n.createdAt > plan.createdAt && isCalledOff(n.text) && calledOffWords(n.text).some((w) => own.some((o) => sameWord(o, w))));
}

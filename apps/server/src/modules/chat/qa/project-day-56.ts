import { extractSchedule, formatDate } from "@life/classifier";
import { addDays, localToday, weekdayIndex } from "../local-time.js";
import { parseDate } from "./answers/answer-format.js";
import { isImperativeVerb } from "./qa-cues.js";
import type { QaNote } from "./qa-note.js";
import { ordinalSchedule } from "./qa-schedule.js";
import { WEEKDAYS } from "./qa-range.js";
import { contentWords, sameWord, words } from "./qa-words.js";

/**
 * Round 56: what is left of a project includes a to-do set for the project's own day. "Book the hall with Ms. Nermeen for
 * the 15th" names neither the science fair nor a step of its list, but "science fair on 15 December" puts the fair on the
 * day the hall is booked for; "must get the health check done … before the 9th" is due on the day of "visa renewal
 * appointment … booked for February 9". The day is the one the classifier stored, else the one the date engine reads from
 * the note's text at its capture (some notes come back with no stored day), with the schedule answers' reading of a bare ordinal (`ordinalSchedule`).
 */

/**
 * A word or figure a day may be told by (a month's, a weekday's opening letters, a number, "tomorrow"): a note without one
 * names no day, so the date engine, the costly part, is never asked of it.
 */
const DAY_CUE = /\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun|tomorrow|tmrw)/i;

/** The local day a note is set for (YYYY-MM-DD), or null. Read once per note: the engine costs a fraction of a millisecond. */
export function noteDay(note: QaNote, timeZone: string): string | null {
  let engine = note.scheduledFor;
  if (engine === null) {
    if (!DAY_CUE.test(note.text)) return null;
    const s = extractSchedule(note.text, new Date(note.createdAt), timeZone).scheduled;
    if (s === null) return null;
    engine = s.kind === "date" ? formatDate(s.date) : s.instant.toISOString();
  }
  // "the 15th" read as the first 15th on or after the note's day, where the engine read another.
  const day = ordinalSchedule(note, engine, timeZone) ?? engine;
  return day.includes("T") ? formatDate(localToday(new Date(day), timeZone)) : day.slice(0, 10);
}

/**
 * "Must get the health check done": a must ahead of the thing (not "must have left it") is a to-do, though "done" reads
 * as a report elsewhere.
 */
const MUST = /^\s*(?:i\s+)?must\s+(?!have\b|['’]ve\b)/i;
export const mustDo = (text: string): boolean => MUST.test(text);

/** The words a note says of its thing, not of doing nor of the day: "book the hall for the 15th" → hall. */
const thingWords = (text: string, topic: readonly string[]) =>
  contentWords(text).filter((w) => w.length >= 3 && !isImperativeVerb(w) && !/\d/.test(w) && !topic.some((t) => sameWord(t, w)));

/**
 * The words a note may set one of `days` by: its day of the month ("15", "15th"), its weekday ("fri", "friday"), or
 * "tomorrow". A to-do with none of them and no stored day is not handed to the date engine (a user's open to-dos run to
 * hundreds, and the engine costs a tenth of a millisecond each).
 */
function dayWords(days: ReadonlySet<string>): Set<string> {
  const said = new Set(["tomorrow", "tmrw", "tmr"]);
  for (const iso of days) {
    const date = parseDate(iso);
    said.add(String(date.day));
    const weekday = WEEKDAYS[weekdayIndex(date)]!;
    said.add(weekday).add(weekday.slice(0, 3));
  }
  return said;
}
const ORDINAL = /^(\d{1,2})(?:st|nd|rd|th)$/;
const mayName = (text: string, said: ReadonlySet<string>) => words(text).some((w) => said.has(ORDINAL.exec(w)?.[1] ?? w));

/**
 * The open to-dos set for a day the project's own notes are set for, ahead of when each was written. `project`: the notes
 * the question matched that are no steps themselves (the fair, the appointment); `todos`: the open to-dos to weigh, not done
 * since. A to-do that shares a thing with a note of another plan on the same day ("book the hall for Salma's party", with
 * "Salma's party on the 15th") is that plan's. Each note's day is read once.
 */
export function onProjectDay(project: readonly QaNote[], todos: readonly QaNote[], notes: readonly QaNote[], topic: readonly string[], timeZone: string): QaNote[] {
  // Each day the project is set for, and when it was first noted so.
  const since = new Map<string, string>();
  for (const n of project) {
    const day = noteDay(n, timeZone);
    // A day ahead of the note: the plan's day, not the day a report was written of.
    if (day === null || day <= n.localDate) continue;
    const first = since.get(day);
    if (first === undefined || n.createdAt < first) since.set(day, n.createdAt);
  }
  const days = new Set(since.keys());
  if (days.size === 0) return [];
  const own = new Set(project.map((n) => n.id));
  const said = dayWords(days);
  const found = todos.filter((t) => {
    if (own.has(t.id) || (t.scheduledFor === null && !mayName(t.text, said))) return false;
    const day = noteDay(t, timeZone);
    // Set for the day after the plan was noted, and ahead of its own writing ("pay the rent on the 1st" from before is no step of it).
    const first = day === null ? undefined : since.get(day);
    return first !== undefined && day! > t.localDate && t.createdAt >= first;
  });
  if (found.length === 0) return [];
  // Other plans on the project's days, by their stored day only (no engine over every note): only their words are needed.
  const joined = new Set(found.map((t) => t.id));
  const near = new Set([...days].flatMap((d) => [-1, 0, 1].map((i) => formatDate(addDays(parseDate(d), i)))));
  // A stored instant is in UTC, a day off the local one at most; a bare ordinal the engine misread is caught by its words.
  const mayBeOn = (n: QaNote) => near.has(n.scheduledFor!.slice(0, 10)) || mayName(n.text, said);
  const others = notes.filter((n) => n.scheduledFor !== null && !own.has(n.id) && !joined.has(n.id) && mayBeOn(n) && days.has(noteDay(n, timeZone) ?? ""));
  if (others.length === 0) return found;
  const projectWords = project.flatMap((n) => thingWords(n.text, topic));
  return found.filter((t) => {
    const mine = thingWords(t.text, topic).filter((w) => !projectWords.some((p) => sameWord(p, w)));
    return !others.some((o) => thingWords(o.text, topic).some((w) => mine.some((m) => sameWord(m, w))));
  });
}

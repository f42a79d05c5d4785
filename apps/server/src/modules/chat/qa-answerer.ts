import { extractSchedule, formatSchedule, wallTimeToInstant } from "@life/classifier";
import { addDays, localToday, localWindow, type LocalWindow } from "./local-time.js";
import type { QaRepository } from "./qa.repository.js";
import { composeAnswer, scheduleAnswer } from "./qa/qa-compose.js";
import { isCalledOff, isCancelled } from "./qa/qa-cues.js";
import { calledOffLater, ordinalSchedule } from "./qa/qa-schedule.js";
import type { QaAnswer, QaNote } from "./qa/qa-note.js";
import { readQuestion, type QaQuestion } from "./qa/qa-question.js";

/** The newest notes read whole for every question: recent life is where most questions point. */
export const RECENT_NOTES = 150;
/** Notes captured within a question's range ("this month"), newest first. */
export const RANGE_NOTES = 250;
/** Older notes reached through the full-text index by the question's words. */
export const TEXT_NOTES = 120;

/** A question read once, with the newest notes its names were read against; answer() takes it as it is. */
export interface ReadQuestion {
  question: QaQuestion;
  recent: QaNote[];
}

export interface QaResult extends QaAnswer {
  question: QaQuestion;
  /** Every note read for the answer: what an LLM may quote and cite, and nothing else. */
  retrieved: QaNote[];
}

/**
 * The offline, retrieval-first answerer: reads the question, gathers candidate notes (newest,
 * within the range, full-text matches, the schedule), and composes an answer that cites them.
 */
export class QaAnswerer {
  constructor(private readonly notes: QaRepository) {}

  /** Corrections to the stored schedule within a window, from the newest notes (see reviseSchedule). */
  async reviseSchedule(userId: string, window: LocalWindow, timeZone: string): Promise<ScheduleRevision> {
    return reviseSchedule(await this.notes.recent(userId, RECENT_NOTES, timeZone), window, timeZone);
  }

  /** The question read against the names in the person's newest notes. */
  async read(userId: string, message: string, now: Date, timeZone: string): Promise<ReadQuestion> {
    const recent = await this.notes.recent(userId, RECENT_NOTES, timeZone);
    const knownNames = [...new Set(recent.flatMap((n) => n.entities))];
    return { question: readQuestion(message, localToday(now, timeZone), knownNames, timeZone), recent };
  }

  /** `asked`: the message, or the question already read from it (see read). */
  async answer(userId: string, asked: string | ReadQuestion, now: Date, timeZone: string): Promise<QaResult> {
    const today = localToday(now, timeZone);
    const { question, recent } = typeof asked === "string" ? await this.read(userId, asked, now, timeZone) : asked;
    const ctx = { timeZone, searched: "" };

    if (question.kind === "schedule" || (question.kind === "when" && question.future && question.range)) {
      const range = question.range ?? { from: today, to: addDays(today, 7), label: "in the next 7 days" };
      const days = Math.max(1, Math.round((Date.UTC(range.to.year, range.to.month - 1, range.to.day) - Date.UTC(range.from.year, range.from.month - 1, range.from.day)) / 86_400_000));
      const window = localWindow(range.from, Math.min(days, 62), timeZone);
      const stored = await this.notes.scheduledWithin(userId, window, 50, timeZone);
      const revision = reviseSchedule(recent, window, timeZone);
      const scheduled = [...stored.filter((n) => !revision.drop.has(n.id)), ...revision.add];
      return { ...scheduleAnswer({ ...question, range }, scheduled, { ...ctx, searched: `your schedule ${range.label}` }), question, retrieved: scheduled };
    }

    const searches: Array<Promise<QaNote[]>> = [];
    const terms = [...question.topic, ...question.people];
    // Notes may name a body the question spells out by its initials only ("MoW" for Meals on Wheels): search for those too.
    const initials = [...(question.phrases?.keys() ?? [])];
    if (terms.length > 0) searches.push(this.notes.matching(userId, [...terms, ...initials], TEXT_NOTES, timeZone));
    if (question.range) {
      const from = wallTimeToInstant({ ...question.range.from, hour: 0, minute: 0 }, timeZone);
      const to = wallTimeToInstant({ ...question.range.to, hour: 0, minute: 0 }, timeZone);
      searches.push(this.notes.capturedBetween(userId, from, to, RANGE_NOTES, timeZone));
    }
    const byId = new Map(recent.map((n) => [n.id, n]));
    for (const found of await Promise.all(searches)) for (const n of found) byId.set(n.id, n);
    // A note captured after the moment asked about (the eval replays time) cannot answer it.
    const retrieved = [...byId.values()].filter((n) => n.createdAt <= now.toISOString());
    const searched = [`${retrieved.length} notes`, question.range ? `from ${question.range.label}` : null, terms.length > 0 ? `for "${terms.join(" ")}"` : null].filter(Boolean).join(" ");
    return { ...composeAnswer(question, retrieved, { ...ctx, searched }), question, retrieved };
  }
}

/** A cheap first look: only text naming a day, date or time is worth the date engine. */
const DAY_WORDS = /\d|\b(?:mon|tue|wed|thu|fri|sat|sun|tomorrow|tmrw|tonight|today|next|weekend|noon|morning|evening|afternoon|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i;

/** What the answerer changes in the stored schedule of a window: rows to leave out, and rows to show with the date read here. */
export interface ScheduleRevision {
  drop: Set<string>;
  add: QaNote[];
}

/**
 * The stored schedule read again for a window, from the newest notes:
 * - dates the classifier left unscheduled (a feeling that names a day, a misread type) are read
 *   with the capture's own date engine, from the moment each note was written;
 * - a day of the month beside a weekday ("wed 23rd") is the day meant (ordinalSchedule);
 * - a plan cancelled in its own words, or called off or moved by a later note, is not on;
 * - a booking that completed a task ("dog grooming booked sat 26th") is still an appointment.
 */
export function reviseSchedule(recent: QaNote[], window: LocalWindow, timeZone: string): ScheduleRevision {
  const drop = new Set<string>();
  const add: QaNote[] = [];
  const callingOff = recent.filter((n) => isCalledOff(n.text));
  for (const n of recent) {
    if (n.derived || n.status === "archived") continue;
    const named = DAY_WORDS.test(n.text);
    let value = n.scheduledFor;
    if (value === null && named) value = rereadSchedule(n, timeZone);
    if (value === null) continue;
    value = ordinalSchedule({ ...n, scheduledFor: value }, value, timeZone) ?? value;
    if (isCancelled(n.text) || calledOffLater(n, callingOff)) {
      drop.add(n.id);
      continue;
    }
    // Stored rows are the active ones; a completed booking joins when it falls in the window.
    if (value !== n.scheduledFor || n.status === "completed") {
      drop.add(n.id);
      if (value >= n.localDate && inWindow(value, window)) add.push({ ...n, scheduledFor: value });
    }
  }
  return { drop, add };
}

/** The schedule the date engine reads in a note at the time it was written, as stored values are ("…Z" or a date). */
function rereadSchedule(note: QaNote, timeZone: string): string | null {
  const { scheduled } = extractSchedule(note.text, new Date(note.createdAt), timeZone);
  return formatSchedule(scheduled);
}

function inWindow(value: string | null, window: LocalWindow): boolean {
  if (value === null) return false;
  return value.includes("T") ? value >= window.startIso && value < window.endIso : window.dates.includes(value);
}

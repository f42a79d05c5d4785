import type { CalendarDate } from "@life/classifier";
import { addDays, weekdayIndex } from "../local-time.js";
import { christmasRange, fortnightRange, holidayRange, seasonRange, termRange } from "./qa-seasons.js";

/** Local days [from, to) a question asks about, read from its words at the person's `today`. */
export interface QaRange {
  from: CalendarDate;
  /** The first day after the range. */
  to: CalendarDate;
  label: string;
}

export const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const MONTH_WORD = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
/** "since October", "since the start of November": built once from the month words, a constant, never from the question. */
const SINCE_MONTH = new RegExp(String.raw`\bsince\s+(?:the\s+(?:start|beginning)\s+of\s+)?${MONTH_WORD}\b`);
const IN_MONTH = new RegExp(String.raw`\b(?:in|during|for|of|over)\s+${MONTH_WORD}\b`);
/** "two" … "ten", for "the past two weeks". */
const NUMBER_WORDS = ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

const monthIndex = (word: string) => MONTHS.findIndex((m) => m.startsWith(word.slice(0, 3)));
const firstOfMonth = (year: number, month: number): CalendarDate => (month > 12 ? { year: year + 1, month: month - 12, day: 1 } : month < 1 ? { year: year - 1, month: month + 12, day: 1 } : { year, month, day: 1 });
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The range named in a question, or null. `past` says which way a bare month or weekday
 * points: "in october" asked about spending is the last October, asked about plans the next.
 */
export function readRange(lower: string, today: CalendarDate, past: boolean, timeZone?: string): QaRange | null {
  const weekday = weekdayIndex(today);
  const monday = addDays(today, -weekday);
  const day = (offset: number, label: string): QaRange => ({ from: addDays(today, offset), to: addDays(today, offset + 1), label });
  if (/\b(today|tonight|this (morning|afternoon|evening))\b/.test(lower)) return day(0, "today");
  if (/\byesterday\b/.test(lower)) return day(-1, "yesterday");
  if (/\b(tomorrow|tmrw|tmr)\b/.test(lower)) return day(1, "tomorrow");
  if (/\bweek before last\b/.test(lower)) return { from: addDays(monday, -14), to: addDays(monday, -7), label: "the week before last" };
  if (/\b(?:this |the )?past week\b/.test(lower)) return { from: addDays(today, -6), to: addDays(today, 1), label: "in the past 7 days" };
  const dated = datesNamed(lower, today, past);
  if (dated) return dated;
  const calendar = termRange(lower, today, past, timeZone) ?? seasonRange(lower, today, past, timeZone) ?? holidayRange(lower, today, past) ?? christmasRange(lower, today, past) ?? fortnightRange(lower, today);
  if (calendar) return calendar;
  if (/\blast week\b/.test(lower)) return { from: addDays(monday, -7), to: monday, label: "last week" };
  if (/\bnext week\b/.test(lower)) return { from: addDays(monday, 7), to: addDays(monday, 14), label: "next week" };
  if (/\b(this|the) week\b/.test(lower)) return { from: monday, to: addDays(monday, 7), label: "this week" };
  if (/\bweekend\b/.test(lower)) {
    const saturday = addDays(monday, 5);
    if (/\bnext weekend\b/.test(lower)) return { from: addDays(saturday, 7), to: addDays(saturday, 9), label: "next weekend" };
    // Asked on a weekday about what happened, "the weekend" is the one just gone; "last weekend" always is.
    if (/\blast weekend\b/.test(lower) || (past && weekday < 5)) return { from: addDays(saturday, -7), to: addDays(saturday, -5), label: "last weekend" };
    return { from: saturday, to: addDays(saturday, 2), label: "this weekend" };
  }
  const year = /\b(?:in|during|for|of)\s+(20\d\d)\b/.exec(lower);
  if (year) return { from: { year: Number(year[1]), month: 1, day: 1 }, to: { year: Number(year[1]) + 1, month: 1, day: 1 }, label: `in ${year[1]}` };
  const sinceDay = /\bsince\s+(?:last\s+)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/.exec(lower);
  if (sinceDay) {
    const back = (weekday - WEEKDAYS.indexOf(sinceDay[1]!) + 7) % 7;
    return { from: addDays(today, -back), to: addDays(today, 1), label: `since ${cap(sinceDay[1]!)}` };
  }
  // "Since the start of the month", "so far this year": from the first day of the current one to today.
  const started = /\bsince the (?:start|beginning) of (?:the |this )?(week|month|year)\b|\b(week|month|year) to date\b/.exec(lower);
  if (started) {
    const unit = started[1] ?? started[2]!;
    const from = unit === "week" ? monday : unit === "month" ? firstOfMonth(today.year, today.month) : { year: today.year, month: 1, day: 1 };
    return { from, to: addDays(today, 1), label: `since the start of the ${unit}` };
  }
  if (/\b(last|past) month\b/.test(lower)) return { from: firstOfMonth(today.year, today.month - 1), to: firstOfMonth(today.year, today.month), label: "last month" };
  if (/\bnext month\b/.test(lower)) return { from: firstOfMonth(today.year, today.month + 1), to: firstOfMonth(today.year, today.month + 2), label: "next month" };
  if (/\bthis month\b/.test(lower)) return { from: firstOfMonth(today.year, today.month), to: firstOfMonth(today.year, today.month + 1), label: "this month" };
  if (/\blast year\b/.test(lower)) return { from: { year: today.year - 1, month: 1, day: 1 }, to: { year: today.year, month: 1, day: 1 }, label: `in ${today.year - 1}` };
  if (/\bthis year\b/.test(lower)) return { from: { year: today.year, month: 1, day: 1 }, to: { year: today.year + 1, month: 1, day: 1 }, label: "this year" };
  const span = /\b(?:past|last|previous)\s+(\d+|two|three|four|five|six|seven|eight|nine|ten|couple(?: of)?|few)\s+(days?|weeks?|months?)\b/.exec(lower);
  if (span) {
    const count = /^\d+$/.test(span[1]!) ? Number(span[1]) : span[1]!.startsWith("couple") ? 2 : span[1] === "few" ? 3 : NUMBER_WORDS.indexOf(span[1]!) + 2;
    const unit = span[2]!.startsWith("day") ? 1 : span[2]!.startsWith("week") ? 7 : 30;
    return { from: addDays(today, -count * unit), to: addDays(today, 1), label: `in the past ${count * unit} days` };
  }
  if (/\b(lately|recently|these days)\b/.test(lower)) return { from: addDays(today, -30), to: addDays(today, 1), label: "in the last 30 days" };
  const since = SINCE_MONTH.exec(lower);
  if (since) {
    const m = monthIndex(since[1]!) + 1;
    const year = m <= today.month ? today.year : today.year - 1;
    return { from: { year, month: m, day: 1 }, to: addDays(today, 1), label: `since ${cap(MONTHS[m - 1]!)}` };
  }
  const inMonth = IN_MONTH.exec(lower);
  if (inMonth) {
    const m = monthIndex(inMonth[1]!) + 1;
    const year = past ? (m <= today.month ? today.year : today.year - 1) : m >= today.month ? today.year : today.year + 1;
    return { from: { year, month: m, day: 1 }, to: firstOfMonth(year, m + 1), label: `in ${cap(MONTHS[m - 1]!)}` };
  }
  const named = /\b(next\s+|last\s+)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/.exec(lower);
  if (named) {
    const target = WEEKDAYS.indexOf(named[2]!);
    if (named[1]?.startsWith("last") || (past && !named[1])) {
      const back = (weekday - target + 7) % 7 || 7;
      return day(-back, `last ${cap(named[2]!)}`);
    }
    let ahead = (target - weekday + 7) % 7;
    if (ahead === 0 && named[1]) ahead = 7;
    return day(ahead, `on ${cap(named[2]!)}`);
  }
  return null;
}

/**
 * "Hours on Saturdays", "how does she feel about working Saturdays": a weekday in the plural is every such day, not a
 * range; its index from Monday (0), or null.
 */
export function weekdaysAsked(lower: string): number | null {
  for (const w of lower.match(/\b(?:mon|tues|wednes|thurs|fri|satur|sun)days\b/g) ?? []) return WEEKDAYS.indexOf(w.slice(0, -1));
  return null;
}

/** A weekday's plural ("saturdays"), which names days as a range word does, not a topic or a person. */
export const isWeekdays = (word: string): boolean => word.endsWith("days") && WEEKDAYS.includes(word.slice(0, -1));

/** The weekday of a local date ("2026-10-03"), from Monday (0). */
export function weekdayOfDate(iso: string): number {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/** Words a range was read from, so they are not taken for the topic. */
export const RANGE_WORDS = new Set([
  "today", "tonight", "yesterday", "couple", "few", "two", "three", "previous", "weeks", "months", "days", "tomorrow", "tmrw", "tmr", "week", "weekend", "month", "year", "last", "next", "this", "past", "since", "lately", "recently", "days", "so", "far",
  "morning", "afternoon", "evening", "start", "spring", "summer", "autumn", "fall", "winter", "holidays", "fortnight", "festive", "term", "semester", "beginning", "date", ...MONTHS, "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", ...WEEKDAYS,
]);

const DAY_OF_MONTH = new RegExp(String.raw`\b${MONTH_WORD}\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b|\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH_WORD}\b`, "g");

/**
 * Days of the month a question names ("on march 3rd", "since the 2nd of may", "between may 1 and
 * may 5"), as a range; `past` picks the year that puts a date behind today, else ahead of it.
 */
function datesNamed(lower: string, today: CalendarDate, past: boolean): QaRange | null {
  const found: Array<{ date: CalendarDate; index: number }> = [];
  for (const m of lower.matchAll(DAY_OF_MONTH)) {
    const month = monthIndex(m[1] ?? m[4]!) + 1;
    const day = Number(m[2] ?? m[3]);
    if (day < 1 || day > 31) continue;
    let year = today.year;
    const before = month < today.month || (month === today.month && day <= today.day);
    if (past && !before) year -= 1;
    if (!past && month < today.month) year += 1;
    found.push({ date: { year, month, day }, index: m.index });
  }
  const first = found[0];
  if (!first) return null;
  const label = (d: CalendarDate) => `${cap(MONTHS[d.month - 1]!)} ${d.day}`;
  const second = found[1];
  if (second && /\b(?:between|from)\b/.test(lower.slice(0, first.index))) return { from: first.date, to: addDays(second.date, 1), label: `from ${label(first.date)} to ${label(second.date)}` };
  if (/\bsince\s+(?:the\s+)?$/.test(lower.slice(0, first.index))) return { from: first.date, to: addDays(today, 1), label: `since ${label(first.date)}` };
  return { from: first.date, to: addDays(first.date, 1), label: `on ${label(first.date)}` };
}

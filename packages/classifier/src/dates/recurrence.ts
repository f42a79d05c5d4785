import { isPastReport } from "./tense.js";

/**
 * A recurring schedule stated in a thought, as an iCalendar RRULE (RFC 5545 section 3.3.10):
 * "every tuesday" → FREQ=WEEKLY;BYDAY=TU, "mon + thu 6am" → FREQ=WEEKLY;BYDAY=MO,TH;BYHOUR=6;BYMINUTE=0,
 * "fortnightly on fridays" → FREQ=WEEKLY;INTERVAL=2;BYDAY=FR, "daily at 8" → FREQ=DAILY;BYHOUR=8;…
 * The thought's scheduled_for is the next occurrence; the rule says how it repeats.
 */
const DAY_CODES: Array<[RegExp, string]> = [
  [/^mon/, "MO"], [/^tue/, "TU"], [/^wed/, "WE"], [/^thu/, "TH"], [/^fri/, "FR"], [/^sat/, "SA"], [/^sun/, "SU"],
];
const WEEKDAY = "(monday|tuesday|wednesday|weds|thursday|friday|saturday|sunday|mon|tues|tue|wed|thurs|thur|thu|fri|sat|sun)";
const EVERY_WEEKDAY = new RegExp(`\\b(?:every|each|like every|same as every)\\s+(?:(?:second|other|2nd)\\s+)?${WEEKDAY}\\b`, "g");
const PLURAL_WEEKDAY = /\b(mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)\b/g;
const WEEKDAY_LIST = new RegExp(`\\b${WEEKDAY}\\s*(?:\\+|&|/|,|and)\\s*${WEEKDAY}\\b`, "g");
const HABIT_WITH_DAY = new RegExp(`\\b${WEEKDAY}\\b[^.;!?]{0,40}\\b(?:as usual|as per usual|like always|as always|the usual)\\b|\\b(?:as usual|as per usual|the usual)\\b[^.;!?]{0,40}\\b${WEEKDAY}\\b`);
const FORTNIGHTLY = /\b(fortnightly|every (?:second|other|2nd) (?:week|mon|tue|wed|thu|fri|sat|sun)\w*|biweekly|bi-weekly)\b/;
const DAILY = /\b(every (?:day|morning|evening|night)|each (?:day|morning|night)|daily|nightly|every single day)\b/;
const WEEKLY = /\b(weekly|every week|each week|once a week)\b/;
const MONTHLY = /\b(monthly|every month|each month|once a month)\b/;
const YEARLY = /\b(yearly|annually|every year|each year|once a year)\b/;
const MONTH_DAY = /\b(?:on )?the (\d{1,2})(?:st|nd|rd|th)\b/;

function dayCode(word: string): string | null {
  return DAY_CODES.find(([re]) => re.test(word))?.[1] ?? null;
}

function weekdaysIn(lower: string): string[] {
  const days = new Set<string>();
  for (const re of [EVERY_WEEKDAY, PLURAL_WEEKDAY, WEEKDAY_LIST]) {
    for (const m of lower.matchAll(re)) {
      for (const w of m.slice(1)) {
        const code = w ? dayCode(w) : null;
        if (code) days.add(code);
      }
    }
  }
  const habit = HABIT_WITH_DAY.exec(lower);
  if (habit) for (const w of habit.slice(1)) if (w && dayCode(w)) days.add(dayCode(w)!);
  const order = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];
  return [...days].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

export interface RecurrenceTime {
  hour: number;
  minute: number;
}

/** The RRULE of a recurring schedule in lowercase text, or null; a log of a past occurrence has none. */
export function detectRecurrence(lower: string, time: RecurrenceTime | null): string | null {
  if (isPastReport(lower)) return null;
  const days = weekdaysIn(lower);
  let rule: string | null = null;
  if (FORTNIGHTLY.test(lower)) rule = `FREQ=WEEKLY;INTERVAL=2${days.length ? `;BYDAY=${days.join(",")}` : ""}`;
  else if (days.length) rule = `FREQ=WEEKLY;BYDAY=${days.join(",")}`;
  else if (DAILY.test(lower)) rule = "FREQ=DAILY";
  else if (WEEKLY.test(lower)) rule = "FREQ=WEEKLY";
  else if (MONTHLY.test(lower)) {
    const day = MONTH_DAY.exec(lower);
    rule = `FREQ=MONTHLY${day ? `;BYMONTHDAY=${Number(day[1])}` : ""}`;
  } else if (YEARLY.test(lower)) rule = "FREQ=YEARLY";
  if (!rule) return null;
  return time ? `${rule};BYHOUR=${time.hour};BYMINUTE=${time.minute}` : rule;
}

import { wordTable } from "@life/contracts";
import { NUMBER_WORDS } from "./number-words.js";
/** Lengths of time in a note ("3 hours", "4 hrs", "90 minutes", "an hour and a half"), for "how many hours did I…". */

export type TimeUnit = "hour" | "minute";

/** The number words of a span: "an hour", "a couple of hours" besides "two hours". */
const WORD_NUMBERS: Readonly<Record<string, number>> = wordTable({ ...NUMBER_WORDS, a: 1, an: 1, couple: 2 });

/** A figure or a number word, then a unit (a word of amount may come between: "4.5 more hours", "two solid hours" is not, a figure only); "h"/"m" only straight after a figure ("2h"); a figure may be joined to its unit ("a 4-hour block"). */
const SPAN = /(?<![\p{L}\d.])(?:(\d+(?:\.\d+)?)(?:\s*|-|\s+(?:more|extra|solid|long|straight|full|whole)\s+)(hours?|hrs?|h|minutes?|mins?)|(an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|couple of)\s+(hours?|hrs?|minutes?|mins?))(?![\p{L}\d])(\s+and\s+a\s+half)?/giu;
const HALF_HOUR = /\bhalf an? hour\b/i;
/** "Two and a half hours", "3 and a half hrs": the half before the unit. */
const AND_A_HALF = /(?<![\p{L}\d.])(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+and\s+a\s+half\s+(hours?|hrs?|minutes?|mins?)(?![\p{L}\d])/giu;
const HOUR_AND_MINUTES = /(?<![\p{L}\d])(\d{1,2})\s*h\s*(\d{1,2})\s*(?:m|mins?)?(?![\p{L}\d])/giu;

/**
 * A span told by the clock: "from 8 till 1", "9 till 3", "10am to 2pm". "Till" or "until", or "from … to", marks it; an
 * end at or before the start with no am/pm is in the afternoon ("8 till 1" is five hours). Not a range of a count ("2 to 3 weeks").
 */
const CLOCK_SPAN = /(?<![\p{L}\d.:])(?:(from)\s+)?(\d{1,2})(?::(\d{2}))?\s*(am|pm)?\s+(till|til|until|to)\s+(\d{1,2})(?::(\d{2}))?\s*(am|pm)?(?![\p{L}\d:])(?!\s*(?:weeks?|days?|months?|years?|times|people|hours?|hrs?|mins?|minutes?|k|km|kg|miles?|%))/iu;

function clockSpanMinutes(text: string): number | null {
  const m = CLOCK_SPAN.exec(text);
  if (!m || (m[5]!.toLowerCase() === "to" && !m[1])) return null;
  const at = (hour: string, minute: string | undefined, half: string | undefined) => {
    let h = Number(hour) % 12;
    if (half?.toLowerCase() === "pm") h += 12;
    return h * 60 + Number(minute ?? 0);
  };
  const start = at(m[2]!, m[3], m[4]);
  let end = at(m[6]!, m[7], m[8]);
  if (Number(m[2]) > 12 || Number(m[6]) > 12) return null;
  if (end <= start) end += 12 * 60;
  const minutes = end - start;
  return minutes > 0 && minutes <= 14 * 60 ? minutes : null;
}

/** Minutes a note spends, all its spans added up; null when it names none. */
export function minutesIn(text: string): number | null {
  let total = 0;
  let found = false;
  let rest = text;
  for (const m of text.matchAll(HOUR_AND_MINUTES)) {
    total += Number(m[1]) * 60 + Number(m[2]);
    found = true;
    rest = rest.replace(m[0], " ");
  }
  for (const m of text.matchAll(AND_A_HALF)) {
    const value = (/^\d/.test(m[1]!) ? Number(m[1]) : WORD_NUMBERS[m[1]!.toLowerCase()]!) + 0.5;
    total += m[2]!.toLowerCase().startsWith("h") ? value * 60 : value;
    found = true;
    rest = rest.replace(m[0], " ");
  }
  for (const m of rest.matchAll(SPAN)) {
    const value = m[1] !== undefined ? Number(m[1]) : WORD_NUMBERS[m[3]!.toLowerCase().replace(/ of$/, "")]!;
    const unit = (m[2] ?? m[4])!.toLowerCase();
    const half = m[5] ? 0.5 : 0;
    total += unit.startsWith("h") ? (value + half) * 60 : value + half;
    found = true;
  }
  if (HALF_HOUR.test(rest) && !found) return 30;
  return found ? total : clockSpanMinutes(text);
}

/** The unit a question counts in: "how many hours", "how many minutes", "how long did I" (hours). */
export function unitAsked(lower: string): TimeUnit | null {
  // "How many extra hours", "how many overtime hours": one word may tell which hours, and stays in the topic.
  const m = /\bhow many (?:\p{L}+ )?(hours?|hrs|minutes?|mins)\b/u.exec(lower);
  if (m) return m[1]!.startsWith("h") ? "hour" : "minute";
  if (/\bhow (?:long|much time) (?:did|have|do) (?:i|we)\b/.test(lower)) return "hour";
  // "How long did the midterm grading take me": the time the person put into it, told in the notes' spans.
  if (/\bhow (?:long|much time) did (?:the |my |our |all )?\p{L}.* (?:take|took) (?:me|us)\b/u.test(lower)) return "hour";
  return null;
}

/** Hours beyond the rostered ones, asked as "extra" or "additional" hours: overtime, whose kind tells it ("ran 2 hours over"). */
export const EXTRA_TIME = new Set(["extra", "additional"]);

/** A span rostered, not yet worked: "the rota has me down for 4 extra hours", "I'm on for 5 hours overtime next Saturday". */
export const ROSTERED = /\b(?:has|have|got|put|puts)\s+me\s+(?:down|on|in)\s+for\b|\b(?:i['’]?m|i am)\s+(?:down|on|rostered|booked in|pencilled in)\s+for\b|\brostered\s+(?:for|on)\b|\bnext\s+(?:week|weekend|month|mon|tues|wednes|thurs|fri|satur|sun)(?:day)?\b|\btomorrow\b/i;

/** Words of a duration question's frame, which name no topic. */
export const DURATION_WORDS = new Set(["hours", "hour", "hrs", "minutes", "minute", "mins", "long", "time", "total", "altogether", "spend", "spent", "put", "in", "take", "took"]);

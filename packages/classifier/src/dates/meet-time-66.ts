import type { TimeMention } from "./time-mentions.js";

/**
 * A clause after the event that gives only where and when to gather: "…, meet at Pak Kung Au 8am", "…, 11 at the
 * pier", "…, kick-off 3". Its clock time is the event's, though the day was said in the clause before (GUIDELINES 4.3
 * and 4.5). Read halves of the 27th and 64th sets; every read case with such a clause labels the time.
 */
const MEETING_CLAUSE = /^\s*(?:(?:let'?s\s+)?meet(?:ing)?(?:\s+up)?|gather(?:ing)?|kick[- ]?off|doors(?:\s+open)?)\b|^\s*\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)?\s+at\s+(?:the\s+)?[a-z]/;

export function meetingTimeClause(clause: string): boolean {
  return MEETING_CLAUSE.test(clause);
}

/**
 * "…, 11 at the pier": a bare hour opening a clause after the day's, before "at the" and a place, is the time to
 * gather. Read only when the thought has no other clock time and one day (see dates.ts).
 */
export function bareHourAtPlace(lower: string, after: number): TimeMention | undefined {
  const m = /[,;]\s*(1[0-2]|[1-9])\s+at\s+the\s+[a-z]/.exec(lower.slice(after));
  if (!m) return undefined;
  const index = after + m.index + m[0].indexOf(m[1]!);
  return { index, end: index + m[1]!.length, text: m[1]!, hour: Number(m[1]), minute: 0, meridiem: null };
}

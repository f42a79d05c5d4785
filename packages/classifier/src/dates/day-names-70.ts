import { IMPERATIVE_VERBS } from "../text/verbs.js";
import type { DayMention } from "./day-mentions.js";

/**
 * Words after "the <weekday>" that keep it a day: a part of day, "after"/"before" ("the monday after half term"), a
 * week, a clause word, or a subject and its verb ("the saturday we leave").
 */
const STILL_A_DAY_AFTER = new Set([
  "after", "before", "morning", "mornings", "afternoon", "evening", "night", "nights", "arvo", "week", "fortnight", "at", "the", "and", "or", "to",
  "i", "we", "you", "he", "she", "they", "it", "is", "was", "will", "would", "when", "then", "too", "as", "of", "for", "in", "on", "from", "with",
  "off", "works", "suits", "instead", "lunch", "dinner", "breakfast", "brunch", "noon", "midday",
]);
/** Words before "the" that set the day as a deadline ("by the friday deadline", "before the tuesday meeting"). */
const DAY_LEAD_BEFORE_THE = /\b(?:by|before|b4|due|until|till|til)\s+the\s+$/;
/** "print the sign-in sheets for the thursday group": a thing to do for the weekday's gathering is done by its next turn. */
const PURPOSE_BEFORE_THE = /\bfor\s+the\s+$/;

/**
 * "the thursday group falls apart after the break", "the Saturday deliveries", "cancelled the Tuesday subbing",
 * "I'm on the Friday run from now on", "plants from the saturday market": a bare weekday between "the" and a noun is
 * the name of a standing thing (a group, a round, a market, a clinic) that happens on that weekday, not a day ahead,
 * as "the halloween party" names a party and not the day (GUIDELINES 4.6: a habit's day; a day something is planned
 * for is said "on saturday", "saturday's game"). Read halves of the 35th, 39th, 46th, 49th, 50th and 54th sets, every
 * one labelled unscheduled; a thought with another day keeps that day ("the thursday studio meeting tomorrow at 9"), and
 * a thing to do "for the <weekday> <noun>" keeps the day as its purpose (Clarifications: an event named as the purpose).
 */
export function weekdayNamesAThing(lower: string, d: DayMention): boolean {
  if (d.source !== "weekday" || d.partOfDay || d.recurring || d.past || d.holiday) return false;
  if (!/^[a-z]+$/.test(d.text)) return false;
  const lead = lower.slice(Math.max(0, d.index - 20), d.index);
  if (!/(?:^|[^a-z'])the\s+$/.test(lead) || DAY_LEAD_BEFORE_THE.test(lead)) return false;
  if (PURPOSE_BEFORE_THE.test(lead) && IMPERATIVE_VERBS.has(/^[\s\W]*([a-z]+)/.exec(lower)?.[1] ?? "")) return false;
  const next = /^\s+([a-z]+)\b(?!')/.exec(lower.slice(d.end, d.end + 24))?.[1];
  return next !== undefined && !STILL_A_DAY_AFTER.has(next);
}

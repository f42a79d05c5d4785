import ICAL from "ical.js";
import { toWallTime } from "@life/classifier";
import { addDays, daysBetween, isAllDay, localWallTimeToIso } from "./local-days.js";

/**
 * Recurring thoughts: `flexible_attributes.recurrence` holds an iCalendar RRULE (RFC 5545
 * 3.3.10) and `scheduled_for` its next open occurrence, which is the series' DTSTART. The rule
 * is read in the person's own time zone (the classifier writes BYHOUR as local time), so every
 * occurrence is expanded as a local wall-clock time and only then turned into an instant: a
 * weekly 18:00 stays at 18:00 across daylight-saving changes.
 *
 * Expansion uses ical.js's RecurIterator (already the app's iCalendar parser). Every loop here
 * is bounded by MAX_RECURRENCE_STEPS, whatever a rule from outside says.
 */

/** The most occurrences one expansion steps through; ten years of a daily rule. */
export const MAX_RECURRENCE_STEPS = 3660;
/** The stored rule's limit, as the flexible_attributes contract has it. */
export const MAX_RULE_LENGTH = 200;
const EXPANDED_FREQUENCIES = new Set(["DAILY", "WEEKLY", "MONTHLY", "YEARLY"]);

/**
 * A rule this app can store and expand, without a leading "RRULE:", or null. Sub-daily rules
 * (HOURLY and finer) are refused: a thought is not something to do every minute, and their
 * occurrences would swamp a calendar day.
 */
export function normalizeRule(text: string | null | undefined): string | null {
  if (!text) return null;
  const body = text.trim().replace(/^RRULE:/i, "");
  if (body.length === 0 || body.length > MAX_RULE_LENGTH || /[\r\n]/.test(body)) return null;
  try {
    const recur = ICAL.Recur.fromString(body);
    if (!recur.freq || !EXPANDED_FREQUENCIES.has(recur.freq)) return null;
    if (recur.interval < 1 || (recur.count !== null && recur.count < 1)) return null;
    return body;
  } catch {
    return null;
  }
}

/** True when the thought's attributes carry a rule that expands. */
export function isRecurring(attributes: Record<string, unknown> | null | undefined): boolean {
  const rule = attributes?.recurrence;
  return typeof rule === "string" && normalizeRule(rule) !== null;
}

/** The anchor (a stored scheduled_for) as a floating ICAL time in the zone. */
function floatingAnchor(anchor: string, timeZone: string): ICAL.Time {
  if (isAllDay(anchor)) {
    const [year, month, day] = anchor.split("-").map(Number) as [number, number, number];
    return ICAL.Time.fromData({ year, month, day, isDate: true });
  }
  const wall = toWallTime(new Date(anchor), timeZone);
  return ICAL.Time.fromData({ year: wall.year, month: wall.month, day: wall.day, hour: wall.hour, minute: wall.minute, second: 0, isDate: false });
}

function dateOf(time: ICAL.Time): string {
  return `${String(time.year).padStart(4, "0")}-${String(time.month).padStart(2, "0")}-${String(time.day).padStart(2, "0")}`;
}

/** An occurrence as thoughts store it: a date, or the instant of that local time in the zone. */
function storedValue(time: ICAL.Time, timeZone: string): string {
  return time.isDate ? dateOf(time) : localWallTimeToIso(dateOf(time), time.hour, time.minute, timeZone);
}

/**
 * The rule ready to iterate from a floating start: an UNTIL given in UTC (as calendars write it
 * when DTSTART has a zone) becomes the local time it names, so it compares with local times.
 */
function parseForAnchor(rule: string, start: ICAL.Time, timeZone: string): ICAL.Recur | null {
  const body = normalizeRule(rule);
  if (!body) return null;
  const recur = ICAL.Recur.fromString(body);
  const until = recur.until;
  if (until && !until.isDate && until.zone === ICAL.Timezone.utcTimezone) {
    const wall = toWallTime(until.toJSDate(), timeZone);
    recur.until = start.isDate
      ? ICAL.Time.fromData({ year: wall.year, month: wall.month, day: wall.day, isDate: true })
      : ICAL.Time.fromData({ year: wall.year, month: wall.month, day: wall.day, hour: wall.hour, minute: wall.minute, second: 0, isDate: false });
  } else if (until && start.isDate && !until.isDate) {
    recur.until = ICAL.Time.fromData({ year: until.year, month: until.month, day: until.day, isDate: true });
  }
  return recur;
}

/**
 * An iterator over the occurrences from `start`. When only the occurrences from `fromDay` on are
 * wanted and the rule repeats by whole days (DAILY or WEEKLY, no COUNT, which would need
 * counting from the real start), the start moves forward by whole periods to just before that
 * day, so an old anchor costs no more than a new one. The moved start lies before `fromDay`,
 * so even when it is not itself an occurrence it is never shown.
 */
function iteratorFrom(recur: ICAL.Recur, start: ICAL.Time, fromDay: string | null): ICAL.RecurIterator {
  let first = start;
  if (fromDay && recur.count === null && (recur.freq === "DAILY" || recur.freq === "WEEKLY")) {
    const period = (recur.freq === "DAILY" ? 1 : 7) * recur.interval;
    const lag = daysBetween(dateOf(start), fromDay) - 1;
    const periods = Math.floor(lag / period);
    if (periods > 0) {
      first = start.clone();
      first.adjust(periods * period, 0, 0, 0);
    }
  }
  return recur.iterator(first);
}

/**
 * The occurrences after the anchor whose local day falls in [firstDay, lastDay], as stored
 * scheduled_for values in time order, at most `limit`. The anchor itself is the thought's own
 * row and is not repeated here.
 */
export function occurrencesInRange(rule: string, anchor: string, timeZone: string, firstDay: string, lastDay: string, limit: number): string[] {
  const start = floatingAnchor(anchor, timeZone);
  const recur = parseForAnchor(rule, start, timeZone);
  if (!recur || limit <= 0) return [];
  const iterator = iteratorFrom(recur, start, firstDay);
  const out: string[] = [];
  for (let step = 0; step < MAX_RECURRENCE_STEPS; step += 1) {
    const next = iterator.next();
    if (!next) break;
    const day = dateOf(next);
    if (day > lastDay) break;
    if (day < firstDay || next.compare(start) <= 0) continue;
    out.push(storedValue(next, timeZone));
    if (out.length >= limit) break;
  }
  return out;
}

export interface NextOccurrence {
  scheduledFor: string;
  /** The rule from that occurrence on: COUNT less the occurrences passed, the rest unchanged. */
  rule: string;
}

/**
 * Where the series stands once the anchor's occurrence is done: the next occurrence, with the
 * rule counting from there. Null when the anchor was the last one (COUNT used up, UNTIL passed).
 */
export function nextOccurrence(rule: string, anchor: string, timeZone: string): NextOccurrence | null {
  const start = floatingAnchor(anchor, timeZone);
  const recur = parseForAnchor(rule, start, timeZone);
  if (!recur) return null;
  const iterator = recur.iterator(start);
  for (let step = 0; step < MAX_RECURRENCE_STEPS; step += 1) {
    const next = iterator.next();
    if (!next) return null;
    if (next.compare(start) <= 0) continue;
    return { scheduledFor: storedValue(next, timeZone), rule: withCount(rule, recur.count === null ? null : recur.count - 1) };
  }
  return null;
}

/**
 * The series re-anchored at its first occurrence on or after `day` (an imported event that
 * started long ago is kept from today on, not from its first date). When the series ended
 * before `day`, its last occurrence, as the last one left.
 */
export function anchorFrom(rule: string, anchor: string, timeZone: string, day: string): NextOccurrence {
  const start = floatingAnchor(anchor, timeZone);
  const recur = parseForAnchor(rule, start, timeZone);
  if (!recur || dateOf(start) >= day) return { scheduledFor: anchor, rule };
  const iterator = iteratorFrom(recur, start, addDays(day, -1));
  let passed = 0;
  let last: ICAL.Time | null = null;
  for (let step = 0; step < MAX_RECURRENCE_STEPS; step += 1) {
    const next = iterator.next();
    if (!next) break;
    if (dateOf(next) >= day) return { scheduledFor: storedValue(next, timeZone), rule: withCount(rule, recur.count === null ? null : recur.count - passed) };
    last = next;
    passed += 1;
  }
  if (!last) return { scheduledFor: anchor, rule };
  return { scheduledFor: storedValue(last, timeZone), rule: withCount(rule, recur.count === null ? null : 1) };
}

/** The rule with its COUNT part replaced; everything else as written. */
function withCount(rule: string, count: number | null): string {
  const body = rule.trim().replace(/^RRULE:/i, "");
  if (count === null) return body;
  return body
    .split(";")
    .map((part) => (part.toUpperCase().startsWith("COUNT=") ? `COUNT=${Math.max(1, count)}` : part))
    .join(";");
}

/**
 * The rule as another calendar should get it: a single BYHOUR/BYMINUTE/BYSECOND only restates
 * DTSTART's time (which the event carries in its zone), and some calendars refuse or misread
 * them, so they are left out.
 */
export function ruleForExport(rule: string): string | null {
  const body = normalizeRule(rule);
  if (!body) return null;
  return body
    .split(";")
    .filter((part) => {
      const [key, value] = part.split("=");
      return !(key && ["BYHOUR", "BYMINUTE", "BYSECOND"].includes(key.toUpperCase()) && value !== undefined && !value.includes(","));
    })
    .join(";");
}

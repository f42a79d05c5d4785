import { z } from "zod";
import { thought } from "./thought.js";

/** Timeline default range, in the user's local days around today (issue 5). */
export const TIMELINE_DAYS_BACK = 30;
export const TIMELINE_DAYS_AHEAD = 90;
/** Longest range one timeline request may ask for, so a request stays bounded. */
export const TIMELINE_MAX_DAYS = 400;
/** Most events one timeline answer carries; later whole days come with `next_from`. */
export const TIMELINE_MAX_EVENTS = 250;
/** Most items one day-view answer carries; the rest of the day follows with `next_cursor`. */
export const CALENDAR_DAY_MAX_ITEMS = 500;

function isRealDate(value: string): boolean {
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/** A local calendar day; "2026-02-30" is refused rather than rolled into March. */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "expected YYYY-MM-DD")
  .refine(isRealDate, "not a real calendar day");

export const calendarDayParams = z.object({ date: calendarDate });
export type CalendarDayParams = z.infer<typeof calendarDayParams>;

export const calendarDayQuery = z.object({
  /** Opaque; continues the day after the items already shown (`next_cursor`). */
  cursor: z.string().max(400).optional(),
});
export type CalendarDayQuery = z.infer<typeof calendarDayQuery>;

/**
 * Most occurrences one recurring thought contributes to one answer (a daily rule over the
 * longest timeline range fits), so a rule from an outside calendar cannot swamp a view.
 */
export const MAX_OCCURRENCES_PER_THOUGHT = 400;

/**
 * A recurring thought (an RRULE in flexible_attributes.recurrence) shows on every day it falls
 * in the range: once as itself (scheduled_for is its next open occurrence) and once per later
 * occurrence, each with that occurrence's time as scheduled_for and the thought's own id, so
 * opening one opens the thought. `recurring` marks all of them.
 */
const recurringMark = { recurring: z.boolean() };

/** A day view's card: the thought, with scheduled_for set to this occurrence's time. */
export const calendarDayItem = thought.extend(recurringMark);
export type CalendarDayItem = z.infer<typeof calendarDayItem>;

/**
 * GET /thoughts/calendar/day/:date — the thoughts scheduled that local day in the user's zone:
 * timed ones by time, then all-day ones ("No time"). `timezone` is the zone the day was read in.
 */
export const calendarDayResponse = z.object({
  data: z.array(calendarDayItem),
  date: z.string(),
  timezone: z.string(),
  /** Set when the day holds more than CALENDAR_DAY_MAX_ITEMS items from here: ask again with it as `cursor`. */
  next_cursor: z.string().nullable(),
});
export type CalendarDayResponse = z.infer<typeof calendarDayResponse>;

export const timelineQuery = z.object({
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  /** Opaque; continues the day `from` after the events already shown (`next_cursor`). */
  cursor: z.string().max(400).optional(),
  _t: z.unknown().optional(),
});
export type TimelineQuery = z.infer<typeof timelineQuery>;

/** What a timeline card shows (spec 2.9); the whole thought loads when one is opened. */
export const timelineEvent = thought
  .pick({
    id: true,
    original_input: true,
    ai_title: true,
    status: true,
    domain: true,
    event_type: true,
    is_container: true,
    scheduled_for: true,
  })
  .extend(recurringMark);
export type TimelineEvent = z.infer<typeof timelineEvent>;

/** One local day; events are timed ones by time, then all-day ones. */
export const timelineDay = z.object({ date: z.string(), events: z.array(timelineEvent) });
export type TimelineDay = z.infer<typeof timelineDay>;

/** Over the whole requested range, even when `data` stops early (truncated). */
export const timelineStats = z.object({
  total_events: z.number().int(),
  days_with_events: z.number().int(),
  /** Timed items after now, plus all-day items dated today or later. */
  upcoming: z.number().int(),
});
export type TimelineStats = z.infer<typeof timelineStats>;

export const timelineResponse = z.object({
  data: z.array(timelineDay),
  stats: timelineStats,
  /** The range read, after defaults. */
  range: z.object({ from: z.string(), to: z.string() }),
  timezone: z.string(),
  /**
   * True when more than TIMELINE_MAX_EVENTS events fell in the range; ask again from `next_from`,
   * passing `next_cursor` when set: then the day `next_from` was cut and the rest of it comes next.
   */
  truncated: z.boolean(),
  next_from: z.string().nullable(),
  next_cursor: z.string().nullable(),
});
export type TimelineResponse = z.infer<typeof timelineResponse>;

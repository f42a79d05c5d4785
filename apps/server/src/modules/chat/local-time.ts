import { formatDate, toWallTime, wallTimeToInstant, type CalendarDate } from "@life/classifier";
import { canonicalTimeZone } from "@life/contracts";

/**
 * Local-day arithmetic for the chat: which instants a person's "tomorrow" spans, and how a
 * stored `scheduled_for` reads to them. Zone maths comes from the classifier package so there
 * is one implementation of it.
 */

/** A stored zone that Intl does not know (the register form accepts any text) falls back to UTC. */
export function safeTimeZone(timeZone: string): string {
  return canonicalTimeZone(timeZone) ?? "UTC";
}

export function localToday(now: Date, timeZone: string): CalendarDate {
  const { year, month, day } = toWallTime(now, timeZone);
  return { year, month, day };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const t = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** 0 = Monday … 6 = Sunday: weeks start on Monday for "this week". */
export function weekdayIndex(date: CalendarDate): number {
  return (new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7;
}

export interface LocalWindow {
  /** First instant of the first day and first instant after the last day, ISO UTC, for timed rows. */
  startIso: string;
  endIso: string;
  /** Each local day as YYYY-MM-DD, for all-day rows. */
  dates: string[];
}

/** `days` local days from `from`, as stored values compare: instants by range, all-day rows by date. */
export function localWindow(from: CalendarDate, days: number, timeZone: string): LocalWindow {
  const end = addDays(from, days);
  return {
    startIso: wallTimeToInstant({ ...from, hour: 0, minute: 0 }, timeZone).toISOString(),
    endIso: wallTimeToInstant({ ...end, hour: 0, minute: 0 }, timeZone).toISOString(),
    dates: Array.from({ length: days }, (_, i) => formatDate(addDays(from, i))),
  };
}

const dateLabel = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" });

/** "Friday, November 27" for a calendar date. */
export function formatDayLabel(date: CalendarDate): string {
  return dateLabel.format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}

export const isAllDay = (scheduledFor: string) => /^\d{4}-\d{2}-\d{2}$/.test(scheduledFor);

/** "Fri, Nov 27, 3:00 PM" for an instant, "Fri, Nov 27 (all day)" for a date, in the person's zone. */
export function formatScheduled(scheduledFor: string, timeZone: string): string {
  if (isAllDay(scheduledFor)) {
    const [y, m, d] = scheduledFor.split("-").map(Number) as [number, number, number];
    const label = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "short", month: "short", day: "numeric" });
    return `${label.format(new Date(Date.UTC(y, m - 1, d)))} (all day)`;
  }
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(scheduledFor));
}

/** "3:00 PM" for an instant, "all day" for a date: enough within an answer about one day. */
export function formatTimeOfDay(scheduledFor: string, timeZone: string): string {
  if (isAllDay(scheduledFor)) return "all day";
  return new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(new Date(scheduledFor));
}

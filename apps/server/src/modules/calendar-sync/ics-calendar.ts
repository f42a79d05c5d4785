import ical, { ICalAlarmType, ICalEventStatus, type ICalCalendarData, type ICalEventData } from "ical-generator";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import { formatWallTime, toWallTime } from "@life/classifier";
import type { Thought } from "@life/contracts";
import { addDays, isAllDay } from "../../lib/local-days.js";
import { ruleForExport } from "../../lib/recurrence.js";

/** Minutes before a scheduled thought that its alarm rings, unless the thought says otherwise. */
export const DEFAULT_REMINDER_MINUTES = 15;
/** Thoughts carry no duration; a timed one shows as this long. */
export const TIMED_EVENT_MINUTES = 30;
const UID_DOMAIN = "life-intelligence";
const PRODUCT = { company: "Life Intelligence", product: "Thoughts", language: "EN" };

/** The same thought always gets the same UID, so subscribers update an event instead of adding one. */
export function eventUid(thoughtId: string): string {
  return `${thoughtId}@${UID_DOMAIN}`;
}

/** The thought id in a UID this app made, or undefined for anyone else's event. */
export function thoughtIdOfUid(uid: string): string | undefined {
  const suffix = `@${UID_DOMAIN}`;
  return uid.endsWith(suffix) ? uid.slice(0, -suffix.length) : undefined;
}

export function reminderMinutes(thought: Thought): number {
  const value = (thought.flexible_attributes as Record<string, unknown>).reminder_minutes;
  return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : DEFAULT_REMINDER_MINUTES;
}

export function eventTitle(thought: Thought): string {
  return (thought.ai_title ?? thought.original_input).trim() || thought.original_input;
}

function eventStatus(thought: Thought): ICalEventStatus {
  if (thought.status === "archived") return ICalEventStatus.CANCELLED;
  return thought.status === "pending" ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED;
}

/** The RRULE an open recurring thought's event carries; a completed or archived series has ended. */
export function exportedRule(thought: Thought): string | null {
  const rule = thought.flexible_attributes.recurrence;
  if (typeof rule !== "string" || (thought.status !== "pending" && thought.status !== "approved")) return null;
  return ruleForExport(rule);
}

/** "2026-11-03T18:00:00": a wall-clock time that ical-generator writes after TZID as it is. */
function localDateTime(instant: Date, timeZone: string): string {
  return `${formatWallTime(toWallTime(instant, timeZone)).replace(" ", "T")}:00`;
}

/** The zone's VTIMEZONE, when its definition is known (RFC 5545 wants one for every TZID used). */
function hasZoneDefinition(timeZone: string): boolean {
  return getVtimezoneComponent(timeZone) !== null;
}

/** Calendar options that add a VTIMEZONE for each zone an event names (only recurring timed events name one). */
const ZONE_DEFINITIONS: ICalCalendarData["timezone"] = { name: null, generator: getVtimezoneComponent };

/**
 * One VEVENT's data. Timed thoughts are written as UTC instants ("…Z"): exact whatever the
 * reader's zone and independent of VTIMEZONE tables; every client shows them in its own zone.
 * All-day thoughts are DATE values with an exclusive DTEND on the next day, so no zone can
 * move them to another day. A recurring thought carries its RRULE; when it is timed, its start
 * is written as local time in the person's zone (TZID, with that zone's VTIMEZONE), because a
 * rule repeats the wall-clock time of DTSTART: from a UTC start, "every Tuesday 18:00" would
 * drift by an hour across a daylight-saving change.
 */
export function eventData(thought: Thought, uid = eventUid(thought.id), timezone?: string): ICalEventData {
  const scheduled = thought.scheduled_for!;
  const allDay = isAllDay(scheduled);
  const rule = exportedRule(thought);
  const zoned = rule !== null && !allDay && timezone !== undefined && hasZoneDefinition(timezone);
  const endInstant = new Date(new Date(scheduled).getTime() + TIMED_EVENT_MINUTES * 60_000);
  const start = allDay ? scheduled : zoned ? localDateTime(new Date(scheduled), timezone) : new Date(scheduled);
  const end = allDay ? addDays(scheduled, 1) : zoned ? localDateTime(endInstant, timezone) : endInstant;
  const updated = new Date(thought.updated_at);
  const description = thought.ai_title && thought.ai_title !== thought.original_input ? thought.original_input : null;
  return {
    id: uid,
    start,
    end,
    allDay,
    summary: eventTitle(thought),
    description,
    status: eventStatus(thought),
    stamp: updated,
    lastModified: updated,
    created: new Date(thought.created_at),
    // SEQUENCE must grow with each change; seconds since the epoch of the last change do.
    sequence: Math.floor(updated.getTime() / 1000),
    alarms: [{ type: ICalAlarmType.display, trigger: reminderMinutes(thought) * 60, description: eventTitle(thought) }],
    ...(rule ? { repeating: rule } : {}),
    ...(zoned ? { timezone } : {}),
  };
}

/** A whole calendar (the subscribable feed). */
export function buildIcsCalendar(thoughts: Thought[], timezone: string, name = "Life Intelligence"): string {
  const calendar = ical({ name, prodId: PRODUCT, ttl: 15 * 60, timezone: ZONE_DEFINITIONS });
  // A hint for clients that show a calendar's own zone; the events themselves are UTC or dates.
  calendar.x("X-WR-TIMEZONE", timezone);
  for (const thought of thoughts) if (thought.scheduled_for) calendar.createEvent(eventData(thought, undefined, timezone));
  return calendar.toString();
}

/** One event as its own VCALENDAR, as CalDAV stores each event; an event made elsewhere keeps its own UID. */
export function buildIcsEvent(thought: Thought, timezone: string, uid?: string): string {
  const calendar = ical({ prodId: PRODUCT, timezone: ZONE_DEFINITIONS });
  calendar.createEvent(eventData(thought, uid, timezone));
  return calendar.toString();
}

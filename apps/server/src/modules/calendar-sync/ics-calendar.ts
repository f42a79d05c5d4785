import ical, { ICalAlarmType, ICalEventStatus, type ICalEventData } from "ical-generator";
import type { Thought } from "@life/contracts";
import { addDays, isAllDay } from "../../lib/local-days.js";

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

/**
 * One VEVENT's data. Timed thoughts are written as UTC instants ("…Z"): exact whatever the
 * reader's zone and independent of VTIMEZONE tables; every client shows them in its own zone.
 * All-day thoughts are DATE values with an exclusive DTEND on the next day, so no zone can
 * move them to another day.
 */
export function eventData(thought: Thought, uid = eventUid(thought.id)): ICalEventData {
  const scheduled = thought.scheduled_for!;
  const allDay = isAllDay(scheduled);
  const start = allDay ? scheduled : new Date(scheduled);
  const end = allDay ? addDays(scheduled, 1) : new Date(new Date(scheduled).getTime() + TIMED_EVENT_MINUTES * 60_000);
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
  };
}

/** A whole calendar (the subscribable feed). */
export function buildIcsCalendar(thoughts: Thought[], timezone: string, name = "Life Intelligence"): string {
  const calendar = ical({ name, prodId: PRODUCT, ttl: 15 * 60 });
  // A hint for clients that show a calendar's own zone; the events themselves are UTC or dates.
  calendar.x("X-WR-TIMEZONE", timezone);
  for (const thought of thoughts) if (thought.scheduled_for) calendar.createEvent(eventData(thought));
  return calendar.toString();
}

/** One event as its own VCALENDAR, as CalDAV stores each event; an event made elsewhere keeps its own UID. */
export function buildIcsEvent(thought: Thought, uid?: string): string {
  const calendar = ical({ prodId: PRODUCT });
  calendar.createEvent(eventData(thought, uid));
  return calendar.toString();
}

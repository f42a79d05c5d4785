import ICAL from "ical.js";
import { normalizeRule } from "../../lib/recurrence.js";

export interface ParsedEvent {
  uid: string;
  title: string;
  /** As thoughts store it: an ISO instant, or a date for an all-day event. */
  scheduledFor: string;
  description: string | null;
  /** LAST-MODIFIED, else DTSTAMP; ISO. */
  lastModified: string | null;
  cancelled: boolean;
  /** The RRULE of a recurring event (as this app stores it), or null; scheduledFor is then its DTSTART. */
  recurrence: string | null;
}

/**
 * The event of one CalDAV object; undefined when unreadable. A recurring event is one object
 * holding the series (the VEVENT without RECURRENCE-ID) and maybe changed occurrences (with
 * one): the series is read, with its rule, so it becomes one recurring thought.
 */
export function parseEventObject(text: string): ParsedEvent | undefined {
  try {
    const calendar = new ICAL.Component(ICAL.parse(text));
    // An event given in a named zone converts correctly only with that zone's definition known.
    for (const zone of calendar.getAllSubcomponents("vtimezone")) {
      const timezone = new ICAL.Timezone(zone);
      if (!ICAL.TimezoneService.has(timezone.tzid)) ICAL.TimezoneService.register(timezone);
    }
    const events = calendar.getAllSubcomponents("vevent");
    const component = events.find((vevent) => !vevent.hasProperty("recurrence-id")) ?? events[0];
    if (!component) return undefined;
    const event = new ICAL.Event(component);
    if (!event.uid || !event.startDate) return undefined;
    const start = event.startDate;
    const modified = component.getFirstPropertyValue("last-modified") ?? component.getFirstPropertyValue("dtstamp");
    return {
      uid: event.uid,
      title: (event.summary ?? "").trim() || "(No title)",
      scheduledFor: start.isDate ? start.toString() : start.toJSDate().toISOString(),
      description: event.description ?? null,
      lastModified: modified instanceof ICAL.Time ? modified.toJSDate().toISOString() : null,
      cancelled: String(component.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED",
      recurrence: ruleOf(component),
    };
  } catch {
    return undefined;
  }
}

function ruleOf(component: ICAL.Component): string | null {
  const value = component.getFirstPropertyValue("rrule");
  return value instanceof ICAL.Recur ? normalizeRule(value.toString()) : null;
}

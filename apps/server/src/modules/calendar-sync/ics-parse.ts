import ICAL from "ical.js";

export interface ParsedEvent {
  uid: string;
  title: string;
  /** As thoughts store it: an ISO instant, or a date for an all-day event. */
  scheduledFor: string;
  description: string | null;
  /** LAST-MODIFIED, else DTSTAMP; ISO. */
  lastModified: string | null;
  cancelled: boolean;
}

/** The first VEVENT of one CalDAV object (a recurring event counts by its first occurrence); undefined when unreadable. */
export function parseEventObject(text: string): ParsedEvent | undefined {
  try {
    const calendar = new ICAL.Component(ICAL.parse(text));
    // An event given in a named zone converts correctly only with that zone's definition known.
    for (const zone of calendar.getAllSubcomponents("vtimezone")) {
      const timezone = new ICAL.Timezone(zone);
      if (!ICAL.TimezoneService.has(timezone.tzid)) ICAL.TimezoneService.register(timezone);
    }
    const component = calendar.getFirstSubcomponent("vevent");
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
    };
  } catch {
    return undefined;
  }
}

import type { TimelineDay, TimelineEvent } from "@life/contracts";
import { isLocalDate } from "../../../lib/dates";

/** Timed events by time, then all-day ones, as the server sends them; kept here so the view holds regardless. */
function eventOrder(thought: TimelineEvent): number {
  const value = thought.scheduled_for;
  if (!value || isLocalDate(value)) return Number.POSITIVE_INFINITY;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
}

/** Days ascending by ISO date with events by time (spec 2.9); pages merged, empty days dropped. */
export function orderDays(days: TimelineDay[]): TimelineDay[] {
  const byDate = new Map<string, TimelineEvent[]>();
  for (const day of days) byDate.set(day.date, [...(byDate.get(day.date) ?? []), ...day.events]);
  return [...byDate.entries()]
    .filter(([, events]) => events.length > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, events]) => ({ date, events: events.sort((a, b) => eventOrder(a) - eventOrder(b)) }));
}

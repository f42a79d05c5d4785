import type { Thought } from "@life/contracts";
import { formatTime, isLocalDate } from "../../../lib/dates";

export const NO_TIME = "No time";

export interface TimeSlot<T extends Thought = Thought> {
  label: string;
  items: T[];
}

/** Minutes since local midnight in `zone`, for ordering slots. */
function minutesInZone(instant: Date, zone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", minute: "numeric", hourCycle: "h23" }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return get("hour") * 60 + get("minute");
}

/**
 * Groups a day's thoughts by their local time ("9:00 AM"), earliest first. Thoughts without a
 * time (all-day dates, or none) go to "No time", which always comes last (spec 2.8).
 */
export function groupByTimeSlot<T extends Thought>(thoughts: T[], zone: string): TimeSlot<T>[] {
  const timed = new Map<string, { minutes: number; items: { at: number; thought: T }[] }>();
  const untimed: T[] = [];

  for (const thought of thoughts) {
    const value = thought.scheduled_for;
    const instant = value && !isLocalDate(value) ? new Date(value) : null;
    if (!value || !instant || Number.isNaN(instant.getTime())) {
      untimed.push(thought);
      continue;
    }
    const label = formatTime(value, zone);
    const slot = timed.get(label) ?? { minutes: minutesInZone(instant, zone), items: [] };
    slot.items.push({ at: instant.getTime(), thought });
    timed.set(label, slot);
  }

  const slots: TimeSlot<T>[] = [...timed.entries()]
    .sort(([, a], [, b]) => a.minutes - b.minutes)
    .map(([label, slot]) => ({ label, items: slot.items.sort((a, b) => a.at - b.at).map((item) => item.thought) }));
  if (untimed.length > 0) slots.push({ label: NO_TIME, items: untimed });
  return slots;
}

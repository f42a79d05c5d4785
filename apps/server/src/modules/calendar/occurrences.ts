import { MAX_OCCURRENCES_PER_THOUGHT, type CalendarDayItem, type Thought } from "@life/contracts";
import { occurrencesInRange } from "../../lib/recurrence.js";
import type { DayCursor } from "./day-cursor.js";

interface Ordered {
  id: string;
  scheduled_for: string | null;
}

/** A day's order: timed items by time, then all-day ones, then id (as the repository sorts). */
export function compareDayOrder(a: Ordered, b: Ordered): number {
  const x = a.scheduled_for!;
  const y = b.scheduled_for!;
  const kind = Number(x.length === 10) - Number(y.length === 10);
  if (kind !== 0) return kind;
  if (x !== y) return x < y ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function isAfterCursor(item: Ordered, after: DayCursor): boolean {
  return compareDayOrder(item, { id: after.id, scheduled_for: after.scheduledFor }) > 0;
}

/** One later occurrence of a recurring thought: the thought and that occurrence's scheduled_for. */
export interface Occurrence {
  thought: Thought;
  value: string;
}

/**
 * The later occurrences of recurring thoughts whose local day is in [firstDay, lastDay], in no
 * particular order. The thoughts' own rows (their next occurrence) come from the ordinary range
 * read, so they are not repeated here. Only the values are made: a long range needs them all
 * for its counts, but cards only for the days it sends (asCard).
 */
export function expandOccurrences(thoughts: Thought[], timeZone: string, firstDay: string, lastDay: string): Occurrence[] {
  const out: Occurrence[] = [];
  for (const thought of thoughts) {
    const rule = thought.flexible_attributes.recurrence;
    if (!rule || !thought.scheduled_for) continue;
    for (const value of occurrencesInRange(rule, thought.scheduled_for, timeZone, firstDay, lastDay, MAX_OCCURRENCES_PER_THOUGHT)) out.push({ thought, value });
  }
  return out;
}

/** The card of one occurrence: its thought at that occurrence's time, marked recurring. */
export function asCard(occurrence: Occurrence): CalendarDayItem {
  return { ...occurrence.thought, scheduled_for: occurrence.value, recurring: true };
}

/** Two lists each in day order, merged in day order. */
export function mergeDayOrder<T extends Ordered>(a: T[], b: T[]): T[] {
  if (b.length === 0) return a;
  if (a.length === 0) return b;
  const out: T[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) out.push(compareDayOrder(a[i]!, b[j]!) <= 0 ? a[i++]! : b[j++]!);
  while (i < a.length) out.push(a[i++]!);
  while (j < b.length) out.push(b[j++]!);
  return out;
}

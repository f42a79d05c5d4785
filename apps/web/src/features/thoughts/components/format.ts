import { formatDateTime, formatShortDate, isLocalDate } from "../../../lib/dates";
import type { FeedThought } from "../api/feed-types";

/** The card title: the AI's title when there is one, else what the person wrote. */
export function thoughtTitle(thought: FeedThought): string {
  if (thought.waiting_to_send) return `Waiting to send: ${thought.original_input}`;
  if (thought.is_placeholder) return `Processing: ${thought.original_input}`;
  return thought.ai_title?.trim() || thought.original_input;
}

/** Spec 2.6 writes "N event(s)"; say it properly. */
export function eventCount(total: number): string {
  return `${total} ${total === 1 ? "event" : "events"}`;
}

/** Spec 9: commercial value shows as whole dollars. */
export function wholeDollars(value: number): string {
  return `$${Math.round(value).toLocaleString("en-US")}`;
}

/** "routine_activity" → "routine activity". */
export function humanize(value: string): string {
  return value.replace(/_/g, " ");
}

export function isDone(thought: FeedThought): boolean {
  return thought.status === "completed" || thought.flexible_attributes.completed_via_resolution === true;
}

export function formatCreated(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleString("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone });
}

/**
 * scheduled_for is an instant, shown in the person's time zone ("Tue, Nov 24 at 9:00 AM"), or an
 * all-day local date, shown as that date without a time and never shifted by a zone.
 */
export function formatScheduled(value: string, timeZone: string): string {
  return isLocalDate(value) ? formatShortDate(value, timeZone) : formatDateTime(value, timeZone);
}

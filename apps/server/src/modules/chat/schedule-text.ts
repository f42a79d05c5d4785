import { extractSchedule, formatSchedule, wallTimeToInstant } from "@life/classifier";
import { formatScheduled } from "./local-time.js";

export interface ResolvedSchedule {
  /** The stored form: an ISO instant (UTC) or an all-day "YYYY-MM-DD". */
  scheduledFor: string;
  /** How the person reads it, in their zone. */
  label: string;
}

/** "2026-12-24" and "2026-12-24 15:00" as typed from a calendar; the classifier reads words, not ISO. */
function parseIsoLike(text: string, timeZone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{1,2}):(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  if (m[4] === undefined) return `${m[1]}-${m[2]}-${m[3]}`;
  const hour = Number(m[4]);
  const minute = Number(m[5]);
  if (hour > 23 || minute > 59) return null;
  return wallTimeToInstant({ year, month, day, hour, minute }, timeZone).toISOString();
}

/**
 * "friday 3pm" → the instant it names in the person's zone; "tomorrow" → an all-day date.
 * Uses the classifier's date reading (the same rules capture uses); null when it finds no date.
 */
export function resolveSchedule(text: string, now: Date, timeZone: string): ResolvedSchedule | null {
  const scheduledFor = parseIsoLike(text, timeZone) ?? formatSchedule(extractSchedule(text, now, timeZone).scheduled);
  return scheduledFor ? { scheduledFor, label: formatScheduled(scheduledFor, timeZone) } : null;
}

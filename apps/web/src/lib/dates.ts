import { useSession } from "./session";

/** Spec 9: the day calendar's zone when the user has none (or an unknown one). */
export const DEFAULT_TIME_ZONE = "America/Halifax";

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isValidTimeZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function resolveTimeZone(zone: string | null | undefined): string {
  return isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** The signed-in user's time zone (stored user), else America/Halifax. */
export function useTimeZone(): string {
  return resolveTimeZone(useSession()?.user.timezone);
}

/** `scheduled_for` holds either an instant or an all-day local date ("2026-11-23"). */
export function isLocalDate(value: string): boolean {
  return LOCAL_DATE.test(value);
}

/** The calendar date (YYYY-MM-DD) an instant falls on in `zone`. */
export function localDateOf(instant: Date | string, zone: string): string {
  const date = typeof instant === "string" ? new Date(instant) : instant;
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
}

export function todayIn(zone: string, now: Date = new Date()): string {
  return localDateOf(now, zone);
}

/** Adds whole days to a YYYY-MM-DD date (calendar arithmetic, no time zone involved). */
export function addDays(localDate: string, days: number): string {
  const [y, m, d] = localDate.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

function utcNoon(localDate: string): Date {
  const [y, m, d] = localDate.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, 12));
}

/** "2026-11-22" → "Sunday, November 22, 2026" (spec 2.8: English US, long form). */
export function formatLongDate(localDate: string): string {
  return new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(utcNoon(localDate));
}

// ICU writes a narrow no-break space before AM/PM; a plain space reads the same and matches typed text.
const tidy = (text: string) => text.replace(/\u202f/g, " ");

/** An instant's wall-clock time in `zone`, e.g. "9:00 AM". */
export function formatTime(instant: string, zone: string): string {
  return tidy(new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: zone }).format(new Date(instant)));
}

/** "Nov 22, 2026" for an instant (in `zone`) or a local date. */
export function formatShortDate(value: string, zone: string): string {
  if (isLocalDate(value)) {
    return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(utcNoon(value));
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: zone }).format(date);
}

/** "Tue, Nov 24 at 9:00 AM" for an instant in `zone`. */
export function formatDateTime(instant: string, zone: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  const day = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: zone }).format(date);
  return `${day} at ${formatTime(instant, zone)}`;
}

import { formatDate, toWallTime, wallTimeToInstant } from "@life/classifier";
import { canonicalTimeZone, LruCache, TIME_ZONE_CACHE_SIZE } from "@life/contracts";

/**
 * Local calendar days in a user's IANA zone, for the views that group by day (calendar,
 * timeline, insights trend, follow-ups). Days are "YYYY-MM-DD" strings; their bounds are the
 * instants of local midnight, so a DST day spans 23 or 25 hours. The zone arithmetic itself
 * comes from the classifier package, so there is one implementation of it.
 */

export const FALLBACK_TIME_ZONE = "America/Halifax";
const DAY_MS = 86_400_000;

/** The stored zone as Intl spells it, or the spec's fallback when Intl does not know it (old rows, a removed zone). */
export function safeTimeZone(timeZone: string): string {
  return canonicalTimeZone(timeZone) ?? FALLBACK_TIME_ZONE;
}

function parts(date: string): { year: number; month: number; day: number } {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return { year, month, day };
}

export function addDays(date: string, days: number): string {
  const { year, month, day } = parts(date);
  const t = new Date(Date.UTC(year, month - 1, day + days));
  return formatDate({ year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() });
}

/** Whole days from `from` to `to` (0 when equal, negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = parts(from);
  const b = parts(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

export function localToday(now: Date, timeZone: string): string {
  // One plain format() call is several times cheaper than the zone maths' formatToParts.
  return wallClock(now.getTime(), timeZone).date || formatDate(toWallTime(now, timeZone));
}

const pad = (n: number) => String(n).padStart(2, "0");

/*
 * Intl's formatToParts, which the classifier's zone maths uses, costs tens of microseconds a
 * call, and a 400-day timeline needs 401 day starts. So day starts are cached, and a new one is
 * first guessed from the zone's last known offset and checked with two plain format() calls
 * (several times cheaper); only days where the guess fails (DST changes) take the full path.
 */
const wallFormatters = new LruCache<string, Intl.DateTimeFormat>(TIME_ZONE_CACHE_SIZE);
const dayStarts = new Map<string, number>();
const lastOffsets = new LruCache<string, number>(TIME_ZONE_CACHE_SIZE);
const MAX_CACHED_DAYS = 50_000;

/** The local date and minute of the day shown in `timeZone` at `ms`. */
function wallClock(ms: number, timeZone: string): { date: string; minutes: number } {
  let f = wallFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric" });
    wallFormatters.set(timeZone, f);
  }
  const m = /(\d+)\/(\d+)\/(\d+),? (\d+):(\d+)/.exec(f.format(ms));
  if (!m) return { date: "", minutes: -1 };
  return { date: `${m[3]}-${pad(Number(m[1]))}-${pad(Number(m[2]))}`, minutes: Number(m[4]) * 60 + Number(m[5]) };
}

function isStartOf(ms: number, date: string, timeZone: string): boolean {
  const wall = wallClock(ms, timeZone);
  return wall.date === date && wall.minutes === 0 && wallClock(ms - 60_000, timeZone).date !== date;
}

/** The instant the local day begins. A midnight skipped by DST resolves to the first instant that exists. */
export function startOfLocalDay(date: string, zone: string): Date {
  // Spellings of one zone share their cache entries.
  const timeZone = canonicalTimeZone(zone) ?? zone;
  const key = `${timeZone}|${date}`;
  const cached = dayStarts.get(key);
  if (cached !== undefined) return new Date(cached);
  const { year, month, day } = parts(date);
  const naive = Date.UTC(year, month - 1, day);
  const guess = lastOffsets.get(timeZone);
  const start =
    guess !== undefined && isStartOf(naive - guess, date, timeZone)
      ? naive - guess
      : wallTimeToInstant({ year, month, day, hour: 0, minute: 0 }, timeZone).getTime();
  lastOffsets.set(timeZone, naive - start);
  if (dayStarts.size >= MAX_CACHED_DAYS) dayStarts.clear();
  dayStarts.set(key, start);
  return new Date(start);
}

/** A wall-clock time on a local day as an ISO instant; only DST-change days need the full conversion. */
export function localWallTimeToIso(date: string, hour: number, minute: number, timeZone: string): string {
  const start = startOfLocalDay(date, timeZone).getTime();
  if (startOfLocalDay(addDays(date, 1), timeZone).getTime() - start === DAY_MS) {
    return new Date(start + (hour * 60 + minute) * 60_000).toISOString();
  }
  return wallTimeToInstant({ ...parts(date), hour, minute }, timeZone).toISOString();
}

/**
 * A run of local days as stored `scheduled_for` values compare: timed values (ISO instants, 24
 * characters) from the first day's midnight up to the midnight after the last, all-day values
 * (10 characters) by date.
 */
export interface LocalRange {
  firstDay: string;
  lastDay: string;
  startIso: string;
  endIso: string;
}

export function localRange(firstDay: string, lastDay: string, timeZone: string): LocalRange {
  return {
    firstDay,
    lastDay,
    startIso: startOfLocalDay(firstDay, timeZone).toISOString(),
    endIso: startOfLocalDay(addDays(lastDay, 1), timeZone).toISOString(),
  };
}

/**
 * Assigns instants to local days by comparing against each day's starting instant, which is
 * far cheaper than a time-zone conversion per event. Instants are ISO UTC strings; they
 * compare as text.
 */
export class LocalDayIndex {
  readonly days: readonly string[];
  private readonly starts: string[];

  constructor(firstDay: string, lastDay: string, timeZone: string) {
    const count = daysBetween(firstDay, lastDay) + 1;
    this.days = Array.from({ length: count }, (_, i) => addDays(firstDay, i));
    this.starts = [...this.days, addDays(lastDay, 1)].map((day) => startOfLocalDay(day, timeZone).toISOString());
  }

  /** The local day of an instant, or undefined outside the range. */
  dayOf(instantIso: string): string | undefined {
    const starts = this.starts;
    if (instantIso < starts[0]! || instantIso >= starts[starts.length - 1]!) return undefined;
    let lo = 0;
    let hi = starts.length - 1;
    // Largest i with starts[i] <= instant.
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (starts[mid]! <= instantIso) lo = mid;
      else hi = mid;
    }
    return this.days[lo];
  }

  /** Start instants of each day plus the end of the last, for SQL bucketing. */
  get boundaries(): readonly string[] {
    return this.starts;
  }
}

const dayIndexes = new LruCache<string, LocalDayIndex>(TIME_ZONE_CACHE_SIZE);

/**
 * A shared, read-only index: every request of a day asks for the same range, and building one
 * costs two zone lookups per day (about half a millisecond for the timeline's 121 days).
 */
export function localDayIndex(firstDay: string, lastDay: string, timeZone: string): LocalDayIndex {
  const key = `${timeZone}|${firstDay}|${lastDay}`;
  let index = dayIndexes.get(key);
  if (!index) {
    index = new LocalDayIndex(firstDay, lastDay, timeZone);
    dayIndexes.set(key, index);
  }
  return index;
}

/** All-day values are bare dates; timed values are instants. */
export const isAllDay = (scheduledFor: string): boolean => scheduledFor.length === 10;

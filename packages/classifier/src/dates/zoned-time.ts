/**
 * Wall-clock arithmetic in an IANA time zone using only Intl (no date library).
 * A "wall time" is what a clock on the user's wall shows; an instant is a point on the UTC line.
 */
import { canonicalTimeZone, LruCache, TIME_ZONE_CACHE_SIZE } from "@life/contracts";

export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

export interface WallTime extends CalendarDate {
  hour: number;
  minute: number;
}

// Keyed by the canonical zone, so spellings of one zone share a formatter and the cache stays small.
const formatters = new LruCache<string, Intl.DateTimeFormat>(TIME_ZONE_CACHE_SIZE);

/** How many formatters are kept, for the test that the cache stays bounded. */
export function zoneFormatterCount(): number {
  return formatters.size;
}

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const zone = canonicalTimeZone(timeZone) ?? timeZone;
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(zone, f);
  }
  return f;
}

/**
 * Offsets only change at DST and law changes, a few times a year and never twice within hours, so the offset over
 * a six-hour span of UTC is kept when it is the same at both ends of the span: reading the local dates of thousands
 * of notes then costs a map lookup each instead of an Intl call (the Q&A reads every candidate note's local date).
 * Before 1980 some zones had offsets in seconds (local mean time), which a minute offset cannot carry: Intl answers.
 */
const OFFSET_SPAN_MS = 6 * 3_600_000;
const FIXED_MINUTE_OFFSETS_FROM = Date.UTC(1980, 0, 1);
// Zone → span index → offset; a plain map of numbers because an LRU's bookkeeping cost as much as Intl did. A zone's
// spans are dropped together once it holds 50k of them (34 years of spans: a cap, not a working size).
const spanOffsets = new Map<string, Map<number, number | null>>();
const SPANS_PER_ZONE = 50_000;

function spanOffsetMinutes(instant: Date, timeZone: string): number | null {
  const span = Math.floor(instant.getTime() / OFFSET_SPAN_MS);
  let spans = spanOffsets.get(timeZone);
  if (!spans || spans.size >= SPANS_PER_ZONE) {
    if (!spans && spanOffsets.size >= TIME_ZONE_CACHE_SIZE) spanOffsets.clear();
    spans = new Map();
    spanOffsets.set(timeZone, spans);
  }
  let offset = spans.get(span);
  if (offset === undefined) {
    const start = exactOffsetMinutes(new Date(span * OFFSET_SPAN_MS), timeZone);
    const end = exactOffsetMinutes(new Date((span + 1) * OFFSET_SPAN_MS - 60_000), timeZone);
    offset = start === end ? start : null;
    spans.set(span, offset);
  }
  return offset;
}

/** The wall time shown in `timeZone` at `instant` (seconds dropped). */
export function toWallTime(instant: Date, timeZone: string): WallTime {
  const t = instant.getTime();
  const offset = t >= FIXED_MINUTE_OFFSETS_FROM ? spanOffsetMinutes(instant, timeZone) : null;
  if (offset === null) return exactWallTime(instant, timeZone);
  return utcFields(new Date(Math.floor(t / 60_000) * 60_000 + offset * 60_000));
}

/** The UTC calendar fields of a date, read as a wall time. */
function utcFields(t: Date): WallTime {
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate(), hour: t.getUTCHours(), minute: t.getUTCMinutes() };
}

/** toWallTime through Intl alone: the reference the cached path is tested against. */
export function exactWallTime(instant: Date, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) {
    if (p.type !== "literal") parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
  };
}

/** Offset of the zone from UTC at `instant`, in minutes (Halifax in winter: -240). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  return offsetOf(toWallTime(instant, timeZone), instant);
}

function exactOffsetMinutes(instant: Date, timeZone: string): number {
  return offsetOf(exactWallTime(instant, timeZone), instant);
}

function offsetOf(w: WallTime, instant: Date): number {
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  const truncated = Math.floor(instant.getTime() / 60_000) * 60_000;
  return Math.round((asUtc - truncated) / 60_000);
}

/**
 * The instant at which clocks in `timeZone` show `wall`.
 * Two passes settle the offset on either side of a DST change; a wall time skipped by a
 * spring-forward gap resolves to the instant one gap later (02:30 → 03:30), as most calendars do.
 */
export function wallTimeToInstant(wall: WallTime, timeZone: string): Date {
  const naive = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const first = naive - zoneOffsetMinutes(new Date(naive), timeZone) * 60_000;
  const second = naive - zoneOffsetMinutes(new Date(first), timeZone) * 60_000;
  for (const candidate of [second, first]) {
    if (compareWallTimes(toWallTime(new Date(candidate), timeZone), wall) === 0) return new Date(candidate);
  }
  return new Date(Math.max(first, second));
}

/** Parses "2026-03-10T09:15:00" (no offset) as wall time. */
export function parseWallTime(text: string): WallTime {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})/.exec(text);
  if (!m) throw new Error(`not a local date-time: ${text}`);
  return { year: +m[1]!, month: +m[2]!, day: +m[3]!, hour: +m[4]!, minute: +m[5]! };
}

const pad = (n: number): string => String(n).padStart(2, "0");

export function formatDate(d: CalendarDate): string {
  return `${d.year}-${pad(d.month)}-${pad(d.day)}`;
}

export function formatWallTime(w: WallTime): string {
  return `${formatDate(w)} ${pad(w.hour)}:${pad(w.minute)}`;
}

export function addDays(d: CalendarDate, days: number): CalendarDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** Adds minutes to a wall time as a clock would (no DST awareness: use instants for exact offsets). */
export function addMinutesToWall(w: WallTime, minutes: number): WallTime {
  return utcFields(new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute + minutes)));
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(d: CalendarDate): number {
  return new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export function compareWallTimes(a: WallTime, b: WallTime): number {
  return compareDates(a, b) || a.hour - b.hour || a.minute - b.minute;
}

/** Converts a stored `scheduled_for` (ISO instant or all-day date) to local "YYYY-MM-DD[ HH:MM]". */
export function scheduledToLocal(scheduledFor: string | null, timeZone: string): string | null {
  if (!scheduledFor) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(scheduledFor)) return scheduledFor;
  return formatWallTime(toWallTime(new Date(scheduledFor), timeZone));
}

import {
  CALENDAR_DAY_MAX_ITEMS,
  TIMELINE_DAYS_AHEAD,
  TIMELINE_DAYS_BACK,
  TIMELINE_MAX_DAYS,
  TIMELINE_MAX_EVENTS,
  type CalendarDayItem,
  type CalendarDayResponse,
  type TimelineEvent,
  type TimelineQuery,
  type TimelineResponse,
  type User,
} from "@life/contracts";
import { BadRequestError } from "../../lib/errors.js";
import { addDays, daysBetween, isAllDay, localDayIndex, localRange, localToday, type LocalDayIndex, safeTimeZone } from "../../lib/local-days.js";
import { dayItemToTimelineEvent, type CalendarRepository } from "./calendar.repository.js";
import { decodeDayCursor, encodeDayCursor, type DayCursor } from "./day-cursor.js";
import { asCard, compareDayOrder, expandOccurrences, isAfterCursor, mergeDayOrder, type Occurrence } from "./occurrences.js";
import type { DataVersionRepository } from "../thoughts/data-version.repository.js";
import { VersionedCache } from "../../lib/versioned-cache.js";

export interface CalendarServiceOptions {
  now?: () => Date;
  /** Expanded occurrences are kept per person and range while this says their thoughts are unchanged. */
  versions?: DataVersionRepository;
}

/** Ranges whose expanded occurrences are kept: a few views for each of the people active on one process. */
const CACHED_EXPANSIONS = 500;
/** Timeline answers kept (a person's first page, a few ranges each; up to about 75 KB: 200 is 15 MB at most). */
const CACHED_TIMELINES = 200;

/**
 * Calendar day view and the timeline, both read in the user's own time zone. Recurring thoughts
 * appear on every day of the range they fall on: their rows come from the range read, their
 * later occurrences are expanded from the rule (occurrences.ts) and merged in the same order,
 * so paging, counts and stats treat an occurrence like any other item.
 */
export class CalendarService {
  private readonly now: () => Date;
  private readonly versions: DataVersionRepository | undefined;
  /**
   * Expanding a rule costs about 0.7 ms per rule and month shown (ical.js and the zone maths),
   * so twenty daily habits made the timeline take tens of milliseconds; the expansion depends
   * only on the person's recurring thoughts, the range and the zone.
   */
  private readonly expansions: VersionedCache<Occurrence[]>;
  private readonly timelines: VersionedCache<{ answer: TimelineResponse; nextPassAt: number }>;

  constructor(
    private readonly calendar: CalendarRepository,
    options: CalendarServiceOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.versions = options.versions;
    this.expansions = new VersionedCache(CACHED_EXPANSIONS, () => this.now().getTime());
    this.timelines = new VersionedCache(CACHED_TIMELINES, () => this.now().getTime());
  }

  /** One day's items, CALENDAR_DAY_MAX_ITEMS at a time; one more is read to know whether the day goes on. */
  async getDay(user: User, date: string, cursor?: string): Promise<CalendarDayResponse> {
    const timezone = safeTimeZone(user.timezone);
    const after = cursor === undefined ? undefined : decodeDayCursor(cursor);
    const items = await this.dayItems(user.id, date, timezone, CALENDAR_DAY_MAX_ITEMS + 1, after);
    const data = items.slice(0, CALENDAR_DAY_MAX_ITEMS);
    const last = data[data.length - 1];
    const next_cursor = items.length > CALENDAR_DAY_MAX_ITEMS && last ? encodeDayCursor({ scheduledFor: last.scheduled_for!, id: last.id }) : null;
    return { data, date, timezone, next_cursor };
  }

  /**
   * Days with events, ascending. The per-day counts come first from the scheduled values
   * alone; when the range holds more than TIMELINE_MAX_EVENTS events, only the whole days that
   * fit are loaded and `next_from` says where to continue, so one answer stays bounded. A single
   * day over the limit is sent in pieces: `next_from` is that day again and `next_cursor` marks
   * the last event sent, so no event is ever dropped.
   */
  async getTimeline(user: User, query: TimelineQuery): Promise<TimelineResponse> {
    const timezone = safeTimeZone(user.timezone);
    const now = this.now();
    const today = localToday(now, timezone);
    if (!this.versions) return (await this.computeTimeline(user.id, query, timezone, now, today)).answer;
    // Kept until the person's data changes, or until the next timed event passes and the
    // upcoming count with it (a new day is a new key): a first page read at 100k thoughts
    // counts thousands of scheduled values and costs several milliseconds.
    const key = `${user.id}|${JSON.stringify(query)}|${today}|${timezone}`;
    const computed = await this.timelines.getOrCompute(
      key,
      await this.versions.dataVersion(user.id),
      () => this.computeTimeline(user.id, query, timezone, now, today),
      (value) => value.nextPassAt,
    );
    return computed.answer;
  }

  private async computeTimeline(userId: string, query: TimelineQuery, timezone: string, now: Date, today: string): Promise<{ answer: TimelineResponse; nextPassAt: number }> {
    const { from, to } = this.resolveRange(query, today);
    const after = query.cursor === undefined ? undefined : decodeDayCursor(query.cursor);

    const index = localDayIndex(from, to, timezone);
    const range = localRange(from, to, timezone);
    const [stored, occurrences] = await Promise.all([this.calendar.listScheduledValues(userId, range), this.occurrencesIn(userId, timezone, from, to)]);
    const values = occurrences.length === 0 ? stored : [...stored, ...occurrences.map((occurrence) => occurrence.value)];
    const perDay = new Map<string, number>();
    const nowIso = now.toISOString();
    let upcoming = 0;
    let nextPass: string | undefined;
    for (const value of values) {
      const day = isAllDay(value) ? value : index.dayOf(value);
      if (!day) continue;
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
      // An all-day item counts while its day is not over.
      if (isAllDay(value) ? value >= today : value > nowIso) upcoming += 1;
      if (!isAllDay(value) && value > nowIso && (nextPass === undefined || value < nextPass)) nextPass = value;
    }
    const nextPassAt = nextPass === undefined ? Infinity : Date.parse(nextPass);
    const total = values.length;
    const stats = { total_events: total, days_with_events: perDay.size, upcoming };
    const page = { stats, range: { from, to }, timezone };

    const firstDay = index.days.find((day) => (perDay.get(day) ?? 0) > 0);
    if (after || (firstDay && perDay.get(firstDay)! > TIMELINE_MAX_EVENTS)) {
      return { answer: { ...page, ...(await this.pieceOfDay(userId, after ? from : firstDay!, to, timezone, index, after)) }, nextPassAt };
    }

    const lastDay = total > TIMELINE_MAX_EVENTS ? lastDayThatFits(index.days, perDay) : to;
    const rows = total === 0 ? [] : await this.calendar.listScheduled(userId, localRange(from, lastDay, timezone), TIMELINE_MAX_EVENTS);
    // Cards only for the days this answer sends (at most TIMELINE_MAX_EVENTS in all).
    const shown = (lastDay === to ? occurrences : occurrences.filter((occurrence) => dayOf(occurrence.value, index) <= lastDay)).map((o) => dayItemToTimelineEvent(asCard(o)));
    const events = shown.length === 0 ? rows : [...rows, ...shown].sort(compareDayOrder);
    const truncated = lastDay !== to;
    return { answer: { ...page, data: groupByDay(events, index), truncated, next_from: truncated ? addDays(lastDay, 1) : null, next_cursor: null }, nextPassAt };
  }

  /** Up to TIMELINE_MAX_EVENTS events of one day after `after`; one more is read to know whether the day goes on. */
  private async pieceOfDay(userId: string, day: string, to: string, timezone: string, index: LocalDayIndex, after?: DayCursor) {
    const events = (await this.dayItems(userId, day, timezone, TIMELINE_MAX_EVENTS + 1, after)).map(dayItemToTimelineEvent);
    if (events.length > TIMELINE_MAX_EVENTS) {
      const shown = events.slice(0, TIMELINE_MAX_EVENTS);
      const last = shown[shown.length - 1]!;
      const next_cursor = encodeDayCursor({ scheduledFor: last.scheduled_for!, id: last.id });
      return { data: groupByDay(shown, index), truncated: true, next_from: day, next_cursor };
    }
    const truncated = day !== to;
    return { data: groupByDay(events, index), truncated, next_from: truncated ? addDays(day, 1) : null, next_cursor: null };
  }

  /**
   * Up to `limit` items of one day after `after`, stored rows and expanded occurrences merged in
   * day order. The rows read are the first `limit` after the cursor, so whatever rows come later
   * also come after every item returned.
   */
  private async dayItems(userId: string, day: string, timezone: string, limit: number, after?: DayCursor): Promise<CalendarDayItem[]> {
    const range = localRange(day, day, timezone);
    const [rows, expanded] = await Promise.all([this.calendar.listDay(userId, range, limit, after), this.occurrencesIn(userId, timezone, day, day)]);
    let occurrences = expanded.map(asCard).sort(compareDayOrder);
    if (after) occurrences = occurrences.filter((item) => isAfterCursor(item, after));
    return mergeDayOrder(rows, occurrences).slice(0, limit);
  }

  /** The later occurrences of the person's recurring thoughts in [from, to]; shared, never mutated. */
  private async occurrencesIn(userId: string, timezone: string, from: string, to: string): Promise<Occurrence[]> {
    const expand = async () => expandOccurrences(await this.calendar.listRecurring(userId, localRange(from, to, timezone)), timezone, from, to);
    if (!this.versions) return expand();
    return this.expansions.getOrCompute(`${userId}|${timezone}|${from}|${to}`, await this.versions.dataVersion(userId), expand);
  }

  private resolveRange(query: TimelineQuery, today: string): { from: string; to: string } {
    const span = TIMELINE_DAYS_BACK + TIMELINE_DAYS_AHEAD;
    const from = query.from ?? (query.to ? addDays(query.to, -span) : addDays(today, -TIMELINE_DAYS_BACK));
    const to = query.to ?? (query.from ? addDays(query.from, span) : addDays(today, TIMELINE_DAYS_AHEAD));
    const days = daysBetween(from, to) + 1;
    if (days < 1) throw new BadRequestError("to must not be before from");
    if (days > TIMELINE_MAX_DAYS) throw new BadRequestError(`The range may span at most ${TIMELINE_MAX_DAYS} days`);
    return { from, to };
  }
}

function dayOf(value: string, index: LocalDayIndex): string {
  return isAllDay(value) ? value : (index.dayOf(value) ?? "");
}

/** The last day whose events still fit in one answer (the first day with events fits: see getTimeline). */
function lastDayThatFits(days: readonly string[], perDay: Map<string, number>): string {
  let last = days[0]!;
  let sum = 0;
  for (const day of days) {
    sum += perDay.get(day) ?? 0;
    if (sum > TIMELINE_MAX_EVENTS) break;
    last = day;
  }
  return last;
}

/** Rows arrive ordered by scheduled_for, so timed events are already in time order within a day. */
function groupByDay(events: TimelineEvent[], index: LocalDayIndex): TimelineResponse["data"] {
  const timed = new Map<string, TimelineEvent[]>();
  const allDay = new Map<string, TimelineEvent[]>();
  for (const event of events) {
    const value = event.scheduled_for!;
    const day = isAllDay(value) ? value : index.dayOf(value);
    if (!day) continue;
    const bucket = isAllDay(value) ? allDay : timed;
    const list = bucket.get(day);
    if (list) list.push(event);
    else bucket.set(day, [event]);
  }
  return index.days
    .filter((day) => timed.has(day) || allDay.has(day))
    .map((day) => ({ date: day, events: [...(timed.get(day) ?? []), ...(allDay.get(day) ?? [])] }));
}

import { sql, type Kysely } from "kysely";
import type { CalendarDayItem, Thought, TimelineEvent } from "@life/contracts";
import type { Tables } from "../../db/tables.js";
import type { LocalRange } from "../../lib/local-days.js";
import { normalizeRule } from "../../lib/recurrence.js";
import type { DayCursor } from "./day-cursor.js";
import { isPostgres, jsonString } from "../../db/json-sql.js";
import { cardColumns, toThought } from "../thoughts/thought-row.js";
import { toBool } from "../../db/values.js";

/** Most recurring thoughts one view expands; a person has a handful, this only bounds the read. */
export const MAX_RECURRING_THOUGHTS = 200;

/**
 * Scheduled thoughts by local day. `scheduled_for` is text on both dialects: a 24-character
 * ISO instant or a 10-character all-day date. One range scan of (user_id, scheduled_for)
 * covers both kinds, because a date sorts just before the instants of the same UTC day.
 */
export class CalendarRepository {
  private readonly postgres: boolean;

  constructor(private readonly db: Kysely<Tables>) {
    this.postgres = isPostgres(db);
  }

  /**
   * Timed items by time, then all-day items; archived thoughts are left out. With `after`, only
   * the items that come after that one in this order (keyset paging of one crowded day).
   */
  async listDay(userId: string, range: LocalRange, limit: number, after?: DayCursor): Promise<CalendarDayItem[]> {
    let query = this.scheduledIn(userId, range);
    if (after) {
      const afterAllDay = after.scheduledFor.length === 10;
      query = query.where((eb) => {
        const allDay = eb(eb.fn<number>("length", ["scheduled_for"]), "=", 10);
        const laterInSameKind = eb.or([
          eb("scheduled_for", ">", after.scheduledFor),
          eb.and([eb("scheduled_for", "=", after.scheduledFor), eb("id", ">", after.id)]),
        ]);
        // All-day items follow every timed one, so after a timed item they all come next.
        return afterAllDay ? eb.and([allDay, laterInSameKind]) : eb.or([allDay, laterInSameKind]);
      });
    }
    const rows = await query
      .select(cardColumns(this.postgres))
      .orderBy((eb) => eb.case().when(eb.fn("length", ["scheduled_for"]), "=", 10).then(1).else(0).end())
      .orderBy("scheduled_for")
      .orderBy("id")
      .limit(limit)
      .execute();
    return rows.map((row) => toDayItem(toThought(row)));
  }

  /**
   * Open recurring thoughts whose next occurrence comes before the range ends: the ones with
   * occurrences in it. Read off the partial index of recurring thoughts, whose predicate this
   * repeats word for word so both planners use it.
   */
  async listRecurring(userId: string, range: LocalRange): Promise<Thought[]> {
    const recurring = this.postgres
      ? sql<boolean>`(flexible_attributes ->> 'recurrence') is not null`
      : sql<boolean>`json_extract(flexible_attributes, '$.recurrence') is not null`;
    const rows = await this.db
      .selectFrom("thoughts")
      .select(cardColumns(this.postgres))
      .where("user_id", "=", userId)
      .where(recurring)
      .where("scheduled_for", "<", range.endIso)
      .where("status", "in", ["pending", "approved"])
      .orderBy("scheduled_for")
      .orderBy("id")
      .limit(MAX_RECURRING_THOUGHTS)
      .execute();
    return rows.map(toThought);
  }

  /** Only the scheduled values of the range, for counting per day without loading the thoughts. */
  async listScheduledValues(userId: string, range: LocalRange): Promise<string[]> {
    const rows = await this.scheduledIn(userId, range).select("scheduled_for").orderBy("scheduled_for").execute();
    return rows.map((row) => row.scheduled_for as string);
  }

  /** The timeline's events: only what its card shows (spec 2.9), not the attributes or the debug data. */
  async listScheduled(userId: string, range: LocalRange, limit: number): Promise<TimelineEvent[]> {
    const rows = await this.scheduledIn(userId, range)
      .select(["id", "original_input", "ai_title", "status", "domain", "event_type", "is_container", "scheduled_for"])
      .select(jsonString({ postgres: this.postgres, column: "flexible_attributes", path: ["recurrence"] }).as("recurrence"))
      .orderBy("scheduled_for")
      .orderBy("id")
      .limit(limit)
      .execute();
    return rows.map(toTimelineEvent);
  }

  private scheduledIn(userId: string, range: LocalRange) {
    // East of UTC a day starts on the previous UTC date, so the scan starts at whichever is lower.
    const lower = range.startIso < range.firstDay ? range.startIso : range.firstDay;
    return this.db
      .selectFrom("thoughts")
      .where("user_id", "=", userId)
      .where("scheduled_for", ">=", lower)
      .where("scheduled_for", "<", range.endIso)
      .where("status", "!=", "archived")
      .where((eb) => {
        const length = eb.fn<number>("length", ["scheduled_for"]);
        return eb.or([
          eb.and([eb(length, "=", 10), eb("scheduled_for", ">=", range.firstDay), eb("scheduled_for", "<=", range.lastDay)]),
          eb.and([eb(length, ">", 10), eb("scheduled_for", ">=", range.startIso)]),
        ]);
      });
  }
}

type TimelineRow = Pick<Thought, "id" | "original_input" | "ai_title" | "scheduled_for"> & {
  status: string;
  domain: string | null;
  event_type: string | null;
  is_container: boolean | number;
  recurrence: string | null;
};

/** A series repeats while it is open; a completed or archived one shows as the single card it is. */
function repeats(status: string, rule: unknown): boolean {
  return (status === "pending" || status === "approved") && typeof rule === "string" && normalizeRule(rule) !== null;
}

export function toDayItem(thought: Thought): CalendarDayItem {
  return { ...thought, recurring: repeats(thought.status, thought.flexible_attributes.recurrence) };
}

/** A day item (listDay) narrowed to the timeline's shape. */
export function dayItemToTimelineEvent(item: CalendarDayItem): TimelineEvent {
  return toTimelineEvent({ ...item, recurrence: null, recurring: item.recurring });
}

function toTimelineEvent(row: TimelineRow & { recurring?: boolean }): TimelineEvent {
  return {
    id: row.id,
    original_input: row.original_input,
    ai_title: row.ai_title,
    status: row.status as TimelineEvent["status"],
    domain: row.domain as TimelineEvent["domain"],
    event_type: row.event_type as TimelineEvent["event_type"],
    is_container: toBool(row.is_container),
    scheduled_for: row.scheduled_for,
    recurring: row.recurring ?? repeats(row.status, row.recurrence),
  };
}

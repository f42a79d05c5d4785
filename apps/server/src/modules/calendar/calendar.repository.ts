import type { Kysely } from "kysely";
import type { Thought, TimelineEvent } from "@life/contracts";
import type { Tables } from "../../db/tables.js";
import type { LocalRange } from "../../lib/local-days.js";
import type { DayCursor } from "./day-cursor.js";
import { isPostgres } from "../../db/json-sql.js";
import { cardColumns, toThought } from "../thoughts/thought-row.js";
import { toBool } from "../../db/values.js";

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
  async listDay(userId: string, range: LocalRange, limit: number, after?: DayCursor): Promise<Thought[]> {
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
};

/** Also narrows a whole thought of a crowded day (listDay) to the timeline's shape. */
export function toTimelineEvent(row: TimelineRow): TimelineEvent {
  return {
    id: row.id,
    original_input: row.original_input,
    ai_title: row.ai_title,
    status: row.status as TimelineEvent["status"],
    domain: row.domain as TimelineEvent["domain"],
    event_type: row.event_type as TimelineEvent["event_type"],
    is_container: toBool(row.is_container),
    scheduled_for: row.scheduled_for,
  };
}

import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Thought } from "@life/contracts";
import type { Tables } from "../../db/tables.js";
import { fromJson, toJson } from "../../db/values.js";
import { thoughtColumns, toThought } from "../thoughts/thoughts.repository.js";
import type { CalendarProvider } from "./calendar-accounts.repository.js";

export interface CalendarLink {
  remoteUid: string;
  thoughtId: string;
  remoteUrl: string | null;
  remoteEtag: string | null;
  localUpdatedAt: string;
}

export interface ImportedEvent {
  title: string;
  scheduledFor: string;
  description?: string | null;
  /** The RRULE of a recurring event; scheduledFor is then its next occurrence. */
  recurrence?: string | null;
}

/** A pulled change; recurrence undefined leaves the thought's rule as it is, null removes it. */
export interface EventChange {
  title: string;
  scheduledFor: string;
  recurrence?: string | null;
}

/** Links between thoughts and events, and the thought reads and writes a sync makes. */
export class CalendarLinksRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async listLinks(userId: string, provider: CalendarProvider): Promise<CalendarLink[]> {
    const rows = await this.db.selectFrom("calendar_links").selectAll().where("user_id", "=", userId).where("provider", "=", provider).execute();
    return rows.map((row) => ({
      remoteUid: row.remote_uid,
      thoughtId: row.thought_id,
      remoteUrl: row.remote_url,
      remoteEtag: row.remote_etag,
      localUpdatedAt: row.local_updated_at,
    }));
  }

  async saveLink(userId: string, provider: CalendarProvider, link: CalendarLink, now: Date): Promise<void> {
    const values = { thought_id: link.thoughtId, remote_url: link.remoteUrl, remote_etag: link.remoteEtag, local_updated_at: link.localUpdatedAt, synced_at: now };
    await this.db.transaction().execute(async (trx) => {
      // A thought has one event per provider: a relinked thought drops its older link.
      await trx
        .deleteFrom("calendar_links")
        .where("user_id", "=", userId)
        .where("provider", "=", provider)
        .where("thought_id", "=", link.thoughtId)
        .where("remote_uid", "!=", link.remoteUid)
        .execute();
      await trx
        .insertInto("calendar_links")
        .values({ user_id: userId, provider, remote_uid: link.remoteUid, ...values })
        .onConflict((oc) => oc.columns(["user_id", "provider", "remote_uid"]).doUpdateSet(values))
        .execute();
    });
  }

  async deleteLink(userId: string, provider: CalendarProvider, remoteUid: string): Promise<void> {
    await this.db.deleteFrom("calendar_links").where("user_id", "=", userId).where("provider", "=", provider).where("remote_uid", "=", remoteUid).execute();
  }

  /** Scheduled, not archived, from `fromDay` on (the set a push keeps in the calendar). */
  async listScheduledFrom(userId: string, fromDay: string, limit: number): Promise<Thought[]> {
    const rows = await this.db
      .selectFrom("thoughts")
      .select(thoughtColumns)
      .where("user_id", "=", userId)
      .where("scheduled_for", ">=", fromDay)
      .where("status", "!=", "archived")
      .orderBy("scheduled_for")
      .limit(limit)
      .execute();
    return rows.map(toThought);
  }

  async findThoughts(userId: string, ids: string[]): Promise<Thought[]> {
    if (ids.length === 0) return [];
    const found: Thought[] = [];
    // Bounded IN lists: SQLite allows a limited number of bound parameters.
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await this.db.selectFrom("thoughts").select(thoughtColumns).where("user_id", "=", userId).where("id", "in", ids.slice(i, i + 500)).execute();
      found.push(...rows.map(toThought));
    }
    return found;
  }

  /** A thought made from an outside event: already processed (no classification job), its title and time as the calendar has them. */
  async createFromEvent(userId: string, event: ImportedEvent, now: Date): Promise<Thought> {
    const row = await this.db
      .insertInto("thoughts")
      .values({
        id: randomUUID(),
        user_id: userId,
        original_input: event.description ? `${event.title}\n\n${event.description}` : event.title,
        ai_title: event.title,
        status: "pending",
        event_type: "reminder_intention",
        is_container: false,
        scheduled_for: event.scheduledFor,
        flexible_attributes: toJson({ imported_from_calendar: true, ...(event.recurrence ? { recurrence: event.recurrence } : {}) }),
        processing_status: "done",
        created_at: now,
        updated_at: now,
      })
      .returning(thoughtColumns)
      .executeTakeFirstOrThrow();
    return toThought(row);
  }

  /**
   * A pulled change: title and time. Conditional on the updated_at the sync read, so an edit
   * made meanwhile is not overwritten (the next sync sees it as a conflict instead).
   */
  async applyEventChange(userId: string, thoughtId: string, expectedUpdatedAt: string, change: EventChange, now: Date): Promise<Thought | undefined> {
    const current = await this.db.selectFrom("thoughts").select(["updated_at", "flexible_attributes"]).where("user_id", "=", userId).where("id", "=", thoughtId).executeTakeFirst();
    if (!current || new Date(current.updated_at).toISOString() !== expectedUpdatedAt) return undefined;
    // Only the recurrence key changes; the write is conditional on updated_at, so the other keys are as read.
    const attributes = { ...((fromJson(current.flexible_attributes) ?? {}) as Record<string, unknown>) };
    if (change.recurrence === null) delete attributes.recurrence;
    else if (change.recurrence !== undefined) attributes.recurrence = change.recurrence;
    const row = await this.db
      .updateTable("thoughts")
      .set({ ai_title: change.title, scheduled_for: change.scheduledFor, flexible_attributes: toJson(attributes), updated_at: now })
      .where("user_id", "=", userId)
      .where("id", "=", thoughtId)
      .where("updated_at", "=", current.updated_at as Date)
      .returning(thoughtColumns)
      .executeTakeFirst();
    return row && toThought(row);
  }

  /** An event deleted in the calendar archives its thought (never deletes it: no data is lost). */
  async archiveThought(userId: string, thoughtId: string, now: Date): Promise<void> {
    await this.db.updateTable("thoughts").set({ status: "archived", updated_at: now }).where("user_id", "=", userId).where("id", "=", thoughtId).execute();
  }
}

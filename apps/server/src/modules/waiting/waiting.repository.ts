import { randomUUID } from "node:crypto";
import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Thought, ThoughtStatus, WaitingItem } from "@life/contracts";
import { isPostgres, jsonNumber, jsonString } from "../../db/json-sql.js";
import type { Tables } from "../../db/tables.js";
import { toIso, toJson } from "../../db/values.js";
import { thoughtColumns, toThought } from "../thoughts/thoughts.repository.js";

/** PostgreSQL cannot infer a parameter's type inside jsonb_build_object; the cast works on both. */
const asText = (value: string) => sql<string>`cast(${value} as text)`;

/** The follow-up task, already filled in: it needs no classification. */
export interface NewFollowUpTask {
  title: string;
  domain: Thought["domain"];
  subdomain: string | null;
  parentId: string | null;
  scheduledFor: string;
  entities: string[];
  followUpOf: string;
}

/**
 * Waiting For. An item is open while it has waiting_for and no waiting_received_at; the
 * partial index thoughts_user_open_waiting_idx holds exactly those rows (the queries repeat its
 * predicate word for word so both databases' planners match it). The received time and the
 * follow-up count are also written into flexible_attributes.waiting for the client, by SQL on
 * the stored JSON, so a concurrent write to other keys (the classifier) is not lost.
 */
export class WaitingRepository {
  private readonly postgres: boolean;

  constructor(private readonly db: Kysely<Tables>) {
    this.postgres = isPostgres(db);
  }

  /**
   * Oldest first; completed and archived items are done with, so they leave the list too. The
   * WHERE is the partial index's predicate with literals: with a bound parameter for the
   * statuses SQLite would not see that the index applies.
   */
  async listOpen(userId: string, limit: number): Promise<WaitingItem[]> {
    const at = (key: string) => ({ postgres: this.postgres, column: "flexible_attributes", path: ["waiting", key] });
    const rows = await this.openItems(userId, limit)
      .select(["id", "original_input", "ai_title", "status", "domain", "waiting_for", "expected_date", "created_at", "updated_at"])
      .select([jsonNumber(at("follow_up_count")).as("follow_up_count"), jsonString(at("last_follow_up_at")).as("last_follow_up_at")])
      .execute();
    return rows.map((row) => ({
      id: row.id,
      original_input: row.original_input,
      ai_title: row.ai_title,
      status: row.status as ThoughtStatus,
      domain: row.domain as WaitingItem["domain"],
      waiting_for: row.waiting_for,
      expected_date: row.expected_date,
      created_at: toIso(row.created_at),
      updated_at: toIso(row.updated_at),
      waiting: {
        ...(row.follow_up_count === null ? {} : { follow_up_count: Number(row.follow_up_count) }),
        ...(row.last_follow_up_at === null ? {} : { last_follow_up_at: row.last_follow_up_at }),
      },
    }));
  }

  /** The same items with the fields a chat answer lists ("what am I waiting for"). */
  async listOpenBrief(userId: string, limit: number) {
    return this.openItems(userId, limit)
      .select(["id", "original_input", "ai_title", "status", "domain", "subdomain", "scheduled_for", "waiting_for", "expected_date", "created_at"])
      .execute();
  }

  private openItems(userId: string, limit: number) {
    return this.db
      .selectFrom("thoughts")
      .where("user_id", "=", userId)
      .where(sql<boolean>`waiting_for is not null and waiting_received_at is null and status in ('pending', 'approved')`)
      .orderBy("created_at")
      .orderBy("id")
      .limit(limit);
  }

  /** Marks an open item received; undefined when it is not open (missing, foreign, or received). */
  async markReceived(userId: string, thoughtId: string, now: Date): Promise<Thought | undefined> {
    const row = await this.db
      .updateTable("thoughts")
      .set({
        waiting_received_at: now,
        flexible_attributes: this.mergeWaiting({ received_at: asText(now.toISOString()) }),
        updated_at: now,
      })
      .where("user_id", "=", userId)
      .where("id", "=", thoughtId)
      .where("waiting_for", "is not", null)
      .where("waiting_received_at", "is", null)
      .returning(thoughtColumns)
      .executeTakeFirst();
    return row && toThought(row);
  }

  /**
   * Counts a follow-up on an open item and creates its task, in one transaction; undefined
   * when the item is not open.
   */
  async recordFollowUp(
    userId: string,
    thoughtId: string,
    task: NewFollowUpTask,
    now: Date,
  ): Promise<{ thought: Thought; followUp: Thought } | undefined> {
    const count = jsonNumber({ postgres: this.postgres, column: "flexible_attributes", path: ["waiting", "follow_up_count"] });
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable("thoughts")
        .set({
          flexible_attributes: this.mergeWaiting({
            follow_up_count: sql`coalesce(${count}, 0) + 1`,
            last_follow_up_at: asText(now.toISOString()),
          }),
          updated_at: now,
        })
        .where("user_id", "=", userId)
        .where("id", "=", thoughtId)
        .where("waiting_for", "is not", null)
        .where("waiting_received_at", "is", null)
        .returning(thoughtColumns)
        .executeTakeFirst();
      if (!updated) return undefined;
      const created = await trx
        .insertInto("thoughts")
        .values({
          id: randomUUID(),
          user_id: userId,
          original_input: task.title,
          ai_title: task.title,
          // The person asked for this task by pressing Follow Up; nothing is left to review.
          status: "approved",
          domain: task.domain,
          subdomain: task.subdomain,
          event_type: "task",
          is_container: false,
          container_type: "Tasks",
          parent_id: task.parentId,
          scheduled_for: task.scheduledFor,
          flexible_attributes: toJson({ entities: task.entities, follow_up_of: task.followUpOf }),
          processing_status: "done",
          created_at: now,
          updated_at: now,
        })
        .returning(thoughtColumns)
        .executeTakeFirstOrThrow();
      return { thought: toThought(updated), followUp: toThought(created) };
    });
  }

  /** flexible_attributes with `values` merged into its "waiting" object (created when missing). */
  private mergeWaiting(values: Record<string, RawBuilder<unknown>>): RawBuilder<string> {
    const entries = Object.entries(values);
    if (this.postgres) {
      const pairs = sql.join(entries.map(([key, value]) => sql`${sql.lit(key)}::text, ${value}`));
      return sql<string>`jsonb_set(flexible_attributes, '{waiting}',
        (case when jsonb_typeof(flexible_attributes -> 'waiting') = 'object' then flexible_attributes -> 'waiting' else '{}'::jsonb end)
        || jsonb_build_object(${pairs}))`;
    }
    // json_patch merges nested objects (RFC 7396), keeping the other keys of "waiting".
    const pairs = sql.join(entries.map(([key, value]) => sql`${sql.lit(key)}, ${value}`));
    return sql<string>`json_patch(flexible_attributes, json_object('waiting', json_object(${pairs})))`;
  }
}

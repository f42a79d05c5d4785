import type { Kysely, SelectQueryBuilder, Updateable } from "kysely";
import type { ContainerType, Domain, FlexibleAttributes, LlmDebugData, Thought, ThoughtDebugResponse, ThoughtStatus } from "@life/contracts";
import type { Tables, ThoughtsTable } from "../../db/tables.js";
import { fromJson, toCount, toJson } from "../../db/values.js";
import type { NewJob } from "../../jobs/jobs.repository.js";
import { GroupCommit } from "../../lib/group-commit.js";
import type { ActivityEntry } from "../activity/activity-log.js";
import { newThoughtRow, writeCaptures, type CaptureWrite } from "./capture-writes.js";
import { isPostgres } from "../../db/json-sql.js";
import type { FeedCursor } from "./feed-cursor.js";
import { isProjectSql } from "./project-definition.js";
import { cardColumns, thoughtColumns, toThought } from "./thought-row.js";
import { tagsOf, ThoughtTagsRepository } from "./thought-tags.repository.js";

export { thoughtColumns, toThought, type ThoughtRow } from "./thought-row.js";

export interface NewThought {
  originalInput: string;
  status?: ThoughtStatus;
  /** A time the person chose as they captured it (the schedule shortcut); the job keeps it. */
  scheduledFor?: string | null;
  now: Date;
}

/** What a capture writes besides the thought, in the same transaction. */
export interface CaptureExtras {
  captureKey?: string | undefined;
  /** The job the new thought needs, built from its ids (before it is written, on PostgreSQL). */
  jobFor?: (thought: Pick<Thought, "id" | "user_id">) => NewJob;
  /** The activity-log row recording the capture. */
  activity?: Omit<ActivityEntry, "userId" | "at">;
}

/** What must still hold when an update that followed a read is written. */
export interface UpdateConditions {
  status?: ThoughtStatus;
  /** The row's updated_at (ISO) as read: nothing else may have changed it since. */
  updatedAt?: string;
}

export interface ThoughtFilters {
  status?: ThoughtStatus;
  domain?: Domain;
  isContainer?: boolean;
  containerType?: ContainerType;
  parentId?: string;
  limit: number;
  offset: number;
  /** Start after this card instead of at offset. */
  after?: FeedCursor;
}

/** Fields that may change after creation, by a person or (next issue) the classifier. */
export type ThoughtChanges = Partial<
  Pick<
    Thought,
    | "ai_title"
    | "status"
    | "domain"
    | "subdomain"
    | "event_type"
    | "is_container"
    | "container_type"
    | "parent_id"
    | "scheduled_for"
    | "waiting_for"
    | "expected_date"
    | "flexible_attributes"
  >
> & { llm_debug_data?: LlmDebugData | null };

function toRowChanges(changes: ThoughtChanges): Updateable<ThoughtsTable> {
  const { flexible_attributes, llm_debug_data, ...plain } = changes;
  const row: Updateable<ThoughtsTable> = { ...plain };
  if (flexible_attributes !== undefined) row.flexible_attributes = toJson(flexible_attributes);
  if (llm_debug_data !== undefined) row.llm_debug_data = llm_debug_data === null ? null : toJson(llm_debug_data);
  return row;
}

/** Capture transactions one API process keeps open at once on PostgreSQL (see GroupCommit). */
const CAPTURE_BATCHES_IN_FLIGHT_PG = 4;

export class ThoughtsRepository {
  private readonly postgres: boolean;
  private readonly captures: GroupCommit<CaptureWrite, Thought | undefined>;

  constructor(private readonly db: Kysely<Tables>) {
    this.postgres = isPostgres(db);
    this.captures = new GroupCommit((batch) => writeCaptures(db, batch), { maxInFlight: this.postgres ? CAPTURE_BATCHES_IN_FLIGHT_PG : 1 });
  }

  async createThought(userId: string, input: NewThought, db: Kysely<Tables> = this.db): Promise<Thought> {
    const row = await db.insertInto("thoughts").values(newThoughtRow(userId, input)).returning(thoughtColumns).executeTakeFirstOrThrow();
    return toThought(row);
  }

  /**
   * A capture: the thought, the client's Idempotency-Key, the thought's job and the activity
   * row (each when given), in one transaction shared with the captures asked for in the same
   * turn (group commit: see writeCaptures). Undefined when the key already belongs to another
   * thought; nothing is then created.
   */
  async captureThought(userId: string, input: NewThought, extra: CaptureExtras): Promise<Thought | undefined> {
    const { captureKey, jobFor, activity } = extra;
    if (captureKey === undefined && jobFor === undefined && activity === undefined) return this.createThought(userId, input);
    return this.captures.add({ userId, input, extra });
  }

  async findByCaptureKey(userId: string, captureKey: string): Promise<Thought | undefined> {
    const row = await this.db
      .selectFrom("capture_keys")
      .innerJoin("thoughts", "thoughts.id", "capture_keys.thought_id")
      .select(thoughtColumns.map((column) => `thoughts.${column}` as const))
      .where("capture_keys.user_id", "=", userId)
      .where("capture_keys.key", "=", captureKey)
      .executeTakeFirst();
    return row && toThought(row);
  }

  async findThought(userId: string, thoughtId: string): Promise<Thought | undefined> {
    const row = await this.db
      .selectFrom("thoughts")
      .select(thoughtColumns)
      .where("user_id", "=", userId)
      .where("id", "=", thoughtId)
      .executeTakeFirst();
    return row && toThought(row);
  }

  async findDebug(userId: string, thoughtId: string): Promise<ThoughtDebugResponse["data"] | undefined> {
    const row = await this.db
      .selectFrom("thoughts")
      .select(["id", "llm_debug_data", "flexible_attributes"])
      .where("user_id", "=", userId)
      .where("id", "=", thoughtId)
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        llm_debug_data: (fromJson(row.llm_debug_data) ?? null) as LlmDebugData | null,
        flexible_attributes: (fromJson(row.flexible_attributes) ?? {}) as FlexibleAttributes,
      }
    );
  }

  /** One page, newest first, and the number of thoughts matching the filters in all pages. */
  async listThoughts(userId: string, filters: ThoughtFilters): Promise<{ items: Thought[]; total: number }> {
    const filtered = this.applyFilters(this.db.selectFrom("thoughts").where("user_id", "=", userId), filters);
    const { after } = filters;
    const page = after
      ? filtered.where((eb) =>
          eb.or([
            eb("created_at", "<", new Date(after.createdAt)),
            eb.and([eb("created_at", "=", new Date(after.createdAt)), eb("id", "<", after.id)]),
          ]),
        )
      : filtered.offset(filters.offset);
    const [rows, total] = await Promise.all([
      page
        .select(cardColumns(this.postgres))
        // id breaks ties between thoughts created in the same millisecond, keeping pages stable.
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(filters.limit)
        .execute(),
      this.countThoughts(userId, filters),
    ]);
    return { items: rows.map(toThought), total };
  }

  /** Without filters the triggers' running count answers; a filtered count reads its index. */
  private async countThoughts(userId: string, filters: ThoughtFilters): Promise<number> {
    const unfiltered = [filters.status, filters.domain, filters.isContainer, filters.containerType, filters.parentId].every((f) => f === undefined);
    if (unfiltered) {
      const row = await this.db.selectFrom("thought_counts").select("total").where("user_id", "=", userId).executeTakeFirst();
      return toCount(row?.total ?? 0);
    }
    const filtered = this.applyFilters(this.db.selectFrom("thoughts").where("user_id", "=", userId), filters);
    const row = await filtered.select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirst();
    return toCount(row?.n);
  }

  /**
   * Undefined when no row matched: the thought is gone or foreign, or a condition no longer
   * holds (the status is no longer `expected.status`, the new parent is no longer a project).
   */
  async updateThought(
    userId: string,
    thoughtId: string,
    changes: ThoughtChanges,
    now: Date,
    expected: UpdateConditions = {},
  ): Promise<Thought | undefined> {
    if (changes.flexible_attributes === undefined) return this.writeUpdate(this.db, userId, thoughtId, changes, now, expected);
    // New attributes may carry new tags; thought_tags changes with them or not at all.
    return this.db.transaction().execute(async (trx) => {
      const updated = await this.writeUpdate(trx, userId, thoughtId, changes, now, expected);
      if (updated) await ThoughtTagsRepository.replaceTags(trx, userId, thoughtId, tagsOf(updated.flexible_attributes), now);
      return updated;
    });
  }

  private async writeUpdate(
    db: Kysely<Tables>,
    userId: string,
    thoughtId: string,
    changes: ThoughtChanges,
    now: Date,
    expected: UpdateConditions,
  ): Promise<Thought | undefined> {
    let query = db
      .updateTable("thoughts")
      .set({ ...toRowChanges(changes), updated_at: now })
      .where("user_id", "=", userId)
      .where("id", "=", thoughtId);
    if (expected.status !== undefined) query = query.where("status", "=", expected.status);
    if (expected.updatedAt !== undefined) query = query.where("updated_at", "=", new Date(expected.updatedAt));
    if (changes.parent_id) {
      const parentId = changes.parent_id;
      query = query.where(({ exists, selectFrom }) =>
        exists(selectFrom("thoughts as p").select("p.id").where("p.user_id", "=", userId).where("p.id", "=", parentId).where(isProjectSql("p"))),
      );
    }
    const row = await query.returning(thoughtColumns).executeTakeFirst();
    return row && toThought(row);
  }

  /**
   * The ids above a thought, nearest first, following parent_id at most `limit` steps
   * (parents are projects, so chains are short); stops at a loop an older write left behind.
   */
  async listAncestorIds(userId: string, thoughtId: string, limit = 100): Promise<string[]> {
    const ids: string[] = [];
    let next: string | null = thoughtId;
    while (next && ids.length < limit) {
      const row = await this.db.selectFrom("thoughts").select("parent_id").where("user_id", "=", userId).where("id", "=", next).executeTakeFirst();
      next = row?.parent_id ?? null;
      if (!next || ids.includes(next)) break;
      ids.push(next);
    }
    return ids;
  }

  /** Children of a deleted project stay, unlinked; the foreign key's SET NULL does the same. */
  async deleteThought(userId: string, thoughtId: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("thoughts")
        .set({ parent_id: null })
        .where("user_id", "=", userId)
        .where("parent_id", "=", thoughtId)
        .execute();
      const result = await trx
        .deleteFrom("thoughts")
        .where("user_id", "=", userId)
        .where("id", "=", thoughtId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    });
  }

  private applyFilters<O>(
    query: SelectQueryBuilder<Tables, "thoughts", O>,
    filters: ThoughtFilters,
  ): SelectQueryBuilder<Tables, "thoughts", O> {
    let q = query;
    if (filters.status !== undefined) q = q.where("status", "=", filters.status);
    if (filters.domain !== undefined) q = q.where("domain", "=", filters.domain);
    if (filters.isContainer !== undefined) q = q.where("is_container", "=", filters.isContainer);
    if (filters.containerType !== undefined) q = q.where("container_type", "=", filters.containerType);
    if (filters.parentId !== undefined) q = q.where("parent_id", "=", filters.parentId);
    return q;
  }
}

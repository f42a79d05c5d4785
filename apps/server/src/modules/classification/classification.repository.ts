import { isDeepStrictEqual } from "node:util";
import type { FlexibleAttributes, LlmDebugData, ProcessingStatus, Thought } from "@life/contracts";
import { sql, type Kysely } from "kysely";
import type { Dialect } from "../../db/database.js";
import { writeTransaction } from "../../db/write-transaction.js";
import type { Tables } from "../../db/tables.js";
import { fromJson, toJson } from "../../db/values.js";
import { insertJob, type NewJob } from "../../jobs/jobs.repository.js";
import { searchWords } from "../../lib/search-fold.js";
import { toFts5AnyPhrase, toTsQueryAnyPhrase } from "../search/search-terms.js";
import { insertActivity } from "../activity/activity-log.js";
import { safeTimeZone } from "../../lib/local-days.js";
import { nextOccurrence } from "../../lib/recurrence.js";
import { isProjectSql } from "../thoughts/project-definition.js";
import { tagsOf, ThoughtTagsRepository } from "../thoughts/thought-tags.repository.js";
import { thoughtColumns, toThought } from "../thoughts/thoughts.repository.js";
import { firstWord, missingContacts } from "./contact-matching.js";
import { firstEntity } from "./context.repository.js";
import { mergeClassified, pickClassified, type ClassifiedFields } from "./result-fields.js";
import { newRowId } from "../../lib/ids.js";

export interface ThoughtForJob {
  thought: Thought;
  timezone: string;
  /** Kept so a failure can add its reason to what the pipeline recorded. */
  debug: LlmDebugData | null;
}

/** What the pipeline computed for the row itself. */
export interface ClassificationOutput {
  debug: LlmDebugData;
  /** Left as stored when undefined. */
  embedding?: Buffer | null;
}

/** The classifier's fields and the row as read before they were computed, for the merge. */
export interface ClassifiedChange {
  base: ClassifiedFields;
  desired: ClassifiedFields;
}

/** What one run of the job writes, all in one transaction. */
export interface ClassificationWrite {
  /** null when the person edited the thought before the job read it, or no engine ran: their row stays. */
  fields: ClassifiedChange | null;
  /** null when the job ran no engine (the capture-time result stands). */
  output: ClassificationOutput | null;
  /** People named in the thought; those without a Contacts record get one. */
  entities: string[];
  /** An open task the thought reports as done, and the marks to put on it. */
  completes: { taskId: string; attributes: FlexibleAttributes } | null;
  now: Date;
}

type Trx = Kysely<Tables>;

/** Contacts holding an entity's first word that are compared; a name shared by more is rare. */
const CONTACTS_COMPARED = 500;

export class ClassificationRepository {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly dialect: Dialect,
  ) {}

  async findThoughtForJob(userId: string, thoughtId: string): Promise<ThoughtForJob | undefined> {
    const row = await this.db
      .selectFrom("thoughts")
      .innerJoin("users", "users.id", "thoughts.user_id")
      .select(thoughtColumns.map((c) => `thoughts.${c}` as const))
      .select(["users.timezone", "thoughts.llm_debug_data"])
      .where("thoughts.user_id", "=", userId)
      .where("thoughts.id", "=", thoughtId)
      .executeTakeFirst();
    return row && { thought: toThought(row), timezone: row.timezone, debug: (fromJson(row.llm_debug_data) ?? null) as LlmDebugData | null };
  }

  /**
   * The capture-time result and the job that will finish the thought, together: either both
   * are written or neither. Only the thought's own fields; links to other rows wait for the job.
   */
  async writeInlineResult(
    userId: string,
    thoughtId: string,
    write: { fields: ClassifiedFields; output: ClassificationOutput; now: Date },
    job: NewJob,
  ): Promise<Thought | undefined> {
    return writeTransaction(this.db, async (trx) => {
      const fields = { ...write.fields, parent_id: await this.ownProject(trx, userId, thoughtId, write.fields.parent_id) };
      const row = await this.updateThought(trx, userId, thoughtId, fields, write.output, "queued", write.now);
      await insertJob(trx, job, write.now);
      return row;
    });
  }

  /**
   * The job's result: the thought's fields, new contacts, the parent project and the task it
   * completes, in one transaction. Safe to run again: contacts are looked up first (inside
   * the transaction, under a per-user lock on PostgreSQL) and a completed task stays as it is.
   * Returns undefined when the thought no longer exists.
   */
  async writeJobResult(userId: string, thoughtId: string, write: ClassificationWrite): Promise<Thought | undefined> {
    return writeTransaction(this.db, async (trx) => {
      if (this.dialect === "postgres") {
        // Serialises result writes per user, so two workers never both create "Sam".
        await sql`select pg_advisory_xact_lock(hashtext(${`classify:${userId}`}))`.execute(trx);
      }
      // Read under the write lock (BEGIN IMMEDIATE on SQLite, FOR UPDATE here), so no edit can
      // land between this read and the write below.
      let read = trx.selectFrom("thoughts").select(thoughtColumns).where("user_id", "=", userId).where("id", "=", thoughtId);
      if (this.dialect === "postgres") read = read.forUpdate();
      const row = await read.executeTakeFirst();
      if (!row) return undefined;
      const current = toThought(row);
      const fields = write.fields && (await this.mergeFields(trx, userId, thoughtId, write.fields, pickClassified(current)));
      const title = fields?.ai_title ?? current.ai_title ?? "a thought";
      // A thought read as a contact card is itself the contact for the name it is about.
      const becomes = fields ?? pickClassified(current);
      const itself = becomes.container_type === "Contacts" ? [becomes.ai_title, becomes.flexible_attributes.entities?.[0]].filter((name): name is string => Boolean(name)) : [];
      await this.createMissingContacts(trx, userId, write.entities, title, write.now, itself);
      const completed = write.completes && write.completes.taskId !== thoughtId && (await this.completeTask(trx, userId, write.completes, write.now));
      const updated = await this.updateThought(trx, userId, thoughtId, fields, write.output, "done", write.now);
      return completed && updated ? ((await this.recordCompletion(trx, userId, updated, write.completes!.taskId, write.now)) ?? updated) : updated;
    });
  }

  /** The merged fields, or null when the merge changes nothing (updated_at then stays as it is). */
  private async mergeFields(trx: Trx, userId: string, thoughtId: string, change: ClassifiedChange, current: ClassifiedFields): Promise<ClassifiedFields | null> {
    const desired = { ...change.desired, parent_id: await this.ownProject(trx, userId, thoughtId, change.desired.parent_id) };
    const merged = mergeClassified(change.base, current, desired);
    return isDeepStrictEqual(merged, current) ? null : merged;
  }

  /** Status changes by the pipeline leave updated_at alone: it marks changes to the content. */
  async setProcessingStatus(
    userId: string,
    thoughtId: string,
    status: ProcessingStatus,
    extra: { error?: string | null; debug?: LlmDebugData } = {},
  ): Promise<void> {
    await this.db
      .updateTable("thoughts")
      .set({
        processing_status: status,
        ...(extra.error !== undefined ? { processing_error: extra.error } : {}),
        ...(extra.debug ? { llm_debug_data: toJson(extra.debug) } : {}),
      })
      .where("user_id", "=", userId)
      .where("id", "=", thoughtId)
      .execute();
  }

  /** Thoughts still queued with no job: the process stopped between capture and enqueue. */
  async findQueuedWithoutJob(createdBefore: Date, limit: number): Promise<Array<{ id: string; userId: string }>> {
    const rows = await this.db
      .selectFrom("thoughts")
      .select(["id", "user_id"])
      // A literal, not a parameter, so both planners match the partial thoughts_queued_created_idx.
      .where(sql<boolean>`processing_status = 'queued'`)
      .where("created_at", "<", createdBefore)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom("jobs").select("jobs.id").where("jobs.idempotency_key", "=", sql<string>`${"classify:"} || thoughts.id`))),
      )
      .limit(limit)
      .execute();
    return rows.map((row) => ({ id: row.id, userId: row.user_id }));
  }

  private async updateThought(
    trx: Trx,
    userId: string,
    thoughtId: string,
    fields: ClassifiedFields | null,
    output: ClassificationOutput | null,
    status: ProcessingStatus,
    now: Date,
  ): Promise<Thought | undefined> {
    const row = await trx
      .updateTable("thoughts")
      .set({
        ...(fields ? { ...fields, flexible_attributes: toJson(fields.flexible_attributes), updated_at: now } : {}),
        ...(output ? { llm_debug_data: toJson(output.debug) } : {}),
        ...(output?.embedding !== undefined
          ? {
              embedding: output.embedding,
              embedding_model: output.embedding ? output.debug.ai_pipeline_status.step_3_embedding_generation.embedding_type : null,
            }
          : {}),
        processing_status: status,
        processing_error: null,
      })
      .where("user_id", "=", userId)
      .where("id", "=", thoughtId)
      .returning(thoughtColumns)
      .executeTakeFirst();
    const thought = row && toThought(row);
    if (thought && fields) await ThoughtTagsRepository.replaceTags(trx, userId, thoughtId, tagsOf(thought.flexible_attributes), now);
    return thought;
  }

  /** The parent only if it is still one of the user's projects (it may have been deleted meanwhile). */
  private async ownProject(trx: Trx, userId: string, thoughtId: string, parentId: string | null): Promise<string | null> {
    if (!parentId || parentId === thoughtId) return null;
    const row = await trx
      .selectFrom("thoughts")
      .select("id")
      .where("user_id", "=", userId)
      .where("id", "=", parentId)
      .where(isProjectSql())
      .executeTakeFirst();
    return row ? row.id : null;
  }

  /**
   * The contacts whose title or first entity holds the first word of one of the entities,
   * through an index of contacts alone (migration 2026_11_28_0710): reading the newest contacts
   * took 40–400 ms at 100k thoughts, and matching the name against every thought 19 ms when
   * the person writes that name often.
   */
  private async contactsNamedLike(trx: Trx, userId: string, entities: readonly string[]): Promise<Array<{ ai_title: string | null; name: string | null }>> {
    const phrases = [
      ...new Set(
        entities
          .map((entity) => searchWords(firstWord(entity) ?? ""))
          .filter((words) => words.length > 0)
          .map((words) => words.join(" ")),
      ),
    ].map((phrase) => phrase.split(" "));
    if (phrases.length === 0) return [];
    const { rows } =
      this.dialect === "postgres"
        ? await sql<{ ai_title: string | null; name: string | null }>`
            select ai_title, ${firstEntity(this.dialect)} as name from thoughts
            where user_id = ${userId} and container_type = 'Contacts'
              and search_vector @@ to_tsquery('simple', ${toTsQueryAnyPhrase(phrases)})
            limit ${CONTACTS_COMPARED}`.execute(trx)
        : await sql<{ ai_title: string | null; name: string | null }>`
            select t.ai_title, ${firstEntity(this.dialect)} as name
            from contacts_fts cross join thoughts t on t.rowid = contacts_fts.rowid
            where contacts_fts match ${toFts5AnyPhrase(phrases)} and t.user_id = ${userId} and t.container_type = 'Contacts'
            limit ${CONTACTS_COMPARED}`.execute(trx);
    return rows;
  }

  private async createMissingContacts(trx: Trx, userId: string, entities: string[], sourceTitle: string, now: Date, alsoKnown: string[] = []): Promise<void> {
    if (entities.length === 0) return;
    const rows = await this.contactsNamedLike(trx, userId, entities);
    const known = [...alsoKnown, ...rows.flatMap((row) => [row.name, row.ai_title].filter((name): name is string => Boolean(name)))];
    for (const name of missingContacts(entities, known)) {
      await trx
        .insertInto("thoughts")
        .values({
          id: newRowId(),
          user_id: userId,
          original_input: `Added from: ${sourceTitle}`,
          ai_title: name,
          status: "pending",
          domain: "social",
          subdomain: "contacts",
          event_type: "contact",
          is_container: true,
          container_type: "Contacts",
          flexible_attributes: toJson({ entities: [name], reasoning: `Named in "${sourceTitle}" and not yet among the contacts.` }),
          processing_status: "done",
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  }

  /**
   * The thought that reported the task done is the record of that completion, not new work
   * (issue 16): it is stored as completed and names the task it completed. Only while it is
   * still open, so a person who reopened it keeps it open.
   */
  private async recordCompletion(trx: Trx, userId: string, thought: Thought, taskId: string, now: Date): Promise<Thought | undefined> {
    if (thought.status !== "pending" && thought.status !== "approved") return undefined;
    const row = await trx
      .updateTable("thoughts")
      .set({ status: "completed", flexible_attributes: toJson({ ...thought.flexible_attributes, completes_thought_id: taskId }), updated_at: now })
      .where("user_id", "=", userId)
      .where("id", "=", thought.id)
      .where("status", "in", ["pending", "approved"])
      .returning(thoughtColumns)
      .executeTakeFirst();
    return row && toThought(row);
  }

  /**
   * Completes the task only while it is still open, so a second run changes nothing; true when it
   * did. A recurring task moves on to its next occurrence instead and stays open, as completing
   * it by hand does (ThoughtsService.rollRecurring); the occurrence done is recorded on it.
   */
  private async completeTask(trx: Trx, userId: string, completes: NonNullable<ClassificationWrite["completes"]>, now: Date): Promise<boolean> {
    const task = await trx
      .selectFrom("thoughts")
      .innerJoin("users", "users.id", "thoughts.user_id")
      .select(["thoughts.flexible_attributes", "thoughts.ai_title", "thoughts.original_input", "thoughts.scheduled_for", "thoughts.updated_at", "users.timezone"])
      .where("thoughts.user_id", "=", userId)
      .where("thoughts.id", "=", completes.taskId)
      .where("thoughts.status", "in", ["pending", "approved"])
      .executeTakeFirst();
    if (!task) return false;
    const current = (fromJson(task.flexible_attributes) ?? {}) as FlexibleAttributes;
    const rule = current.recurrence;
    const next = rule && task.scheduled_for ? nextOccurrence(rule, task.scheduled_for, safeTimeZone(task.timezone)) : null;
    const attributes: FlexibleAttributes = next
      ? {
          ...current,
          recurrence: next.rule,
          last_completed_occurrence: task.scheduled_for!,
          completed_occurrences: (typeof current.completed_occurrences === "number" ? current.completed_occurrences : 0) + 1,
          completed_by_thought_id: completes.attributes.completed_by_thought_id,
        }
      : { ...current, ...completes.attributes };
    const result = await trx
      .updateTable("thoughts")
      .set(next ? { scheduled_for: next.scheduledFor, flexible_attributes: toJson(attributes), updated_at: now } : { status: "completed", flexible_attributes: toJson(attributes), updated_at: now })
      .where("user_id", "=", userId)
      .where("id", "=", completes.taskId)
      // PostgreSQL's read committed lets a person's change land between the read and this write.
      .where("status", "in", ["pending", "approved"])
      .where("updated_at", "=", task.updated_at as Date)
      .executeTakeFirst();
    const completed = Number(result.numUpdatedRows) === 1;
    if (completed) {
      await insertActivity(trx, { userId, type: "completion", title: task.ai_title ?? task.original_input, detail: "completed by AI resolution", at: now });
    }
    return completed;
  }
}

import { sql, type Insertable, type Kysely } from "kysely";
import type { Thought } from "@life/contracts";
import type { Tables, ThoughtsTable } from "../../db/tables.js";
import { isPostgres } from "../../db/json-sql.js";
import { toJson } from "../../db/values.js";
import { insertJobRows, newJobRow } from "../../jobs/jobs.repository.js";
import { newActivityRow } from "../activity/activity-log.js";
import { writeCapturesStatement } from "./capture-statement.pg.js";
import type { CaptureExtras, NewThought } from "./thoughts.repository.js";
import { thoughtColumns, toThought } from "./thought-row.js";
import { newRowId } from "../../lib/ids.js";

export interface CaptureWrite {
  userId: string;
  input: NewThought;
  extra: CaptureExtras;
}

export function newThoughtRow(userId: string, input: NewThought): Insertable<ThoughtsTable> & { id: string } {
  return {
    id: newRowId(),
    user_id: userId,
    original_input: input.originalInput,
    status: input.status ?? "pending",
    is_container: false,
    flexible_attributes: toJson({}),
    scheduled_for: input.scheduledFor ?? null,
    // Its classify job is written with it (a capture) or, for other callers, later.
    processing_status: "queued",
    created_at: input.now,
    updated_at: input.now,
  };
}

/**
 * Captures (each thought with its Idempotency-Key, job and activity row, when given) written
 * together: no thought is ever stored without its job, and a key never points at nothing. A
 * capture whose key another thought already holds (an earlier request, or one before it in this
 * batch) gets undefined and leaves nothing behind: the key's unique index decides, on PostgreSQL
 * after waiting for a racing transaction to commit. Keys are written first and only the
 * captures whose key won are stored.
 */
export async function writeCaptures(db: Kysely<Tables>, captures: readonly CaptureWrite[]): Promise<Array<Thought | undefined>> {
  const planned = captures.map((capture) => planCapture(capture));
  return isPostgres(db) ? writeCapturesStatement(db, planned) : writeCapturesTransaction(db, planned);
}

/** One capture's rows, worked out before anything is written. */
export interface PlannedCapture {
  thought: Insertable<ThoughtsTable> & { id: string };
  key: { user_id: string; key: string; thought_id: string; created_at: Date } | undefined;
  job: ReturnType<typeof newJobRow> | undefined;
  activity: ReturnType<typeof newActivityRow> | undefined;
}

function planCapture({ userId, input, extra }: CaptureWrite): PlannedCapture {
  const thought = newThoughtRow(userId, input);
  return {
    thought,
    key: extra.captureKey === undefined ? undefined : { user_id: userId, key: extra.captureKey, thought_id: thought.id, created_at: input.now },
    job: extra.jobFor ? newJobRow({ job: extra.jobFor({ id: thought.id, user_id: userId }), now: input.now }) : undefined,
    activity: extra.activity ? newActivityRow({ ...extra.activity, userId, at: input.now }) : undefined,
  };
}

/**
 * SQLite: one transaction, a statement per table for the whole batch. Foreign keys are checked
 * at commit so that keys can be written before their thoughts: a repeat never writes a thought.
 */
async function writeCapturesTransaction(db: Kysely<Tables>, planned: readonly PlannedCapture[]): Promise<Array<Thought | undefined>> {
  return db.transaction().execute(async (trx) => {
    const keys = planned.flatMap(({ key }) => (key ? [key] : []));
    let won: Set<string> | undefined;
    if (keys.length > 0) {
      await sql`pragma defer_foreign_keys = on`.execute(trx);
      const rows = await trx.insertInto("capture_keys").values(keys).onConflict((oc) => oc.columns(["user_id", "key"]).doNothing()).returning("thought_id").execute();
      won = new Set(rows.map((row) => row.thought_id));
    }
    const kept = planned.filter(({ key, thought }) => !key || won?.has(thought.id));
    if (kept.length === 0) return planned.map(() => undefined);
    const inserted = await trx
      .insertInto("thoughts")
      .values(kept.map(({ thought }) => thought))
      .returning(thoughtColumns)
      .execute();
    const jobs = kept.flatMap(({ job }) => (job ? [job] : []));
    if (jobs.length > 0) await insertJobRows(trx, jobs);
    const activities = kept.flatMap(({ activity }) => (activity ? [activity] : []));
    if (activities.length > 0) await trx.insertInto("activity_log").values(activities).execute();
    const stored = new Map(inserted.map((row) => [row.id, toThought(row)]));
    return planned.map(({ thought }) => stored.get(thought.id));
  });
}

import type { Insertable, Kysely } from "kysely";
import type { Thought } from "@life/contracts";
import type { Tables, ThoughtsTable } from "../../db/tables.js";
import { isPostgres } from "../../db/json-sql.js";
import { toJson } from "../../db/values.js";
import { newJobRow } from "../../jobs/jobs.repository.js";
import { newActivityRow } from "../activity/activity-log.js";
import { writeCapturesPostgres } from "./capture-statement.pg.js";
import { writeCapturesSqlite } from "./capture-statements.sqlite.js";
import type { CaptureExtras, NewThought } from "./thoughts.repository.js";
import { toThought } from "./thought-row.js";
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
 *
 * The batch travels to the database as one JSON parameter, so the SQL text never changes:
 * nothing is built or compiled per batch, and each database keeps the statement prepared.
 */
export async function writeCaptures(db: Kysely<Tables>, captures: readonly CaptureWrite[]): Promise<Array<Thought | undefined>> {
  const rows = captures.map(captureRow);
  const stored = await (isPostgres(db) ? writeCapturesPostgres(db, rows) : writeCapturesSqlite(db, rows));
  const byId = new Map(stored.map((row) => [row.id, toThought(row)]));
  return rows.map((row) => byId.get(row.id));
}

/** One capture's rows (thought, key, job, activity) as one flat JSON object, the same on both databases. */
export interface CaptureRow {
  id: string;
  user_id: string;
  original_input: string;
  status: string;
  is_container: boolean;
  flexible_attributes: string;
  scheduled_for: string | null;
  processing_status: string;
  created_at: Date;
  updated_at: Date;
  capture_key: string | null;
  job_id: string | null;
  job_type: string | null;
  /** JSON text, as the jobs table stores it. */
  job_payload: string | null;
  job_key: string | null;
  job_max_attempts: number | null;
  job_run_at: Date | null;
  activity_id: string | null;
  activity_type: string | null;
  activity_title: string | null;
  activity_detail: string | null;
  actor_id: string | null;
  actor_email: string | null;
}

function captureRow({ userId, input, extra }: CaptureWrite): CaptureRow {
  const thought = newThoughtRow(userId, input);
  const job = extra.jobFor ? newJobRow({ job: extra.jobFor({ id: thought.id, user_id: userId }), now: input.now }) : undefined;
  const activity = extra.activity ? newActivityRow({ ...extra.activity, userId, at: input.now }) : undefined;
  return {
    id: thought.id,
    user_id: userId,
    original_input: input.originalInput,
    status: thought.status!,
    is_container: Boolean(thought.is_container),
    flexible_attributes: String(thought.flexible_attributes),
    scheduled_for: thought.scheduled_for ?? null,
    processing_status: thought.processing_status!,
    created_at: input.now,
    updated_at: input.now,
    capture_key: extra.captureKey ?? null,
    job_id: job?.id ?? null,
    job_type: job?.type ?? null,
    job_payload: job?.payload ?? null,
    job_key: job?.idempotency_key ?? null,
    job_max_attempts: job?.max_attempts ?? null,
    job_run_at: job?.run_at ?? null,
    activity_id: activity?.id ?? null,
    activity_type: activity?.activity_type ?? null,
    activity_title: activity?.title ?? null,
    activity_detail: activity?.detail ?? null,
    actor_id: activity?.actor_id ?? null,
    actor_email: activity?.actor_email ?? null,
  };
}

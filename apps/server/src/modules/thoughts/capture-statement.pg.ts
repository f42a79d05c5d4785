import { sql, type Kysely } from "kysely";
import type { Tables } from "../../db/tables.js";
import type { CaptureRow } from "./capture-writes.js";
import { thoughtColumns, type ThoughtRow } from "./thought-row.js";

const RETURNED = sql.join(thoughtColumns.map((column) => sql.ref(column)));

/**
 * PostgreSQL: a batch of captures as one statement, its own transaction. A transaction of
 * BEGIN, an insert per table and COMMIT was six round trips, each a wake-up of the API's thread
 * and of a database backend on shared cores, and it held the per-person count rows (updated by
 * triggers) locked across all of them, so concurrent batches queued behind one another.
 *
 * Keys go first (ON CONFLICT DO NOTHING waits for a racing transaction, as a plain insert
 * would), and only the captures whose key won, or that have none, are stored; foreign keys are
 * checked at the end of the statement, after every insert. A classify job's key names a thought
 * id made just now, so it cannot meet an earlier job: no conflict clause is needed there.
 */
export async function writeCapturesPostgres(db: Kysely<Tables>, rows: readonly CaptureRow[]): Promise<ThoughtRow[]> {
  const result = await sql<ThoughtRow>`with
    batch as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as b(
        id text, user_id text, original_input text, status text, is_container boolean, flexible_attributes text,
        scheduled_for text, processing_status text, created_at timestamptz, updated_at timestamptz, capture_key text,
        job_id text, job_type text, job_payload text, job_key text, job_max_attempts integer, job_run_at timestamptz,
        activity_id text, activity_type text, activity_title text, activity_detail text, actor_id text, actor_email text)
    ),
    won as (
      insert into capture_keys (user_id, key, thought_id, created_at)
      select user_id, capture_key, id, created_at from batch where capture_key is not null
      on conflict (user_id, key) do nothing
      returning thought_id
    ),
    kept as (
      select * from batch where capture_key is null or id in (select thought_id from won)
    ),
    stored as (
      insert into thoughts (id, user_id, original_input, status, is_container, flexible_attributes, scheduled_for, processing_status, created_at, updated_at)
      select id, user_id, original_input, status, is_container, flexible_attributes::jsonb, scheduled_for, processing_status, created_at, updated_at
      from kept
      returning ${RETURNED}
    ),
    queued as (
      insert into jobs (id, type, payload, idempotency_key, status, attempts, max_attempts, run_at, created_at, updated_at)
      select job_id, job_type, job_payload::jsonb, job_key, 'queued', 0, job_max_attempts, job_run_at, created_at, created_at from kept
      where job_id is not null
    ),
    logged as (
      insert into activity_log (id, user_id, actor_id, actor_email, activity_type, title, detail, created_at)
      select activity_id, user_id, actor_id, actor_email, activity_type, activity_title, activity_detail, created_at from kept
      where activity_id is not null
    )
    select * from stored`.execute(db);
  return result.rows;
}

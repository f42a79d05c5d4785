import { sql, type Kysely } from "kysely";
import type { Tables } from "../../db/tables.js";
import type { CaptureRow } from "./capture-writes.js";
import { thoughtColumns, type ThoughtRow } from "./thought-row.js";

const RETURNED = sql.join(thoughtColumns.map((column) => sql.ref(column)));

/**
 * SQLite: one transaction, a statement per table for the whole batch, each reading the batch
 * from json_each. Foreign keys are checked at commit so that keys can be written before their
 * thoughts: a repeat never writes a thought. A classify job's key names a thought id made just
 * now, so it cannot meet an earlier job: no conflict clause is needed there.
 */
export async function writeCapturesSqlite(db: Kysely<Tables>, rows: readonly CaptureRow[]): Promise<ThoughtRow[]> {
  return db.transaction().execute(async (trx) => {
    let kept = rows;
    if (rows.some((row) => row.capture_key !== null)) {
      await sql`pragma defer_foreign_keys = on`.execute(trx);
      const won = await sql<{ thought_id: string }>`insert into capture_keys (user_id, key, thought_id, created_at)
        select value ->> 'user_id', value ->> 'capture_key', value ->> 'id', value ->> 'created_at'
        from json_each(${JSON.stringify(rows.filter((row) => row.capture_key !== null))}) where true
        on conflict (user_id, key) do nothing
        returning thought_id`.execute(trx);
      const winners = new Set(won.rows.map((row) => row.thought_id));
      kept = rows.filter((row) => row.capture_key === null || winners.has(row.id));
      if (kept.length === 0) return [];
    }
    const batch = JSON.stringify(kept);
    const stored = await sql<ThoughtRow>`insert into thoughts (id, user_id, original_input, status, is_container, flexible_attributes, scheduled_for, processing_status, created_at, updated_at)
      select value ->> 'id', value ->> 'user_id', value ->> 'original_input', value ->> 'status', value ->> 'is_container',
        value ->> 'flexible_attributes', value ->> 'scheduled_for', value ->> 'processing_status', value ->> 'created_at', value ->> 'updated_at'
      from json_each(${batch})
      returning ${RETURNED}`.execute(trx);
    await sql`insert into jobs (id, type, payload, idempotency_key, status, attempts, max_attempts, run_at, created_at, updated_at)
      select value ->> 'job_id', value ->> 'job_type', value ->> 'job_payload', value ->> 'job_key', 'queued', 0,
        value ->> 'job_max_attempts', value ->> 'job_run_at', value ->> 'created_at', value ->> 'created_at'
      from json_each(${batch}) where value ->> 'job_id' is not null`.execute(trx);
    await sql`insert into activity_log (id, user_id, actor_id, actor_email, activity_type, title, detail, created_at)
      select value ->> 'activity_id', value ->> 'user_id', value ->> 'actor_id', value ->> 'actor_email', value ->> 'activity_type',
        value ->> 'activity_title', value ->> 'activity_detail', value ->> 'created_at'
      from json_each(${batch}) where value ->> 'activity_id' is not null`.execute(trx);
    return stored.rows;
  });
}

import { sql, type Kysely } from "kysely";
import type { Tables } from "../../db/tables.js";
import { runWriteStatements } from "../../db/sqlite-writer.js";
import type { CaptureRow } from "./capture-writes.js";
import { thoughtColumns, type ThoughtRow } from "./thought-row.js";

const RETURNED = sql.join(thoughtColumns.map((column) => sql.ref(column)));

/**
 * A capture is kept when it has no key, or when the key's row (written by the first statement)
 * names this capture's thought: a key another thought already held, or one an earlier capture
 * of the same batch took, names another.
 */
const KEPT = sql`(value ->> 'capture_key' is null or exists (select 1 from capture_keys k
  where k.user_id = value ->> 'user_id' and k.key = value ->> 'capture_key' and k.thought_id = value ->> 'id'))`;

/**
 * SQLite: one transaction, a statement per table for the whole batch, each reading the batch
 * from json_each, with constant texts, so nothing is compiled per batch and the statements
 * can run on the writer thread (db/sqlite-writer.ts) with no code between them. Foreign keys
 * are checked at commit so that keys can be written before their thoughts: a repeat never
 * writes a thought. A classify job's key names a thought id made just now, so it cannot meet
 * an earlier job: no conflict clause is needed there.
 */
export async function writeCapturesSqlite(db: Kysely<Tables>, rows: readonly CaptureRow[]): Promise<ThoughtRow[]> {
  const batch = JSON.stringify(rows);
  const withKeys = rows.some((row) => row.capture_key !== null);
  const texts = (compiled ??= compileStatements(db));
  const statements = (withKeys ? texts.withKeys : texts.withoutKeys).map(({ sql, batchAt }) => ({ sql, parameters: batchAt.map(() => batch) }));
  const results = await runWriteStatements(db, statements);
  return results[withKeys ? 2 : 0] as ThoughtRow[];
}

/** The statements' texts, compiled once (SQLite's compiler gives every database the same). */
let compiled: { withKeys: CompiledText[]; withoutKeys: CompiledText[] } | undefined;

interface CompiledText {
  sql: string;
  /** Each of the statement's parameters is the batch. */
  batchAt: readonly unknown[];
}

function compileStatements(db: Kysely<Tables>): { withKeys: CompiledText[]; withoutKeys: CompiledText[] } {
  const batch = "[]";
  const keys = [
    sql`pragma defer_foreign_keys = on`,
    sql`insert into capture_keys (user_id, key, thought_id, created_at)
      select value ->> 'user_id', value ->> 'capture_key', value ->> 'id', value ->> 'created_at'
      from json_each(${batch}) where value ->> 'capture_key' is not null
      on conflict (user_id, key) do nothing`,
  ];
  const inserts = [
    sql<ThoughtRow>`insert into thoughts (id, user_id, original_input, status, is_container, flexible_attributes, scheduled_for, processing_status, created_at, updated_at)
      select value ->> 'id', value ->> 'user_id', value ->> 'original_input', value ->> 'status', value ->> 'is_container',
        value ->> 'flexible_attributes', value ->> 'scheduled_for', value ->> 'processing_status', value ->> 'created_at', value ->> 'updated_at'
      from json_each(${batch}) where ${KEPT}
      returning ${RETURNED}`,
    sql`insert into jobs (id, type, payload, idempotency_key, status, attempts, max_attempts, run_at, created_at, updated_at)
      select value ->> 'job_id', value ->> 'job_type', value ->> 'job_payload', value ->> 'job_key', 'queued', 0,
        value ->> 'job_max_attempts', value ->> 'job_run_at', value ->> 'created_at', value ->> 'created_at'
      from json_each(${batch}) where value ->> 'job_id' is not null and ${KEPT}`,
    sql`insert into activity_log (id, user_id, actor_id, actor_email, activity_type, title, detail, created_at)
      select value ->> 'activity_id', value ->> 'user_id', value ->> 'actor_id', value ->> 'actor_email', value ->> 'activity_type',
        value ->> 'activity_title', value ->> 'activity_detail', value ->> 'created_at'
      from json_each(${batch}) where value ->> 'activity_id' is not null and ${KEPT}`,
  ];
  const texts = (statements: typeof inserts) =>
    statements.map((statement) => {
      const { sql: text, parameters } = statement.compile(db);
      return { sql: text, batchAt: parameters };
    });
  return { withKeys: texts([...keys, ...inserts]), withoutKeys: texts(inserts) };
}

import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { columnTypes } from "../column-types.js";

/**
 * The durable job queue ("marching orders") and each thought's processing status.
 *
 * Jobs live in the main database rather than in memory or a separate broker so that a thought
 * captured just before a crash is still processed after the restart, and so several worker
 * processes on PostgreSQL can share one queue. While a job runs, run_at holds its lease expiry
 * (see jobs.repository.ts), so one (status, run_at) index serves both claiming ready jobs and
 * reclaiming those whose worker died.
 */
// Migrations see the schema as it was when they were written, not today's Tables: untyped by design.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);

  // Rows that exist already predate classification; those that were never classified are
  // queued below. SQLite needs a default to add a NOT NULL column.
  await db.schema.alterTable("thoughts").addColumn("processing_status", "text", (c) => c.notNull().defaultTo("done")).execute();
  await db.schema.alterTable("thoughts").addColumn("processing_error", "text").execute();

  await db.schema
    .createTable("jobs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("payload", t.json, (c) => c.notNull())
    // e.g. classify:<thoughtId>; enqueueing the same key again does not add a second job.
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("queued"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("max_attempts", "integer", (c) => c.notNull().defaultTo(5))
    .addColumn("run_at", t.timestamp, (c) => c.notNull())
    .addColumn("locked_by", "text")
    .addColumn("locked_at", t.timestamp)
    .addColumn("last_error", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .addColumn("finished_at", t.timestamp)
    .execute();
  // Claiming (queued, run_at ≤ now) and reclaiming expired leases (running, run_at < now).
  await db.schema.createIndex("jobs_status_run_at_idx").on("jobs").columns(["status", "run_at"]).execute();
  // Throughput (done in the last 10 minutes), recent failures and pruning old done jobs.
  await db.schema.createIndex("jobs_status_finished_idx").on("jobs").columns(["status", "finished_at"]).execute();

  // Step 1 (context) reads the newest open projects, tasks and contacts of one kind and status
  // straight off this index, whatever the user's size.
  await db.schema
    .createIndex("thoughts_user_ctype_status_created_idx")
    .on("thoughts")
    .columns(["user_id", "container_type", "status", "created_at"])
    .execute();
  // Finds thoughts left queued without a job (a crash between capture and enqueue). Partial,
  // so it holds only the few thoughts in flight.
  await db.schema
    .createIndex("thoughts_queued_created_idx")
    .on("thoughts")
    .column("created_at")
    .where(sql.ref("processing_status"), "=", "queued")
    .execute();

  await queueUnclassifiedThoughts(db, t.postgres);
}

/** Thoughts captured before classification existed get a job like any new one. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function queueUnclassifiedThoughts(db: Kysely<any>, postgres: boolean): Promise<void> {
  const rows = (await db.selectFrom("thoughts").select(["id", "user_id"]).where("domain", "is", null).execute()) as Array<{
    id: string;
    user_id: string;
  }>;
  if (rows.length === 0) return;
  const now = new Date();
  const stamp = postgres ? now : now.toISOString();
  for (let i = 0; i < rows.length; i += 200) {
    const batch = rows.slice(i, i + 200);
    await db
      .insertInto("jobs")
      .values(
        batch.map((row) => ({
          id: randomUUID(),
          type: "classify-thought",
          payload: JSON.stringify({ thoughtId: row.id, userId: row.user_id }),
          idempotency_key: `classify:${row.id}`,
          status: "queued",
          attempts: 0,
          max_attempts: 5,
          run_at: stamp,
          created_at: stamp,
          updated_at: stamp,
        })),
      )
      .execute();
    await db
      .updateTable("thoughts")
      .set({ processing_status: "queued" })
      .where(
        "id",
        "in",
        batch.map((row) => row.id),
      )
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("thoughts_queued_created_idx").execute();
  await db.schema.dropIndex("thoughts_user_ctype_status_created_idx").execute();
  await db.schema.dropTable("jobs").execute();
  await db.schema.alterTable("thoughts").dropColumn("processing_error").execute();
  await db.schema.alterTable("thoughts").dropColumn("processing_status").execute();
}

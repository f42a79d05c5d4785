import type { Kysely } from "kysely";

/** Daily per-user counts of LLM and speech-to-text calls, for DAILY_LLM_QUOTA and DAILY_STT_QUOTA. */
// Migrations see the schema as it was when they were written, not today's Tables: untyped by design.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("usage_counts")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    /** The UTC day, YYYY-MM-DD. */
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("usage_counts_pk", ["user_id", "day", "kind"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("usage_counts").execute();
}

import type { Kysely } from "kysely";
import { columnTypes } from "../column-types.js";

/**
 * The morning e-mail digest (issue 13): who asked for it, and one row per person and local day
 * it went out. The primary key of the second is what makes the digest go out once a day
 * however many API processes and workers look for due digests at the same time: each sender
 * first claims (user, day) with an insert, and only the one whose insert landed sends.
 */
// Migrations see the schema as it was when they were written, not today's Tables: untyped by design.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("morning_digest_settings")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("enabled", t.boolean, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  // Only those who opted in are read by the periodic check.
  await db.schema.createIndex("morning_digest_settings_enabled_idx").on("morning_digest_settings").columns(["enabled", "user_id"]).execute();

  await db.schema
    .createTable("morning_digest_sends")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("local_date", "text", (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("morning_digest_sends_pk", ["user_id", "local_date"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("morning_digest_sends").execute();
  await db.schema.dropTable("morning_digest_settings").execute();
}

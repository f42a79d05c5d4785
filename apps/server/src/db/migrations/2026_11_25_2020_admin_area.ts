import type { Kysely } from "kysely";
import { columnTypes } from "../column-types.js";

/**
 * The admin area (issue 14): an activity log the app writes on sign-in, capture, completion,
 * upload, key creation and impersonation; impersonation sessions, which name the admin really
 * acting; disabled accounts; and an index for "events today" across all accounts.
 */
// Migrations see the schema as it was when they were written, not today's Tables: untyped by design.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("activity_log")
    .addColumn("id", "text", (c) => c.primaryKey())
    /** Whose account the activity happened in (the impersonated person under impersonation). */
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    /** The admin really acting, when it is not the account's owner; kept as text so the audit outlives the admin's account. */
    .addColumn("actor_id", "text")
    .addColumn("actor_email", "text")
    .addColumn("activity_type", "text", (c) => c.notNull())
    /** A title as it was at the time (a thought's ai_title, a document's name), since the row may go. */
    .addColumn("title", "text")
    .addColumn("detail", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("activity_log_created_idx").on("activity_log").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("activity_log_user_created_idx").on("activity_log").columns(["user_id", "created_at"]).execute();

  // Null for a person's own sign-in; the admin's id for an impersonation session.
  await db.schema.alterTable("sessions").addColumn("impersonator_id", "text").execute();
  await db.schema.alterTable("users").addColumn("disabled_at", t.timestamp).execute();
  // "Events today" across every account reads a range of this index instead of the whole table.
  await db.schema.createIndex("thoughts_created_idx").on("thoughts").column("created_at").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("thoughts_created_idx").execute();
  await db.schema.alterTable("users").dropColumn("disabled_at").execute();
  await db.schema.alterTable("sessions").dropColumn("impersonator_id").execute();
  await db.schema.dropTable("activity_log").execute();
}

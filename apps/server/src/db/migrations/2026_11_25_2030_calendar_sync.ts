import type { Kysely } from "kysely";
import { columnTypes } from "../column-types.js";

/**
 * Calendar sync: the secret ICS feed (hash only), one connected account per provider and
 * person (credentials encrypted with the server key), and the link between a thought and its
 * event on that provider, which makes every sync idempotent and lets two-way sync tell which
 * side changed since the last run.
 */
// Migrations see the schema as it was when they were written, not today's Tables: untyped by design.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("calendar_feeds")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("secret_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("calendar_accounts")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("credentials", "text", (c) => c.notNull())
    .addColumn("settings", t.json, (c) => c.notNull())
    .addColumn("sync_status", "text", (c) => c.notNull())
    .addColumn("last_error", "text")
    .addColumn("last_message", "text")
    .addColumn("last_synced_at", t.timestamp)
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("calendar_accounts_pk", ["user_id", "provider"])
    .execute();

  await db.schema
    .createTable("calendar_links")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("remote_uid", "text", (c) => c.notNull())
    // No foreign key: a deleted thought's link is what tells the next sync to delete its event.
    .addColumn("thought_id", "text", (c) => c.notNull())
    .addColumn("remote_url", "text")
    .addColumn("remote_etag", "text")
    .addColumn("local_updated_at", "text", (c) => c.notNull())
    .addColumn("synced_at", t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("calendar_links_pk", ["user_id", "provider", "remote_uid"])
    .execute();
  await db.schema.createIndex("calendar_links_thought_idx").unique().on("calendar_links").columns(["user_id", "provider", "thought_id"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("calendar_links").execute();
  await db.schema.dropTable("calendar_accounts").execute();
  await db.schema.dropTable("calendar_feeds").execute();
}

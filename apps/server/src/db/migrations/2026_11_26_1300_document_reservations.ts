import type { Kysely } from "kysely";
import { columnTypes } from "../column-types.js";

/**
 * Space an upload in progress holds against the person's document quota (issue 11). An upload
 * grows its row as bytes arrive, under a per-person lock, and the row is deleted in the same
 * transaction that records the document (or when the upload fails). expires_at lets a row left
 * by a crashed process stop counting on its own.
 */
// Migrations see the schema as it was when they were written, not today's Tables: untyped by design.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("document_reservations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("bytes", "bigint", (c) => c.notNull())
    .addColumn("expires_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("document_reservations_user_idx").on("document_reservations").columns(["user_id", "expires_at"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("document_reservations").execute();
}

import type { Kysely } from "kysely";
import { columnTypes } from "../column-types.js";

/**
 * Admin backend pages opened in a new tab (issue 14): a tab sends no Authorization header, so
 * the web app asks for a short-lived single-use ticket, the page exchanges it for a path-scoped
 * HttpOnly cookie, and both are stored here as SHA-256 hashes only. A grant is tied to the
 * admin's session: signing out or disabling the account ends it with the session.
 */
// Migrations see the schema as it was when they were written, not today's Tables: untyped by design.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("admin_page_grants")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("session_id", "text", (c) => c.notNull().references("sessions.id").onDelete("cascade"))
    /** Which page the grant opens ("marching-orders-status", "file-browser"). */
    .addColumn("page", "text", (c) => c.notNull())
    .addColumn("ticket_hash", "text", (c) => c.notNull().unique())
    .addColumn("ticket_expires_at", t.timestamp, (c) => c.notNull())
    /** Set when the ticket is exchanged; a ticket with a cookie is used up. */
    .addColumn("cookie_hash", "text", (c) => c.unique())
    .addColumn("cookie_expires_at", t.timestamp)
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  // Pruning reads expired grants by their creation; no grant lives longer than a cookie.
  await db.schema.createIndex("admin_page_grants_created_idx").on("admin_page_grants").column("created_at").execute();
  await db.schema.createIndex("admin_page_grants_session_idx").on("admin_page_grants").column("session_id").execute();
  await db.schema.createIndex("admin_page_grants_user_idx").on("admin_page_grants").column("user_id").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("admin_page_grants").execute();
}

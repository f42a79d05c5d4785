import type { Kysely } from "kysely";
import { columnTypes } from "../column-types.js";

/**
 * API keys for Apple Shortcuts, a Custom GPT, MCP clients and scripts. Only the SHA-256 of the
 * full key is stored; key_id is the public part of the key, looked up first and shown in lists.
 * usage_count and last_used are written in batches (see ApiKeyUsage), not on each request.
 */
// Migrations see the schema as it was when they were written, not today's Tables: untyped by design.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("api_keys")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("key_id", "text", (c) => c.notNull().unique())
    .addColumn("key_hash", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("device", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("last_used", t.timestamp)
    .addColumn("usage_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_active", t.boolean, (c) => c.notNull().defaultTo(t.postgres ? true : 1))
    .addColumn("revoked_at", t.timestamp)
    .execute();
  await db.schema.createIndex("api_keys_user_created_idx").on("api_keys").columns(["user_id", "created_at"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("api_keys").execute();
}

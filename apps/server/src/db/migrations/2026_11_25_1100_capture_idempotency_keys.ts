import type { Kysely } from "kysely";
import { columnTypes } from "../column-types.js";

/**
 * Idempotency-Key of POST /thoughts: the key a client sent with each capture and the thought
 * it created. The primary key (user_id, key) decides between two requests racing with one key;
 * deleting the thought deletes its key, so a retry after that captures anew.
 */
// Migrations see the schema as it was when they were written, not today's Tables: untyped by design.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("capture_keys")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("thought_id", "text", (c) => c.notNull().references("thoughts.id").onDelete("cascade"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("capture_keys_pk", ["user_id", "key"])
    .execute();
  // The cascade from a deleted thought looks its keys up by thought.
  await db.schema.createIndex("capture_keys_thought_idx").on("capture_keys").column("thought_id").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("capture_keys").execute();
}

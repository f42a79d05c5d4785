import type { Kysely } from "kysely";
import { columnTypes } from "../column-types.js";

/**
 * Idempotency-Key of POST /shortcuts/photo, as capture_keys is for text captures: the key a
 * Shortcut sent with a photo and the document it stored. The primary key decides between two
 * requests racing with one key; deleting the document deletes its key.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("photo_capture_keys")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("document_id", "text", (c) => c.notNull().references("documents.id").onDelete("cascade"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("photo_capture_keys_pk", ["user_id", "key"])
    .execute();
  await db.schema.createIndex("photo_capture_keys_document_idx").on("photo_capture_keys").column("document_id").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("photo_capture_keys").execute();
}

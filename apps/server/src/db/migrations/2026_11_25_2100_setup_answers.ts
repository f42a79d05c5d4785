import type { Kysely } from "kysely";
import { columnTypes } from "../column-types.js";

/**
 * The setup questionnaire of each user, saved as the person goes (GET/PUT /setup), and the
 * thoughts its completion created, so running it again updates those instead of adding more.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("setup_answers")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("answers", t.json, (c) => c.notNull())
    .addColumn("phase", "integer", (c) => c.notNull())
    .addColumn("completed_at", t.timestamp)
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  // Which thought a setup entry became: key is e.g. "contact:child:maya" or "project:work:launch".
  await db.schema
    .createTable("setup_records")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("record_key", "text", (c) => c.notNull())
    .addColumn("thought_id", "text", (c) => c.notNull().references("thoughts.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("setup_records_pk", ["user_id", "record_key"])
    .execute();
  await db.schema.createIndex("setup_records_thought_idx").on("setup_records").column("thought_id").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("setup_records").execute();
  await db.schema.dropTable("setup_answers").execute();
}

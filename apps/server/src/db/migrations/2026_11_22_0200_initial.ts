import { sql, type Kysely } from "kysely";
import { columnTypes } from "../column-types.js";

/**
 * Users, sessions, login failures and thoughts. Enumerations (role, status, domain…) are
 * validated by the contracts rather than CHECK constraints, because SQLite can only change a
 * CHECK by rebuilding the table and the lists will grow.
 */
// Migrations see the schema as it was when they were written, not today's Tables: untyped by design.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable("users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("display_name", "text")
    .addColumn("role", "text", (c) => c.notNull().defaultTo("user"))
    .addColumn("timezone", "text", (c) => c.notNull().defaultTo("America/Halifax"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("last_login", t.timestamp)
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("last_used_at", t.timestamp, (c) => c.notNull())
    .addColumn("expires_at", t.timestamp, (c) => c.notNull())
    .addColumn("revoked_at", t.timestamp)
    .execute();
  await db.schema.createIndex("sessions_user_id_idx").on("sessions").column("user_id").execute();

  // In the database rather than in memory so the limit holds across several server processes.
  await db.schema
    .createTable("login_failures")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("attempt_key", "text", (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("login_failures_key_created_idx")
    .on("login_failures")
    .columns(["attempt_key", "created_at"])
    .execute();
  await db.schema.createIndex("login_failures_created_idx").on("login_failures").column("created_at").execute();

  await db.schema
    .createTable("thoughts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("original_input", "text", (c) => c.notNull())
    .addColumn("ai_title", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("domain", "text")
    .addColumn("subdomain", "text")
    .addColumn("event_type", "text")
    .addColumn("is_container", t.boolean, (c) => c.notNull().defaultTo(t.postgres ? false : 0))
    .addColumn("container_type", "text")
    // Deleting a project keeps its tasks: the database clears their parent_id.
    .addColumn("parent_id", "text", (c) => c.references("thoughts.id").onDelete("set null"))
    .addColumn("scheduled_for", "text")
    .addColumn("waiting_for", "text")
    .addColumn("expected_date", "text")
    .addColumn("flexible_attributes", t.json, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn("llm_debug_data", t.json)
    .addColumn("embedding", t.blob)
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();

  // Every list is one user's, newest first; each index leads with user_id for that reason.
  // The feed orders by (created_at, id) so pages stay stable; with id in the index the
  // database reads a page straight off it instead of sorting ties.
  const indexes: Array<[string, string[]]> = [
    ["thoughts_user_created_idx", ["user_id", "created_at desc", "id desc"]],
    ["thoughts_user_status_created_idx", ["user_id", "status", "created_at", "id"]],
    ["thoughts_user_domain_created_idx", ["user_id", "domain", "created_at", "id"]],
    ["thoughts_user_container_idx", ["user_id", "is_container", "container_type"]],
    ["thoughts_user_parent_idx", ["user_id", "parent_id"]],
    ["thoughts_user_scheduled_idx", ["user_id", "scheduled_for"]],
  ];
  for (const [name, columns] of indexes) {
    await db.schema.createIndex(name).on("thoughts").columns(columns).execute();
  }
  // The foreign key's ON DELETE SET NULL looks children up by parent_id alone.
  await db.schema.createIndex("thoughts_parent_idx").on("thoughts").column("parent_id").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("thoughts").execute();
  await db.schema.dropTable("login_failures").execute();
  await db.schema.dropTable("sessions").execute();
  await db.schema.dropTable("users").execute();
}

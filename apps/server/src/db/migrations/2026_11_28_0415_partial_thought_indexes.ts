import type { Kysely } from "kysely";

/**
 * Indexes on columns a capture leaves empty (domain, parent, container kind, schedule) hold
 * only the rows that have a value. A capture is stored before it is classified, so it used to
 * add an entry with NULL to each of these five indexes, a page write each at commit: about
 * half the index work of a capture, for entries no query reads (every query on these columns
 * compares them with a value, which the databases know implies IS NOT NULL, so they still use
 * the indexes). Classification then fills the column and adds the one entry that matters.
 */
const PARTIAL: Array<{ name: string; columns: string[]; notNull: string }> = [
  { name: "thoughts_user_domain_created_idx", columns: ["user_id", "domain", "created_at", "id"], notNull: "domain" },
  { name: "thoughts_user_parent_created_idx", columns: ["user_id", "parent_id", "created_at", "id"], notNull: "parent_id" },
  // The foreign key's ON DELETE SET NULL looks children up by parent_id = ?, which this serves.
  { name: "thoughts_parent_idx", columns: ["parent_id"], notNull: "parent_id" },
  { name: "thoughts_user_ctype_status_created_idx", columns: ["user_id", "container_type", "status", "created_at"], notNull: "container_type" },
  { name: "thoughts_user_scheduled_status_idx", columns: ["user_id", "scheduled_for", "status"], notNull: "scheduled_for" },
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const { name, columns, notNull } of PARTIAL) {
    await db.schema.dropIndex(name).execute();
    await db.schema.createIndex(name).on("thoughts").columns(columns).where(notNull, "is not", null).execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const { name, columns } of PARTIAL) {
    await db.schema.dropIndex(name).execute();
    await db.schema.createIndex(name).on("thoughts").columns(columns).execute();
  }
}

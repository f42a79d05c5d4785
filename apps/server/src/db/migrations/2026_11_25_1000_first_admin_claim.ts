import type { Kysely } from "kysely";

/**
 * One row at most: the account that became admin because it registered first. Its primary
 * key makes the first-admin decision atomic, so two registrations racing on an empty install
 * cannot both become admin. Deleting that account frees the claim.
 */
// Migrations see the schema as it was when they were written, not today's Tables: untyped by design.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("first_admin_claim")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("first_admin_claim").execute();
}

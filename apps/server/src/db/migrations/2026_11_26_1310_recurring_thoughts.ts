import { sql, type Kysely } from "kysely";
import { columnTypes } from "../column-types.js";

/**
 * Recurring thoughts (flexible_attributes.recurrence holds an RRULE): the calendar views expand
 * them into every occurrence of the range shown, so they must find a person's recurring
 * thoughts without reading all their scheduled ones. A partial index on the JSON key holds only
 * those; the query repeats the same predicate so both planners match it. Nothing to back-fill:
 * the key is already on the rows.
 */
// Migrations see the schema as it was when they were written, not today's Tables: untyped by design.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const { postgres } = columnTypes(db);
  const recurring = postgres ? sql`(flexible_attributes ->> 'recurrence') is not null` : sql`json_extract(flexible_attributes, '$.recurrence') is not null`;
  await sql`create index thoughts_user_recurring_idx on thoughts (user_id, scheduled_for) where ${recurring}`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("thoughts_user_recurring_idx").execute();
}

import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * PostgreSQL only. Every statement that writes thoughts sends a notice on the channel
 * `thought_writes` naming each person whose thoughts it wrote (NOTIFY is delivered at commit,
 * once per distinct person and transaction). An API process listens and so knows when a kept
 * answer went out of date without asking the database on every request (see
 * modules/thoughts/thought-write-listener.ts). Statement triggers with transition tables send
 * one notice per person per statement, not one per row, so a bulk write stays cheap. SQLite has
 * one process and keeps its counter by trigger.
 */
const EVENTS = [
  ["insert", "new"],
  ["update", "new"],
  ["delete", "old"],
] as const;

// Migrations see the schema as it was when they were written, not today's Tables: untyped by design.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create function thought_write_notice() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        perform pg_notify('thought_writes', written.user_id::text) from (select distinct user_id from written_old) as written;
      else
        perform pg_notify('thought_writes', written.user_id::text) from (select distinct user_id from written_new) as written;
      end if;
      return null;
    end $$`.execute(db);
  for (const [event, row] of EVENTS) {
    await sql`create trigger ${sql.id(`thoughts_write_notice_${event}`)} after ${sql.raw(event)} on thoughts
      referencing ${sql.raw(row)} table as ${sql.id(`written_${row}`)}
      for each statement execute function thought_write_notice()`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const [event] of EVENTS) await sql`drop trigger ${sql.id(`thoughts_write_notice_${event}`)} on thoughts`.execute(db);
  await sql`drop function thought_write_notice()`.execute(db);
}

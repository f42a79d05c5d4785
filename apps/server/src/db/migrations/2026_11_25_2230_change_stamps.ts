import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * PostgreSQL only. The per-person version of 2026_11_25_1510 made every update of a thought
 * also update the person's thought_counts row; with capture and the job writing at once, the
 * two row locks were taken in opposite orders and concurrent captures deadlocked (1.75 req/s
 * with errors at 10 connections, 80 req/s without). Here each written row is stamped instead
 * from a sequence, which takes no lock, and the version is read as the highest stamp (an
 * index) with the count, which deletes change. SQLite has one writer and keeps the trigger.
 */
// Migrations see the schema as it was when they were written, not today's Tables: untyped by design.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop trigger thoughts_version_change on thoughts`.execute(db);
  await sql`create or replace function thought_counts_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into thought_counts (user_id, total) values (new.user_id, 1)
          on conflict (user_id) do update set total = thought_counts.total + 1;
      else
        update thought_counts set total = total - 1 where user_id = old.user_id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create sequence thought_change_seq`.execute(db);
  await sql`alter table thoughts add column change_seq bigint`.execute(db);
  await sql`create function thought_change_stamp() returns trigger language plpgsql as $$
    begin
      new.change_seq := nextval('thought_change_seq');
      return new;
    end $$`.execute(db);
  await sql`create trigger thoughts_change_stamp before insert or update on thoughts
    for each row execute function thought_change_stamp()`.execute(db);
  await sql`create index thoughts_user_change_idx on thoughts (user_id, change_seq)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop index thoughts_user_change_idx`.execute(db);
  await sql`drop trigger thoughts_change_stamp on thoughts`.execute(db);
  await sql`drop function thought_change_stamp()`.execute(db);
  await sql`alter table thoughts drop column change_seq`.execute(db);
  await sql`drop sequence thought_change_seq`.execute(db);
  await sql`create or replace function thought_counts_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into thought_counts (user_id, total, version) values (new.user_id, 1, 1)
          on conflict (user_id) do update set total = thought_counts.total + 1, version = thought_counts.version + 1;
      elsif tg_op = 'DELETE' then
        update thought_counts set total = total - 1, version = version + 1 where user_id = old.user_id;
      else
        update thought_counts set version = version + 1 where user_id = new.user_id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger thoughts_version_change after update on thoughts
    for each row execute function thought_counts_change()`.execute(db);
}

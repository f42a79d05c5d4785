import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * thought_counts.version: a number that changes whenever any of the person's thoughts is
 * written (inserted, updated or deleted), kept by the same triggers as the total. Views that
 * aggregate many thoughts (Insights) keep their answer until it changes, instead of
 * recomputing it on every request.
 */
// Migrations see the schema as it was when they were written, not today's Tables: untyped by design.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("thought_counts").addColumn("version", "bigint", (c) => c.notNull().defaultTo(0)).execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
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
  } else {
    await sql`drop trigger thoughts_count_insert`.execute(db);
    await sql`drop trigger thoughts_count_delete`.execute(db);
    await sql`create trigger thoughts_count_insert after insert on thoughts begin
      insert into thought_counts (user_id, total, version) values (new.user_id, 1, 1)
        on conflict (user_id) do update set total = total + 1, version = version + 1;
    end`.execute(db);
    await sql`create trigger thoughts_count_delete after delete on thoughts begin
      update thought_counts set total = total - 1, version = version + 1 where user_id = old.user_id;
    end`.execute(db);
    await sql`create trigger thoughts_version_change after update on thoughts begin
      update thought_counts set version = version + 1 where user_id = new.user_id;
    end`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
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
  } else {
    await sql`drop trigger thoughts_version_change`.execute(db);
    await sql`drop trigger thoughts_count_insert`.execute(db);
    await sql`drop trigger thoughts_count_delete`.execute(db);
    await sql`create trigger thoughts_count_insert after insert on thoughts begin
      insert into thought_counts (user_id, total) values (new.user_id, 1)
        on conflict (user_id) do update set total = total + 1;
    end`.execute(db);
    await sql`create trigger thoughts_count_delete after delete on thoughts begin
      update thought_counts set total = total - 1 where user_id = old.user_id;
    end`.execute(db);
  }
  await db.schema.alterTable("thought_counts").dropColumn("version").execute();
}

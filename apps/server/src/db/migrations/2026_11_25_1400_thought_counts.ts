import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * Each person's number of thoughts, kept by triggers. The unfiltered feed shows it on every
 * page; counting 100k index entries per request cost 5–20 ms, twenty times the page itself.
 * Triggers keep it right whichever path writes (capture, jobs creating contacts, seeds,
 * restores, cascading deletes) and inside the writing transaction, so it never drifts.
 */
// Migrations see the schema as it was when they were written, not today's Tables: untyped by design.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("thought_counts")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("total", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function thought_counts_change() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into thought_counts (user_id, total) values (new.user_id, 1)
            on conflict (user_id) do update set total = thought_counts.total + 1;
        else
          update thought_counts set total = total - 1 where user_id = old.user_id;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger thoughts_count_change after insert or delete on thoughts
      for each row execute function thought_counts_change()`.execute(db);
  } else {
    await sql`create trigger thoughts_count_insert after insert on thoughts begin
      insert into thought_counts (user_id, total) values (new.user_id, 1)
        on conflict (user_id) do update set total = total + 1;
    end`.execute(db);
    await sql`create trigger thoughts_count_delete after delete on thoughts begin
      update thought_counts set total = total - 1 where user_id = old.user_id;
    end`.execute(db);
  }
  await sql`insert into thought_counts (user_id, total) select user_id, count(*) from thoughts group by user_id`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger thoughts_count_change on thoughts`.execute(db);
    await sql`drop function thought_counts_change()`.execute(db);
  } else {
    await sql`drop trigger thoughts_count_insert`.execute(db);
    await sql`drop trigger thoughts_count_delete`.execute(db);
  }
  await db.schema.dropTable("thought_counts").execute();
}

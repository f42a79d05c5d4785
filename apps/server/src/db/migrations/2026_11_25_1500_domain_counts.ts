import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * Each person's number of thoughts per domain ('' for not yet classified), kept by triggers
 * like thought_counts. The file browser shows these counts on every load; grouping 100k index
 * entries took 10–20 ms a request. An update counts only when the domain really changes.
 */
// Migrations see the schema as it was when they were written, not today's Tables: untyped by design.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("thought_domain_counts")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("domain", "text", (c) => c.notNull())
    .addColumn("total", "bigint", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("thought_domain_counts_pk", ["user_id", "domain"])
    .execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function thought_domain_counts_change() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          update thought_domain_counts set total = total - 1 where user_id = old.user_id and domain = coalesce(old.domain, '');
        end if;
        if tg_op in ('UPDATE', 'INSERT') then
          insert into thought_domain_counts (user_id, domain, total) values (new.user_id, coalesce(new.domain, ''), 1)
            on conflict (user_id, domain) do update set total = thought_domain_counts.total + 1;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger thoughts_domain_count_insert_delete after insert or delete on thoughts
      for each row execute function thought_domain_counts_change()`.execute(db);
    await sql`create trigger thoughts_domain_count_update after update of domain on thoughts
      for each row when (old.domain is distinct from new.domain) execute function thought_domain_counts_change()`.execute(db);
  } else {
    const add = (row: "new") => sql`insert into thought_domain_counts (user_id, domain, total) values (${sql.raw(row)}.user_id, coalesce(${sql.raw(row)}.domain, ''), 1)
        on conflict (user_id, domain) do update set total = total + 1;`;
    const remove = (row: "old") => sql`update thought_domain_counts set total = total - 1 where user_id = ${sql.raw(row)}.user_id and domain = coalesce(${sql.raw(row)}.domain, '');`;
    await sql`create trigger thoughts_domain_count_insert after insert on thoughts begin ${add("new")} end`.execute(db);
    await sql`create trigger thoughts_domain_count_delete after delete on thoughts begin ${remove("old")} end`.execute(db);
    await sql`create trigger thoughts_domain_count_update after update of domain on thoughts
      when old.domain is not new.domain begin ${remove("old")} ${add("new")} end`.execute(db);
  }
  await sql`insert into thought_domain_counts (user_id, domain, total)
    select user_id, coalesce(domain, ''), count(*) from thoughts group by user_id, coalesce(domain, '')`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger thoughts_domain_count_insert_delete on thoughts`.execute(db);
    await sql`drop trigger thoughts_domain_count_update on thoughts`.execute(db);
    await sql`drop function thought_domain_counts_change()`.execute(db);
  } else {
    await sql`drop trigger thoughts_domain_count_insert`.execute(db);
    await sql`drop trigger thoughts_domain_count_delete`.execute(db);
    await sql`drop trigger thoughts_domain_count_update`.execute(db);
  }
  await db.schema.dropTable("thought_domain_counts").execute();
}

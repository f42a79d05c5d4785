import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * The job looks up a person's existing contacts by the first word of each name it finds
 * ("Sam" in "call Sam tomorrow"). Matched against every thought, a name the person writes
 * often matched thousands of notes that each had to be read to find the few contacts among
 * them: 19 ms a job for "Sam" in a 100k-thought account, on the API's thread, inside the job's
 * write. These indexes hold contacts only, so the lookup reads the contacts that match.
 *
 * - SQLite: a contentless FTS5 table of each contact's title and first entity (the names the
 *   job compares), folded like thoughts_fts and kept by triggers.
 * - PostgreSQL: a partial GIN index of the search vector over contacts.
 */
const TRIGGERS = ["contacts_fts_insert", "contacts_fts_delete", "contacts_fts_update"];
const ENTITY = (row: "new" | "old") =>
  sql`(case when json_type(${sql.raw(row)}.flexible_attributes, '$.entities[0]') = 'text' then json_extract(${sql.raw(row)}.flexible_attributes, '$.entities[0]') end)`;

// Migrations see the schema as it was when they were written, not today's Tables: untyped by design.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create index thoughts_contacts_search_idx on thoughts using gin (search_vector) where container_type = 'Contacts'`.execute(db);
    return;
  }
  await sql`create virtual table contacts_fts using fts5(
    title, entity, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 0')`.execute(db);
  await sql`create trigger contacts_fts_insert after insert on thoughts when new.container_type = 'Contacts' begin
    insert into contacts_fts(rowid, title, entity) values (new.rowid, search_fold(new.ai_title), search_fold(${ENTITY("new")}));
  end`.execute(db);
  await sql`create trigger contacts_fts_delete after delete on thoughts when old.container_type = 'Contacts' begin
    delete from contacts_fts where rowid = old.rowid;
  end`.execute(db);
  await sql`create trigger contacts_fts_update after update of ai_title, container_type, flexible_attributes on thoughts
    when old.container_type = 'Contacts' or new.container_type = 'Contacts' begin
    delete from contacts_fts where rowid = old.rowid;
    insert into contacts_fts(rowid, title, entity)
      select new.rowid, search_fold(new.ai_title), search_fold(${ENTITY("new")}) where new.container_type = 'Contacts';
  end`.execute(db);
  await sql`insert into contacts_fts(rowid, title, entity)
    select rowid, search_fold(ai_title), search_fold(${ENTITY("new")}) from thoughts as new where container_type = 'Contacts'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index thoughts_contacts_search_idx`.execute(db);
    return;
  }
  for (const trigger of TRIGGERS) await sql`drop trigger ${sql.id(trigger)}`.execute(db);
  await sql`drop table contacts_fts`.execute(db);
}

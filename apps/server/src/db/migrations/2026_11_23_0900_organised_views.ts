import { sql, type Kysely } from "kysely";
import { columnTypes } from "../column-types.js";

/**
 * Storage for the organised views (issue 5):
 * - waiting_received_at, and a partial index holding only open waiting items (not received,
 *   pending or approved), so the Waiting For list reads straight off it however many received
 *   items pile up. Both dialects accept the same partial-index syntax; queries repeat the
 *   predicate with literals so both planners can match it.
 * - indexes that end in the sort column for a project's tasks, the newest projects and the
 *   scheduled range; each supersedes an index of the initial migration that is its prefix.
 * - full-text search: on SQLite an external-content FTS5 table over (ai_title, original_input)
 *   kept in step by triggers, so the text is stored once; on PostgreSQL a generated tsvector
 *   column (title weighted A, input B) with a GIN index. The 'simple' configuration neither
 *   stems nor drops stop words, which matches FTS5's unicode61 tokenizer closely enough that
 *   a query finds the same thoughts on both.
 */
// Migrations see the schema as it was when they were written, not today's Tables: untyped by design.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);

  await db.schema.alterTable("thoughts").addColumn("waiting_received_at", t.timestamp).execute();
  await sql`create index thoughts_user_open_waiting_idx on thoughts (user_id, created_at, id)
    where waiting_for is not null and waiting_received_at is null and status in ('pending', 'approved')`.execute(db);

  // A project's tasks, newest first, straight off one index; without created_at in it SQLite
  // walked the user's whole feed index to avoid a sort (0.4 s at 100k thoughts). It supersedes
  // the (user_id, parent_id) index for every query that used that one.
  await db.schema
    .createIndex("thoughts_user_parent_created_idx")
    .on("thoughts")
    .columns(["user_id", "parent_id", "created_at", "id"])
    .execute();
  await db.schema.dropIndex("thoughts_user_parent_idx").execute();
  // Likewise the newest projects (GET /thoughts?is_container=true&container_type=Projects and
  // the projects summary): found by walking the feed index until enough turned up, 75 ms.
  await db.schema
    .createIndex("thoughts_user_container_created_idx")
    .on("thoughts")
    .columns(["user_id", "is_container", "container_type", "created_at", "id"])
    .execute();
  await db.schema.dropIndex("thoughts_user_container_idx").execute();
  // The calendar and timeline read a range of scheduled_for and leave archived thoughts out;
  // with status in the index, counting a timeline's events per day reads no rows at all.
  await db.schema
    .createIndex("thoughts_user_scheduled_status_idx")
    .on("thoughts")
    .columns(["user_id", "scheduled_for", "status"])
    .execute();
  await db.schema.dropIndex("thoughts_user_scheduled_idx").execute();

  if (t.postgres) {
    await sql`alter table thoughts add column search_vector tsvector generated always as (
      setweight(to_tsvector('simple', coalesce(ai_title, '')), 'A') ||
      setweight(to_tsvector('simple', original_input), 'B')) stored`.execute(db);
    await sql`create index thoughts_search_idx on thoughts using gin (search_vector)`.execute(db);
    return;
  }

  // Keyed by the table's implicit rowid. VACUUM keeps rowids of a table like this one (checked
  // on SQLite 3.53); should the index ever drift, INSERT INTO thoughts_fts(thoughts_fts)
  // VALUES('rebuild') recreates it from the thoughts.
  await sql`create virtual table thoughts_fts using fts5(
    ai_title, original_input, content='thoughts', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2')`.execute(db);
  await sql`create trigger thoughts_fts_insert after insert on thoughts begin
    insert into thoughts_fts(rowid, ai_title, original_input) values (new.rowid, new.ai_title, new.original_input);
  end`.execute(db);
  await sql`create trigger thoughts_fts_delete after delete on thoughts begin
    insert into thoughts_fts(thoughts_fts, rowid, ai_title, original_input) values ('delete', old.rowid, old.ai_title, old.original_input);
  end`.execute(db);
  // Only when the indexed text is written, so status changes cost nothing here.
  await sql`create trigger thoughts_fts_update after update of ai_title, original_input on thoughts begin
    insert into thoughts_fts(thoughts_fts, rowid, ai_title, original_input) values ('delete', old.rowid, old.ai_title, old.original_input);
    insert into thoughts_fts(rowid, ai_title, original_input) values (new.rowid, new.ai_title, new.original_input);
  end`.execute(db);
  await sql`insert into thoughts_fts(thoughts_fts) values ('rebuild')`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  if (t.postgres) {
    await sql`drop index thoughts_search_idx`.execute(db);
    await db.schema.alterTable("thoughts").dropColumn("search_vector").execute();
  } else {
    for (const trigger of ["thoughts_fts_insert", "thoughts_fts_delete", "thoughts_fts_update"]) {
      await sql`drop trigger ${sql.id(trigger)}`.execute(db);
    }
    await sql`drop table thoughts_fts`.execute(db);
  }
  await db.schema.createIndex("thoughts_user_scheduled_idx").on("thoughts").columns(["user_id", "scheduled_for"]).execute();
  await db.schema.dropIndex("thoughts_user_scheduled_status_idx").execute();
  await db.schema.createIndex("thoughts_user_container_idx").on("thoughts").columns(["user_id", "is_container", "container_type"]).execute();
  await db.schema.dropIndex("thoughts_user_container_created_idx").execute();
  await db.schema.createIndex("thoughts_user_parent_idx").on("thoughts").columns(["user_id", "parent_id"]).execute();
  await db.schema.dropIndex("thoughts_user_parent_created_idx").execute();
  await sql`drop index thoughts_user_open_waiting_idx`.execute(db);
  await db.schema.alterTable("thoughts").dropColumn("waiting_received_at").execute();
}

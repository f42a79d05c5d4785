import { sql, type Kysely } from "kysely";
import { columnTypes } from "../column-types.js";

/**
 * Both databases index the words lib/search-fold makes, instead of each tokenizer's own
 * idea of a word (issue 8, item 14): PostgreSQL's parser kept "ana@example.com" or "3.14" as
 * one token and kept accents; SQLite's unicode61 split them, folded only Latin accents and
 * left "ß", ligatures and full-width letters alone. So the same query found different thoughts.
 *
 * - SQLite: a contentless FTS5 table fed by triggers with search_fold(), the JavaScript fold
 *   that every connection registers (db/database.ts).
 * - PostgreSQL: search_fold() in SQL, the same steps in the same order, inside the generated
 *   tsvector. 'simple' then only lower-cases, which the fold has already done.
 */
const PG_SEARCH_FOLD = sql`
  create function search_fold(input text) returns text language sql immutable parallel safe as $fold$
    select btrim(regexp_replace(
      regexp_replace(
        normalize(replace(replace(lower(normalize(coalesce(input, ''), NFKC)), 'ß', 'ss'), 'ς', 'σ'), NFKD),
        '[\\u0300-\\u036f\\u1ab0-\\u1aff\\u1dc0-\\u1dff\\u20d0-\\u20ff\\ufe20-\\ufe2f]', '', 'g'),
      '[^[:alnum:]]+', ' ', 'g'))
  $fold$`;

const FTS_TRIGGERS = ["thoughts_fts_insert", "thoughts_fts_delete", "thoughts_fts_update"];

// Migrations see the schema as it was when they were written, not today's Tables: untyped by design.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (columnTypes(db).postgres) {
    await sql`drop index thoughts_search_idx`.execute(db);
    await db.schema.alterTable("thoughts").dropColumn("search_vector").execute();
    await PG_SEARCH_FOLD.execute(db);
    await sql`alter table thoughts add column search_vector tsvector generated always as (
      setweight(to_tsvector('simple', search_fold(ai_title)), 'A') ||
      setweight(to_tsvector('simple', search_fold(original_input)), 'B')) stored`.execute(db);
    await sql`create index thoughts_search_idx on thoughts using gin (search_vector)`.execute(db);
    return;
  }
  for (const trigger of FTS_TRIGGERS) await sql`drop trigger ${sql.id(trigger)}`.execute(db);
  await sql`drop table thoughts_fts`.execute(db);
  // Contentless: the folded words are only indexed, never stored twice; rows are deleted by rowid.
  // Should the index ever drift (a VACUUM renumbering rowids), delete its rows and run the
  // insert-select at the end of this function again.
  await sql`create virtual table thoughts_fts using fts5(
    ai_title, original_input, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 0')`.execute(db);
  await sql`create trigger thoughts_fts_insert after insert on thoughts begin
    insert into thoughts_fts(rowid, ai_title, original_input) values (new.rowid, search_fold(new.ai_title), search_fold(new.original_input));
  end`.execute(db);
  await sql`create trigger thoughts_fts_delete after delete on thoughts begin
    delete from thoughts_fts where rowid = old.rowid;
  end`.execute(db);
  await sql`create trigger thoughts_fts_update after update of ai_title, original_input on thoughts begin
    delete from thoughts_fts where rowid = old.rowid;
    insert into thoughts_fts(rowid, ai_title, original_input) values (new.rowid, search_fold(new.ai_title), search_fold(new.original_input));
  end`.execute(db);
  await sql`insert into thoughts_fts(rowid, ai_title, original_input)
    select rowid, search_fold(ai_title), search_fold(original_input) from thoughts`.execute(db);
}

/** Back to each engine's own tokenizer, as the organised-views migration set it up. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (columnTypes(db).postgres) {
    await sql`drop index thoughts_search_idx`.execute(db);
    await db.schema.alterTable("thoughts").dropColumn("search_vector").execute();
    await sql`drop function search_fold(text)`.execute(db);
    await sql`alter table thoughts add column search_vector tsvector generated always as (
      setweight(to_tsvector('simple', coalesce(ai_title, '')), 'A') ||
      setweight(to_tsvector('simple', original_input), 'B')) stored`.execute(db);
    await sql`create index thoughts_search_idx on thoughts using gin (search_vector)`.execute(db);
    return;
  }
  for (const trigger of FTS_TRIGGERS) await sql`drop trigger ${sql.id(trigger)}`.execute(db);
  await sql`drop table thoughts_fts`.execute(db);
  await sql`create virtual table thoughts_fts using fts5(
    ai_title, original_input, content = 'thoughts', content_rowid = 'rowid', tokenize = 'unicode61 remove_diacritics 2')`.execute(db);
  await sql`create trigger thoughts_fts_insert after insert on thoughts begin
    insert into thoughts_fts(rowid, ai_title, original_input) values (new.rowid, new.ai_title, new.original_input);
  end`.execute(db);
  await sql`create trigger thoughts_fts_delete after delete on thoughts begin
    insert into thoughts_fts(thoughts_fts, rowid, ai_title, original_input) values ('delete', old.rowid, old.ai_title, old.original_input);
  end`.execute(db);
  await sql`create trigger thoughts_fts_update after update of ai_title, original_input on thoughts begin
    insert into thoughts_fts(thoughts_fts, rowid, ai_title, original_input) values ('delete', old.rowid, old.ai_title, old.original_input);
    insert into thoughts_fts(rowid, ai_title, original_input) values (new.rowid, new.ai_title, new.original_input);
  end`.execute(db);
  await sql`insert into thoughts_fts(thoughts_fts) values ('rebuild')`.execute(db);
}

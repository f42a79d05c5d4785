import { sql, type Kysely } from "kysely";
import { columnTypes } from "../column-types.js";

/**
 * Documents (issue 11): the record of an uploaded file, kept apart from the file itself, which
 * lives in document storage under `storage_key` (server-made, never the original name).
 * - documents_user_created_idx serves the list (newest first, keyset pages), with the
 *   document date in it for the date filter; the type filter has its own such index and
 *   documents_user_hash_idx serves the duplicate check.
 * - document_tags holds one row per tag with a folded copy, so the tag filter is an index
 *   read, as thought_tags does for thoughts.
 * - document_links ties a document to a project or thought; the row goes with either side.
 * - full text over title, file name and extracted text: a contentless FTS5 table fed by
 *   triggers on SQLite, a generated tsvector with a GIN index on PostgreSQL, both over
 *   search_fold() words as for thoughts (migration 2026_11_25_1200).
 */
// Migrations see the schema as it was when they were written, not today's Tables: untyped by design.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("documents")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("title", "text")
    .addColumn("original_filename", "text", (c) => c.notNull())
    .addColumn("mime_type", "text", (c) => c.notNull())
    .addColumn("storage_key", "text", (c) => c.notNull())
    .addColumn("content_hash", "text", (c) => c.notNull())
    .addColumn("file_size", "bigint", (c) => c.notNull())
    .addColumn("document_type", "text")
    .addColumn("document_date", "text")
    .addColumn("amount", t.postgres ? "double precision" : "real")
    .addColumn("currency", "text")
    .addColumn("tags", t.json, (c) => c.notNull())
    .addColumn("domains", t.json, (c) => c.notNull())
    .addColumn("categories", t.json, (c) => c.notNull())
    .addColumn("metadata", t.json, (c) => c.notNull())
    .addColumn("ai_extracted", t.boolean, (c) => c.notNull())
    .addColumn("extracted_text", "text")
    .addColumn("processing_status", "text", (c) => c.notNull())
    .addColumn("processing_error", "text")
    // Which fields the person chose at upload, so extraction does not overwrite them.
    .addColumn("given_fields", t.json, (c) => c.notNull())
    .addColumn("create_event", t.boolean, (c) => c.notNull())
    .addColumn("thought_id", "text", (c) => c.references("thoughts.id").onDelete("set null"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  // The list walks this newest first; the date is in it so a date range is filtered on the index
  // alone. An index led by the date would make every date-filtered page sort the whole range.
  await db.schema.createIndex("documents_user_created_idx").on("documents").columns(["user_id", "created_at", "id", "document_date"]).execute();
  await db.schema.createIndex("documents_user_hash_idx").on("documents").columns(["user_id", "content_hash"]).execute();
  await db.schema.createIndex("documents_user_type_created_idx").on("documents").columns(["user_id", "document_type", "created_at", "id", "document_date"]).execute();

  await db.schema
    .createTable("document_tags")
    .addColumn("document_id", "text", (c) => c.notNull().references("documents.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("tag", "text", (c) => c.notNull())
    .addColumn("tag_folded", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("document_tags_pk", ["document_id", "tag_folded"])
    .execute();
  await db.schema.createIndex("document_tags_user_tag_idx").on("document_tags").columns(["user_id", "tag_folded", "document_id"]).execute();

  await db.schema
    .createTable("document_links")
    .addColumn("document_id", "text", (c) => c.notNull().references("documents.id").onDelete("cascade"))
    .addColumn("thought_id", "text", (c) => c.notNull().references("thoughts.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("entity_type", "text", (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("document_links_pk", ["document_id", "thought_id"])
    .execute();
  await db.schema.createIndex("document_links_thought_idx").on("document_links").columns(["thought_id"]).execute();

  // The words lib/search-fold makes, as for thoughts (search_fold exists on both databases).
  if (t.postgres) {
    await sql`alter table documents add column search_vector tsvector generated always as (
      setweight(to_tsvector('simple', search_fold(coalesce(title, '') || ' ' || original_filename)), 'A') ||
      setweight(to_tsvector('simple', search_fold(extracted_text)), 'B')) stored`.execute(db);
    await sql`create index documents_search_idx on documents using gin (search_vector)`.execute(db);
    return;
  }
  await sql`create virtual table documents_fts using fts5(
    title, extracted_text, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 0')`.execute(db);
  await sql`create trigger documents_fts_insert after insert on documents begin
    insert into documents_fts(rowid, title, extracted_text)
      values (new.rowid, search_fold(coalesce(new.title, '') || ' ' || new.original_filename), search_fold(new.extracted_text));
  end`.execute(db);
  await sql`create trigger documents_fts_delete after delete on documents begin
    delete from documents_fts where rowid = old.rowid;
  end`.execute(db);
  await sql`create trigger documents_fts_update after update of title, original_filename, extracted_text on documents begin
    delete from documents_fts where rowid = old.rowid;
    insert into documents_fts(rowid, title, extracted_text)
      values (new.rowid, search_fold(coalesce(new.title, '') || ' ' || new.original_filename), search_fold(new.extracted_text));
  end`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  if (!t.postgres) {
    for (const trigger of ["documents_fts_insert", "documents_fts_delete", "documents_fts_update"]) {
      await sql`drop trigger ${sql.id(trigger)}`.execute(db);
    }
    await sql`drop table documents_fts`.execute(db);
  }
  await db.schema.dropTable("document_links").execute();
  await db.schema.dropTable("document_tags").execute();
  await db.schema.dropTable("documents").execute();
}

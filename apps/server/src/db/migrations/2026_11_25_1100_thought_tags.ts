import { sql, type Kysely } from "kysely";
import { columnTypes } from "../column-types.js";

/**
 * flexible_attributes.tags, one row per tag, so the command bar's recent tags are an indexed
 * read instead of parsing hundreds of JSON blobs per keystroke. The JSON stays the source the
 * client reads; ThoughtTagsRepository.replaceTags keeps these rows in step on every write of
 * tags. Existing tags are copied in here: strings only, each once per thought.
 */
// Migrations see the schema as it was when they were written, not today's Tables: untyped by design.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("thought_tags")
    .addColumn("thought_id", "text", (c) => c.notNull().references("thoughts.id").onDelete("cascade"))
    .addColumn("tag", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("thought_tags_pk", ["thought_id", "tag"])
    .execute();
  // Recent tags: the person's newest tag rows, straight off the index.
  await db.schema.createIndex("thought_tags_user_created_idx").on("thought_tags").columns(["user_id", "created_at"]).execute();

  if (t.postgres) {
    await sql`insert into thought_tags (thought_id, tag, user_id, created_at)
      select distinct th.id, e.value #>> '{}', th.user_id, th.created_at
      from thoughts th
      cross join lateral jsonb_array_elements(
        case when jsonb_typeof(th.flexible_attributes -> 'tags') = 'array' then th.flexible_attributes -> 'tags' else '[]'::jsonb end) e
      where jsonb_typeof(e.value) = 'string'`.execute(db);
    return;
  }
  await sql`insert into thought_tags (thought_id, tag, user_id, created_at)
    select distinct th.id, e.value, th.user_id, th.created_at
    from thoughts th, json_each(th.flexible_attributes, '$.tags') e
    where json_valid(th.flexible_attributes) and json_type(th.flexible_attributes, '$.tags') = 'array' and e.type = 'text'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("thought_tags").execute();
}

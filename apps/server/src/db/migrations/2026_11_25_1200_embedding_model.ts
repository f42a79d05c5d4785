import { sql, type Kysely } from "kysely";
import { columnTypes } from "../column-types.js";

/**
 * Which model made each stored vector (issue 8, item 9): with EMBEDDING_MODEL set, thoughts got
 * the API model's vectors while search embedded queries offline, so the two never compared.
 * Existing vectors are named from the step-3 record the pipeline kept beside them, and a vector
 * with no record but the offline size (100 float32) is taken as offline. The offline name is
 * inlined so this migration keeps meaning what it meant when it landed.
 */
const OFFLINE_MODEL = "wink-sg-100d-int8-mean";
const OFFLINE_BYTES = 400;

// Migrations see the schema as it was when they were written, not today's Tables: untyped by design.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("thoughts").addColumn("embedding_model", "text").execute();
  const recorded = columnTypes(db).postgres
    ? sql`llm_debug_data -> 'ai_pipeline_status' -> 'step_3_embedding_generation' ->> 'embedding_type'`
    : sql`case when json_valid(llm_debug_data) then json_extract(llm_debug_data, '$.ai_pipeline_status.step_3_embedding_generation.embedding_type') end`;
  await sql`update thoughts set embedding_model = coalesce(${recorded},
      case when length(embedding) = ${OFFLINE_BYTES} then ${OFFLINE_MODEL} end)
    where embedding is not null`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("thoughts").dropColumn("embedding_model").execute();
}

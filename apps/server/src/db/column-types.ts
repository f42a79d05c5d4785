import { PostgresAdapter, type Kysely } from "kysely";

/**
 * The column types a migration uses on each dialect. Landed migrations depend on these, so
 * change a mapping only by adding a new one.
 */
export function columnTypes(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    postgres,
    timestamp: postgres ? "timestamptz" : "text",
    boolean: postgres ? "boolean" : "integer",
    json: postgres ? "jsonb" : "text",
    blob: postgres ? "bytea" : "blob",
  } as const;
}

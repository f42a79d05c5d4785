import { PostgresAdapter, sql, type Kysely, type RawBuilder } from "kysely";

/**
 * Typed reads inside a JSON column that behave alike on both dialects (jsonb on PostgreSQL,
 * JSON text on SQLite). A value of the wrong type reads as NULL instead of failing the query,
 * since JSON columns hold whatever an older classifier wrote. Paths are code constants
 * (["commercial_value", "estimatedValue"]), never user input: they are inlined as literals.
 */
/** Repositories that write dialect-specific SQL ask this once, in their constructor. */
export function isPostgres<T>(db: Kysely<T>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export interface JsonPath {
  postgres: boolean;
  /** Column reference, e.g. "flexible_attributes" or "t.flexible_attributes". */
  column: string;
  path: readonly string[];
}

function checkPath(path: readonly string[]): void {
  if (!path.every((key) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(key))) throw new Error(`unsafe JSON path ${path.join(".")}`);
}

function pgPath(path: readonly string[]) {
  return sql.lit(`{${path.join(",")}}`);
}

function sqlitePath(path: readonly string[]) {
  return sql.lit(`$.${path.join(".")}`);
}

export function jsonNumber({ postgres, column, path }: JsonPath): RawBuilder<number | null> {
  checkPath(path);
  const col = sql.ref(column);
  return postgres
    ? sql<number | null>`(case when jsonb_typeof(${col} #> ${pgPath(path)}) = 'number' then (${col} #>> ${pgPath(path)})::float8 end)`
    : sql<number | null>`(case when json_type(${col}, ${sqlitePath(path)}) in ('integer', 'real') then json_extract(${col}, ${sqlitePath(path)}) end)`;
}

export function jsonString({ postgres, column, path }: JsonPath): RawBuilder<string | null> {
  checkPath(path);
  const col = sql.ref(column);
  return postgres
    ? sql<string | null>`(case when jsonb_typeof(${col} #> ${pgPath(path)}) = 'string' then ${col} #>> ${pgPath(path)} end)`
    : sql<string | null>`(case when json_type(${col}, ${sqlitePath(path)}) = 'text' then json_extract(${col}, ${sqlitePath(path)}) end)`;
}

/** True only for a JSON true at the path. */
export function jsonIsTrue({ postgres, column, path }: JsonPath): RawBuilder<boolean> {
  checkPath(path);
  const col = sql.ref(column);
  return postgres
    ? sql<boolean>`coalesce(${col} #> ${pgPath(path)} = 'true'::jsonb, false)`
    : sql<boolean>`coalesce(json_type(${col}, ${sqlitePath(path)}) = 'true', 0)`;
}

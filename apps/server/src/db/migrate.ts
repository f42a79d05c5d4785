import { Migrator, PostgresAdapter, sql, type Kysely } from "kysely";
import { migrations } from "./migrations/index.js";
import type { Tables } from "./tables.js";

/**
 * Kysely looks for its bookkeeping tables in every schema unless told which one, so a
 * second schema in the same database (another installation, a test run) would hide them.
 * Naming the connection's current schema keeps each installation to its own.
 */
async function migrationSchema(db: Kysely<Tables>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

export async function createMigrator(db: Kysely<Tables>): Promise<Migrator> {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: await migrationSchema(db),
  });
}

/**
 * Before it migrates, Kysely's migrator reads the catalog of every schema (to find its own
 * tables, calling pg_get_serial_sequence for every column); when another installation in the
 * same PostgreSQL database drops its schema or one of its columns at that moment, PostgreSQL
 * answers "schema … does not exist" (3F000), "relation … does not exist" (42P01) or "column … of
 * relation … does not exist" (42703) for the other schema. Nothing was applied then, so the
 * whole step is tried again.
 */
const CATALOG_RACE_CODES = new Set(["3F000", "42P01", "42703"]);
const MIGRATE_ATTEMPTS = 5;

function isCatalogRace(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && CATALOG_RACE_CODES.has(code);
}

/** Applies every pending migration; Kysely's lock keeps concurrent starters from racing. */
export async function migrateToLatest(db: Kysely<Tables>): Promise<string[]> {
  const migrator = await createMigrator(db);
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((r) => r.status === "Error");
    // No result at all means the failure came before any migration ran.
    if (error && !results && isCatalogRace(error) && attempt < MIGRATE_ATTEMPTS) continue;
    if (error || failed) {
      const reason = error instanceof Error ? error.message : String(error ?? "unknown error");
      throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${reason}`);
    }
    return (results ?? []).map((r) => r.migrationName);
  }
}

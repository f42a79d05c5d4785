import { execFile } from "node:child_process";
import { promisify } from "node:util";
import BetterSqlite3 from "better-sqlite3";
import type { DatabaseConfig } from "../config.js";

const run = promisify(execFile);

/** The table Kysely's migrator keeps; a file without it is not one of our databases. */
const MIGRATION_TABLE = "kysely_migration";

/**
 * Copies the database to `file` while the server may keep running. SQLite uses its online
 * backup API (a consistent snapshot, WAL included); PostgreSQL uses pg_dump's custom format.
 * Arguments go to pg_dump as an array, never through a shell.
 */
export async function backupDatabase(config: DatabaseConfig, file: string): Promise<void> {
  if (config.dialect === "sqlite") {
    const source = new BetterSqlite3(config.file, { readonly: true, fileMustExist: true });
    try {
      await source.backup(file);
    } finally {
      source.close();
    }
    return;
  }
  const schema = config.schema ? ["--schema", config.schema] : [];
  await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", ...schema, "--file", file, "--dbname", config.url]);
}

/**
 * Brings a backup back over the configured database. The SQLite backup is checked first
 * (integrity and our migration table) and then copied in through the backup API, which takes
 * the database's write lock, so a running server sees either the old or the restored data.
 * PostgreSQL restores in one transaction: a failure leaves the database as it was.
 */
export async function restoreDatabase(config: DatabaseConfig, file: string): Promise<void> {
  if (config.dialect === "sqlite") {
    const backup = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
    try {
      assertOurSqliteDatabase(backup, file);
      await backup.backup(config.file);
    } finally {
      backup.close();
    }
    return;
  }
  await run("pg_restore", ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--single-transaction", "--dbname", config.url, file]);
}

function assertOurSqliteDatabase(db: BetterSqlite3.Database, file: string): void {
  let check: unknown;
  try {
    check = db.pragma("integrity_check", { simple: true });
  } catch {
    throw new Error(`${file} is not a SQLite database`);
  }
  if (check !== "ok") throw new Error(`${file} is damaged: ${String(check)}`);
  const table = db.prepare("select name from sqlite_master where type = 'table' and name = ?").get(MIGRATION_TABLE);
  if (!table) throw new Error(`${file} is not a Life Intelligence backup (no ${MIGRATION_TABLE} table)`);
}

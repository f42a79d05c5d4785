import { mkdirSync } from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from "kysely";
import pg from "pg";
import { LruCache } from "@life/contracts";
import type { DatabaseConfig } from "../config.js";
import { searchIndexText } from "../lib/search-fold.js";
import { preparingPool } from "./postgres-prepared.js";
import type { Tables } from "./tables.js";
import { WalCheckpointer } from "./wal-checkpointer.js";

export type Dialect = "sqlite" | "postgres";

export interface Database {
  db: Kysely<Tables>;
  dialect: Dialect;
  /** SQLite: the database file, which worker threads open read-only (see openSqliteReader). */
  file?: string;
  /** PostgreSQL: where worker threads connect for their reads (see openPostgresReader). */
  postgres?: { url: string; schema?: string };
  destroy: () => Promise<void>;
  /** SQLite: copies the WAL back into the database now (PASSIVE, never waits on a lock); absent on PostgreSQL. */
  checkpoint?: () => Promise<void>;
}

/**
 * The WAL is cut back to this size whenever a checkpoint has emptied it; without a limit it
 * stays as large as the biggest burst of writes ever made.
 */
export const WAL_SIZE_LIMIT_BYTES = 8 * 1024 * 1024;
/**
 * A thread of its own checkpoints once the WAL holds this much (SQLite's own default is 1,000
 * pages), looking every WAL_CHECKPOINT_POLL_MS; see wal-checkpointer.ts.
 */
const WAL_CHECKPOINT_AT_BYTES = 4 * 1024 * 1024;
const WAL_CHECKPOINT_POLL_MS = 250;
/**
 * The API's connection still checkpoints by itself past this many pages (about 40 MB), should
 * the thread be gone or fall behind; a checkpoint cannot finish while a reader holds an old
 * snapshot, so bursts can pass the thread's threshold for a while.
 */
const WAL_BACKSTOP_PAGES = 10_000;

/**
 * better-sqlite3 refuses booleans and Dates as parameters. Converting them here lets the
 * repositories write the same values on both dialects: booleans become 0/1 and Dates
 * become ISO-8601 UTC text, which sorts and compares correctly as a string.
 */
function toSqliteParam(value: unknown): unknown {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value;
}

/**
 * Kysely prepares every query anew, which costs about as much as running a small one; the app
 * sends the same few hundred SQL texts over and over, so the prepared statements are kept
 * (the least recently used dropped past the cap).
 */
const STATEMENT_CACHE_SIZE = 500;

function adaptSqlite(raw: BetterSqlite3.Database): SqliteDatabase {
  let statements = new LruCache<string, BetterSqlite3.Statement>(STATEMENT_CACHE_SIZE);
  const prepared = (sql: string): BetterSqlite3.Statement => {
    const cached = statements.get(sql);
    if (cached) return cached;
    const statement = raw.prepare(sql);
    statements.set(sql, statement);
    return statement;
  };
  const params = (values: ReadonlyArray<unknown>) => values.map(toSqliteParam);
  return {
    close: () => {
      statements = new LruCache(STATEMENT_CACHE_SIZE);
      raw.close();
    },
    prepare(sql) {
      const statement = prepared(sql);
      return {
        reader: statement.reader,
        all: (values) => statement.all(params(values)),
        run: (values) => statement.run(params(values)),
        // A statement stays busy while it is iterated, so a stream gets one of its own.
        iterate: (values) => raw.prepare(sql).iterate(params(values)),
      };
    },
  };
}

function openSqlite(file: string): BetterSqlite3.Database {
  if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
  const raw = new BetterSqlite3(file);
  // WAL lets readers run while one process writes; busy_timeout makes a second process
  // (a worker, the admin CLI) wait for the write lock instead of failing at once.
  raw.pragma("journal_mode = WAL");
  raw.pragma("synchronous = NORMAL");
  raw.pragma("foreign_keys = ON");
  raw.pragma("busy_timeout = 5000");
  // The full-text triggers index text as the search folds it (lib/search-fold), so every
  // connection that writes thoughts needs the function; see the search-folding migration.
  raw.function("search_fold", { deterministic: true }, (text: unknown) => searchIndexText(typeof text === "string" ? text : null));
  raw.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  if (file !== ":memory:") raw.pragma(`wal_autocheckpoint = ${WAL_BACKSTOP_PAGES}`);
  return raw;
}

/**
 * A read-only connection to a SQLite database file, for a worker thread's reads: WAL lets it
 * read beside the process's writing connection, and its queries run on the thread, not on the
 * API's event loop (better-sqlite3 is synchronous).
 */
export function openSqliteReader(file: string): Kysely<Tables> {
  const raw = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  raw.pragma("busy_timeout = 5000");
  return new Kysely<Tables>({ dialect: new SqliteDialect({ database: adaptSqlite(raw) }) });
}

function checkpointWal(raw: BetterSqlite3.Database): void {
  try {
    raw.pragma("wal_checkpoint(PASSIVE)");
  } catch {
    // Closed or busy: the next turn (or SQLite's own auto-checkpoint) does it.
  }
}

export function createDatabase(config: DatabaseConfig): Database {
  if (config.dialect === "sqlite") {
    const raw = openSqlite(config.file);
    const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: adaptSqlite(raw) }) });
    const checkpointer =
      config.file === ":memory:"
        ? undefined
        : new WalCheckpointer({ file: config.file, thresholdBytes: WAL_CHECKPOINT_AT_BYTES, intervalMs: WAL_CHECKPOINT_POLL_MS, journalSizeLimitBytes: WAL_SIZE_LIMIT_BYTES });
    const destroy = async () => {
      await checkpointer?.close();
      await db.destroy();
    };
    return { db, dialect: "sqlite", file: config.file, destroy, checkpoint: async () => (checkpointer ? checkpointer.checkpointNow() : checkpointWal(raw)) };
  }
  const db = openPostgres(config, 10);
  return { db, dialect: "postgres", postgres: { url: config.url, ...(config.schema ? { schema: config.schema } : {}) }, destroy: () => db.destroy() };
}

function openPostgres(config: { url: string; schema?: string }, connections: number): Kysely<Tables> {
  const pool = new pg.Pool({
    connectionString: config.url,
    max: connections,
    ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
  });
  // An idle client that loses its connection emits 'error'; without a listener that would
  // crash the process. The next query gets a fresh client.
  pool.on("error", () => undefined);
  return new Kysely<Tables>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
}

/**
 * A worker thread's own connection to PostgreSQL for its reads: the rows it reads (step 1's
 * candidates, hundreds with their vectors) are then parsed on the thread, not on the API's
 * event loop.
 */
export function openPostgresReader(config: { url: string; schema?: string }): Kysely<Tables> {
  return openPostgres(config, 1);
}

import BetterSqlite3 from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from "kysely";
import pg from "pg";
import { LruCache } from "@life/contracts";
import type { DatabaseConfig } from "../config.js";
import { preparingPool } from "./postgres-prepared.js";
import type { Tables } from "./tables.js";
import { openSqlite, toSqliteParam, WAL_CHECKPOINT_AT_BYTES, WAL_CHECKPOINT_POLL_MS, WAL_SIZE_LIMIT_BYTES } from "./sqlite-connection.js";
import { ImmediateSqliteDialect } from "./sqlite-dialect.js";
import { registerSqliteWriter, SqliteWriter } from "./sqlite-writer.js";
import { LocalWrites } from "./local-writes.js";
import { TableWrites } from "./table-writes.js";
import { registerThoughtWriteListener, ThoughtWriteListener } from "./thought-write-listener.js";
import { WalCheckpointer } from "./wal-checkpointer.js";

export { WAL_SIZE_LIMIT_BYTES };

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
  /** Writes to the tables a request's authentication reads (users, sessions), through `db`. */
  authWrites: TableWrites;
  /**
   * PostgreSQL: starts listening for thought writes (thought-write-listener.ts), so that kept
   * answers need not ask the database for the data version on every request. For the API
   * process; tools that only run a few queries skip it.
   */
  listenForThoughtWrites?: () => void;
}

/** The tables whose rows decide whether a session token is good (see auth/session-cache.ts). */
const AUTH_TABLES = ["users", "sessions"];

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
    const raw = openSqlite(config.file, 0);
    const authWrites = new TableWrites(AUTH_TABLES);
    const db = new Kysely<Tables>({ dialect: new ImmediateSqliteDialect({ database: adaptSqlite(raw) }, raw), plugins: [authWrites] });
    const writer = config.file !== ":memory:" && config.writeThread !== false ? new SqliteWriter(config.file) : undefined;
    if (writer) registerSqliteWriter(db, writer);
    const checkpointer =
      config.file === ":memory:"
        ? undefined
        : new WalCheckpointer({ file: config.file, thresholdBytes: WAL_CHECKPOINT_AT_BYTES, intervalMs: WAL_CHECKPOINT_POLL_MS, journalSizeLimitBytes: WAL_SIZE_LIMIT_BYTES });
    const destroy = async () => {
      await writer?.close();
      await checkpointer?.close();
      await db.destroy();
    };
    return {
      db,
      dialect: "sqlite",
      file: config.file,
      destroy,
      checkpoint: async () => (checkpointer ? checkpointer.checkpointNow() : checkpointWal(raw)),
      authWrites,
    };
  }
  const authWrites = new TableWrites(AUTH_TABLES);
  const localWrites = new LocalWrites();
  const db = openPostgres(config, 10, { authWrites, localWrites });
  let listener: ThoughtWriteListener | undefined;
  return {
    db,
    dialect: "postgres",
    postgres: { url: config.url, ...(config.schema ? { schema: config.schema } : {}) },
    destroy: async () => {
      await listener?.close();
      await db.destroy();
    },
    authWrites,
    listenForThoughtWrites: () => {
      if (listener) return;
      listener = new ThoughtWriteListener({ connectionString: config.url }, localWrites);
      registerThoughtWriteListener(db, listener);
      listener.start();
    },
  };
}

function openPostgres(
  config: { url: string; schema?: string },
  connections: number,
  watch: { authWrites?: TableWrites; localWrites?: LocalWrites } = {},
): Kysely<Tables> {
  const pool = new pg.Pool({
    connectionString: config.url,
    max: connections,
    ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
  });
  // An idle client that loses its connection emits 'error'; without a listener that would
  // crash the process. The next query gets a fresh client.
  pool.on("error", () => undefined);
  return new Kysely<Tables>({
    dialect: new PostgresDialect({ pool: preparingPool(pool, watch.localWrites) }),
    ...(watch.authWrites ? { plugins: [watch.authWrites] } : {}),
  });
}

/**
 * A worker thread's own connection to PostgreSQL for its reads: the rows it reads (step 1's
 * candidates, hundreds with their vectors) are then parsed on the thread, not on the API's
 * event loop.
 */
export function openPostgresReader(config: { url: string; schema?: string }): Kysely<Tables> {
  return openPostgres(config, 1);
}

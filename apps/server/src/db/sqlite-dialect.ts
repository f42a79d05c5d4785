import { setTimeout as sleep } from "node:timers/promises";
import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type QueryResult, type SqliteDialectConfig } from "kysely";

/** How long a write waits in all for another connection's write lock, as busy_timeout did. */
export const WRITE_LOCK_WAIT_MS = 5_000;

export interface LockState {
  /** better-sqlite3's Database.inTransaction: a statement that failed outside one can be run again. */
  readonly inTransaction: boolean;
}

function isBusy(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "SQLITE_BUSY";
}

/**
 * Waits for another connection's write lock without holding the event loop: the API's
 * connection runs with busy_timeout 0, and a statement refused with SQLITE_BUSY outside a
 * transaction (an autocommit write, or the BEGIN IMMEDIATE that opens one) is tried again after
 * a short timer. SQLite's own busy handler would sleep the whole thread, every request with it,
 * for as long as the writer thread or a worker process holds the lock.
 */
export async function retryWhileBusy<T>(state: LockState, run: () => Promise<T>, waitMs = WRITE_LOCK_WAIT_MS): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!isBusy(error) || state.inTransaction || Date.now() >= deadline) throw error;
      await sleep(Math.min(attempt, 4));
    }
  }
}

class RetryingConnection implements DatabaseConnection {
  constructor(
    private readonly inner: DatabaseConnection,
    private readonly state: LockState,
  ) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return retryWhileBusy(this.state, () => this.inner.executeQuery<R>(query));
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

/**
 * Transactions begin IMMEDIATE: they take the write lock before their first read. A deferred
 * BEGIN reads from a snapshot, and once another connection (the writer thread, a worker
 * process) commits, the transaction's first write fails with SQLITE_BUSY_SNAPSHOT, which no
 * waiting can cure.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  private readonly wrapped = new WeakMap<DatabaseConnection, RetryingConnection>();

  constructor(
    config: SqliteDialectConfig,
    private readonly state: LockState,
  ) {
    super(config);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const inner = await super.acquireConnection();
    let connection = this.wrapped.get(inner);
    if (!connection) this.wrapped.set(inner, (connection = new RetryingConnection(inner, this.state)));
    return connection;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  constructor(
    private readonly config: SqliteDialectConfig,
    private readonly state: LockState,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.config, this.state);
  }
}

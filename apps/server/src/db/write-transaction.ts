import { sql, type Kysely } from "kysely";
import { isPostgres } from "./json-sql.js";

/**
 * A transaction that reads and then writes. On SQLite it starts with BEGIN IMMEDIATE, taking
 * the write lock up front: a deferred BEGIN reads from a snapshot, and if another process
 * commits before this one's first write, that write fails with SQLITE_BUSY at once (the
 * busy_timeout cannot help, since the snapshot is already stale). On PostgreSQL it is an
 * ordinary transaction; callers lock the rows they read (FOR UPDATE) where it matters.
 * The callback must not open a transaction of its own.
 */
export async function writeTransaction<DB, T>(db: Kysely<DB>, fn: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  if (isPostgres(db)) return db.transaction().execute(fn);
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    let result: T;
    try {
      result = await fn(connection);
    } catch (error) {
      await sql`rollback`.execute(connection).catch(() => undefined);
      throw error;
    }
    await sql`commit`.execute(connection);
    return result;
  });
}

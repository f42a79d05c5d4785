import type { Kysely } from "kysely";

/**
 * A transaction that reads and then writes. On SQLite every transaction begins IMMEDIATE
 * (sqlite-dialect.ts), taking the write lock before its first read, so no other connection can
 * commit between its reads and its writes. On PostgreSQL it is an ordinary transaction; callers
 * lock the rows they read (FOR UPDATE) where it matters. The name says, where it is called,
 * that the callback's reads decide its writes.
 */
export function writeTransaction<DB, T>(db: Kysely<DB>, fn: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.transaction().execute(fn);
}

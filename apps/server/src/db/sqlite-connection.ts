import { mkdirSync } from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { searchIndexText } from "../lib/search-fold.js";

/*
 * How every connection that writes a SQLite database is opened: the API's (database.ts) and
 * the writer thread's (sqlite-writer.thread.ts), which must not load the rest of the data layer.
 */

/**
 * The WAL is cut back to this size whenever a checkpoint has emptied it; without a limit it
 * stays as large as the biggest burst of writes ever made.
 */
export const WAL_SIZE_LIMIT_BYTES = 8 * 1024 * 1024;
/**
 * A thread of its own checkpoints once the WAL holds this much (SQLite's own default is 1,000
 * pages), looking every WAL_CHECKPOINT_POLL_MS; see wal-checkpointer.ts.
 */
export const WAL_CHECKPOINT_AT_BYTES = 4 * 1024 * 1024;
export const WAL_CHECKPOINT_POLL_MS = 250;
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
export function toSqliteParam(value: unknown): unknown {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value;
}

/**
 * `busyTimeoutMs` is how long a statement blocks its thread waiting for another connection's
 * write lock: the API's connection uses 0 and waits on a timer instead (see sqlite-dialect.ts);
 * threads and other processes may block.
 */
export function openSqlite(file: string, busyTimeoutMs: number): BetterSqlite3.Database {
  if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
  const raw = new BetterSqlite3(file);
  // WAL lets readers run while one connection writes.
  raw.pragma("journal_mode = WAL");
  raw.pragma("synchronous = NORMAL");
  raw.pragma("foreign_keys = ON");
  raw.pragma(`busy_timeout = ${Math.max(0, Math.trunc(busyTimeoutMs))}`);
  // The full-text triggers index text as the search folds it (lib/search-fold), so every
  // connection that writes thoughts needs the function; see the search-folding migration.
  raw.function("search_fold", { deterministic: true }, (text: unknown) => searchIndexText(typeof text === "string" ? text : null));
  raw.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  if (file !== ":memory:") raw.pragma(`wal_autocheckpoint = ${WAL_BACKSTOP_PAGES}`);
  return raw;
}


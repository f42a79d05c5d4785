import { randomFillSync } from "node:crypto";
import { v7 } from "uuid";

/** Random bytes drawn a few kilobytes at a time: one system call per 256 ids instead of one each. */
const pool = Buffer.alloc(16 * 256);
let taken = pool.length;

function sixteenRandomBytes(): Uint8Array {
  if (taken === pool.length) {
    randomFillSync(pool);
    taken = 0;
  }
  taken += 16;
  return pool.subarray(taken - 16, taken);
}

/**
 * An id for a row of the tables every capture writes to (thoughts, jobs, activity): a UUIDv7,
 * whose first 48 bits are the time in milliseconds, so new rows land at the right-hand end of
 * the primary-key index (and of jobs' `classify:<thought id>` key) instead of on a random page.
 * With random UUIDs each capture dirtied about four more index pages, each written to SQLite's
 * WAL (or PostgreSQL's) at commit: about a quarter of a capture's write volume. The other 74
 * bits are random, so ids stay unguessable; they reveal when the row was made, which its
 * created_at already shows to whoever may read it. Ids made in the same millisecond are in no
 * particular order; nothing sorts by id alone.
 */
export function newRowId(): string {
  return v7({ random: sixteenRandomBytes() });
}

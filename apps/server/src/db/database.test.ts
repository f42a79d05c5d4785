import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createDatabase, WAL_SIZE_LIMIT_BYTES, type Database } from "./database.js";

let dir: string | undefined;
let database: Database | undefined;
afterEach(async () => {
  await database?.destroy();
  if (dir) rmSync(dir, { recursive: true, force: true });
  database = undefined;
  dir = undefined;
});

/** A fresh SQLite file with a table of blobs, and a 256 KiB blob to fill it with. */
async function openBlobs() {
  dir = mkdtempSync(path.join(tmpdir(), "life-wal-"));
  const file = path.join(dir, "life.db");
  database = createDatabase({ dialect: "sqlite", file });
  const { db } = database;
  await sql`create table blobs (id integer primary key, body blob)`.execute(db);
  return { file, db, opened: database, chunk: Buffer.alloc(256 * 1024, 7) };
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("the SQLite WAL", () => {
  it("stays under its bound after a burst of writes far larger than the bound", async () => {
    const { file, db, opened, chunk } = await openBlobs();
    // One transaction of 24 MiB: the WAL must hold all of it until the commit.
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < 96; i++) await sql`insert into blobs (body) values (${chunk})`.execute(trx);
    });
    for (let round = 0; round < 20; round++) {
      await sql`update blobs set body = ${Buffer.alloc(1024, round)} where id = ${round + 1}`.execute(db);
      await opened.checkpoint?.();
    }
    expect(statSync(`${file}-wal`).size).toBeLessThanOrEqual(WAL_SIZE_LIMIT_BYTES);
  });

  it("is checkpointed by the background thread, not by the writes that fill it", async () => {
    const { file, db, chunk } = await openBlobs();
    // 24 MiB in small commits: past the thread's threshold, below the connection's own backstop.
    for (let i = 0; i < 96; i++) await sql`insert into blobs (body) values (${chunk})`.execute(db);
    const deadline = Date.now() + 10_000;
    // Once the thread has copied the WAL back, the next write starts the WAL over and cuts it to the limit.
    for (let round = 0; ; round++) {
      // A new value each time: SQLite writes nothing for an update that changes no byte.
      await sql`update blobs set body = ${Buffer.alloc(16, round % 256)} where id = 1`.execute(db);
      if (statSync(`${file}-wal`).size <= WAL_SIZE_LIMIT_BYTES) break;
      if (Date.now() > deadline) throw new Error(`WAL still ${statSync(`${file}-wal`).size} bytes`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await sql<{ n: number }>`select count(*) as n from blobs`.execute(db)).rows[0]?.n).toBe(96);
  });
});

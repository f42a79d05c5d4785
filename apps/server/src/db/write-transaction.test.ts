import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Worker as Thread } from "node:worker_threads";
import { sql, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "./database.js";
import type { Tables } from "./tables.js";
import { writeTransaction } from "./write-transaction.js";

/**
 * Another writer with its own connection to the file, as a worker process would have. It
 * says "writing" just before its (blocking) increment and "done" once it has committed.
 */
const otherWriter = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require("better-sqlite3");
const db = new Database(workerData.file);
db.pragma("busy_timeout = 5000");
parentPort.postMessage("writing");
db.prepare("update counter set n = n + 1").run();
db.close();
parentPort.postMessage("done");
`;

function startOtherWriter(file: string): { writing: Promise<void>; done: Promise<void> } {
  const thread = new Thread(otherWriter, { eval: true, workerData: { file } });
  const message = (expected: string) =>
    new Promise<void>((resolve, reject) => {
      thread.on("message", (m) => m === expected && resolve());
      thread.on("error", reject);
    });
  return { writing: message("writing"), done: message("done") };
}

/** Reads the counter, lets the other writer try its increment, then writes read + 1. */
async function readThenWrite(trx: Kysely<Tables>, file: string): Promise<{ otherDone: Promise<void> }> {
  const { n } = (await sql<{ n: number }>`select n from counter`.execute(trx)).rows[0]!;
  const other = startOtherWriter(file);
  await other.writing;
  await new Promise((resolve) => setTimeout(resolve, 150));
  await sql`update counter set n = ${n + 1}`.execute(trx);
  return { otherDone: other.done };
}

let dir: string;
let file: string;
let database: Database;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "life-immediate-"));
  file = path.join(dir, "life.db");
  database = createDatabase({ dialect: "sqlite", file });
  await sql`create table counter (n integer not null)`.execute(database.db);
  await sql`insert into counter (n) values (0)`.execute(database.db);
});
afterEach(async () => {
  await database.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const counter = async () => (await sql<{ n: number }>`select n from counter`.execute(database.db)).rows[0]!.n;

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("writeTransaction on SQLite", () => {
  it("holds the write lock from the start: another connection's write waits, and neither update is lost", async () => {
    const { otherDone } = await writeTransaction(database.db, (trx) => readThenWrite(trx, file));
    await otherDone;
    expect(await counter()).toBe(2);
  });

  it("is what every Kysely transaction does on the API's connection (sqlite-dialect.ts): none writes from a stale snapshot", async () => {
    const { otherDone } = await database.db.transaction().execute((trx) => readThenWrite(trx, file));
    await otherDone;
    expect(await counter()).toBe(2);
  });

  it("was needed: a deferred BEGIN that read before another connection committed cannot write", async () => {
    await expect(
      database.db.connection().execute(async (connection) => {
        await sql`begin`.execute(connection);
        try {
          await readThenWrite(connection, file);
        } finally {
          await sql`rollback`.execute(connection);
        }
      }),
    ).rejects.toThrow(/SQLITE_BUSY|database is locked/);
    expect(await counter()).toBe(1);
  });
});
